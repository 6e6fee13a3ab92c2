import { z } from 'zod';
import { DOCUMENT_KINDS } from '@sencare/shared/rules';
import { IDEMPOTENCY_KEY } from './submissions';

export {
  claimSubmitSchema,
  claimDraftSchema,
  claimListQuerySchema,
  claimTransitionSchema,
  supplementAnswerSchema,
  claimRevisionSchema,
  claimBankDetailsSchema,
} from '@sencare/shared/rules';

export const claimIdParams = z.strictObject({ id: z.string().regex(/^[A-Z0-9-]{1,40}$/, { error: 'validation.invalid' }) });
export const documentIdParams = z.strictObject({ docId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'validation.invalid' }) });
export const uploadQuery = z.strictObject({ kind: z.enum(DOCUMENT_KINDS, { error: 'validation.invalid' }).default('other') });
export const cancelBody = z.strictObject({ note: z.string().trim().max(500, { error: 'validation.tooLong' }).optional() });
export const submissionKeyParams = z.strictObject({ key: z.string().regex(IDEMPOTENCY_KEY, { error: 'validation.invalid' }) });
/** A draft's key (drafts.ts: randomUUID when the row is first saved). */
export const draftKeyParams = z.strictObject({ key: z.string().regex(/^[0-9a-f-]{36}$/, { error: 'validation.invalid' }) });
