import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope';
import type { ApiModule } from '../types';
import { PRIVACY_POLICY } from './policy';

const text = z.object({ en: z.string(), vi: z.string() });
const response = envelopeOf(z.object({ version: z.string(), title: text, body: text }));

export const privacyModule: ApiModule = {
  name: 'privacy',
  register(app) {
    app.get('/privacy-policy', {
      schema: { tags: ['privacy'], summary: 'Current privacy policy (public: the login page shows it)', response: { 200: response } },
      handler: async () => ok(PRIVACY_POLICY),
    });
  },
};
