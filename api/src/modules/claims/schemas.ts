/** The claims routes' request schemas: declared once with their endpoints (@sencare/shared/contracts). */
export { cancelBody, claimIdParams, documentIdParams, draftKeyParams, submissionKeyParams, uploadQuery } from '@sencare/shared/contracts';
export {
  claimSubmitSchema,
  claimDraftSchema,
  claimListQuerySchema,
  claimTransitionSchema,
  supplementAnswerSchema,
  claimRevisionSchema,
  claimBankDetailsSchema,
} from '@sencare/shared/rules';
