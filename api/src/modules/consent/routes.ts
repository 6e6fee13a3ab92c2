import { z } from 'zod';
import { consent } from '@sencare/shared/contracts';
import { authOf, sessionGuard } from '../../http/auth';
import { contractRoute } from '../../http/contractRoute';
import { nowIso } from '../../lib/time';
import type { ApiModule } from '../types';
import { renderConsentPdf } from './pdf';
import { ConsentService } from './service';

const pdfQuery = z.object({ language: z.enum(['en', 'vi'], { error: 'validation.invalid' }).default('en') });

/** Consent per purpose (docs/privacy.md "Consent"; declared in @sencare/shared/contracts, consent.ts). Customers only (src/http/roles.ts). */
export const consentModule: ApiModule = {
  name: 'consent',
  register(app, ctx) {
    const service = new ConsentService(ctx.db, ctx.dialect);
    const onRequest = sessionGuard(ctx.sessions);
    const tags = ['consent'];
    contractRoute(app, consent.list, { onRequest, tags, handler: async (request) => service.list(authOf(request).user.id) });
    contractRoute(app, consent.answer, {
      onRequest,
      tags,
      handler: async (request) => service.answer(authOf(request).user.id, request.body),
    });
    app.get('/consents/record.pdf', {
      onRequest,
      schema: { tags, summary: 'What I agreed to, printable: each purpose with my latest answer and the exact text it was given on (PDF, headings in `language`)', querystring: pdfQuery },
      handler: async (request, reply) => {
        const { user } = authOf(request);
        const bytes = await renderConsentPdf({ language: request.query.language, fullName: user.full_name, userCode: user.user_code, now: nowIso(), agreed: await service.agreed(user.id) });
        return reply
          .header('content-type', 'application/pdf')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="sencare-consents-${user.user_code}.pdf"`)
          .send(bytes);
      },
    });
  },
};
