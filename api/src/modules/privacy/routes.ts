import { reference } from '@sencare/shared/contracts';
import { contractRoute } from '../../http/contractRoute';
import type { ApiModule } from '../types';
import { PRIVACY_POLICY } from './policy';

/** The privacy policy, declared in @sencare/shared/contracts (customer.ts reference.privacyPolicy). */
export const privacyModule: ApiModule = {
  name: 'privacy',
  register(app) {
    contractRoute(app, reference.privacyPolicy, { tags: ['privacy'], handler: async () => PRIVACY_POLICY });
  },
};
