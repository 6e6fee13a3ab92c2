import { z } from 'zod';
import { GOP_DOCUMENT_KINDS, gopCreateSchema, gopListQuerySchema, insurerGopActionSchema, patientLookupQuerySchema, providerGopActionSchema } from '../rules';
import { endpoint } from './endpoint';
import { customerGopSchema, gopDocumentSchema, gopPageSchema, gopViewSchema, patientLookupSchema } from './views';

const id = z.coerce.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' }).max(2_147_483_647, { error: 'validation.invalid' });
export const gopIdParams = z.strictObject({ id });
export const gopDocParams = gopIdParams.extend({ docId: id });
const kindQuery = z.strictObject({ kind: z.enum(GOP_DOCUMENT_KINDS, { error: 'validation.invalid' }).optional() });

const ACTION_ERRORS =
  'Not allowed from this state → 409 gop.errors.transitionNotAllowed; changed meanwhile → 409 error.assessmentChanged; a missing reason → 400 gop.errors.returnReasonRequired / reasonRequired; a conclusion that does not match → 400 error.unmatchedAmounts.';

/** GOP requests as provider staff see them (/api/provider/gops; api/src/modules/gop/routes.ts). */
export const providerGops = {
  list: endpoint({ method: 'GET', path: '/provider/gops', summary: "This provider's GOP requests, newest change first", querystring: gopListQuerySchema, response: gopPageSchema }),
  detail: endpoint({ method: 'GET', path: '/provider/gops/:id', summary: 'A GOP request with its events, documents and the actions allowed now', params: gopIdParams, response: gopViewSchema }),
  act: endpoint({ method: 'POST', path: '/provider/gops/:id/actions', summary: 'A provider transition of the GOP state machine (shared gopStateMachine.ts)', description: ACTION_ERRORS, params: gopIdParams, body: providerGopActionSchema, response: gopViewSchema }),
  upload: endpoint({
    method: 'POST',
    path: '/provider/gops/:id/documents',
    summary: 'Add a bill document (multipart: field `kind` = bill | final_bill | other before the file, or ?kind=; field `file`)',
    params: gopIdParams,
    querystring: kindQuery,
    response: gopDocumentSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/provider/gops',
    summary: 'Request a guarantee of payment for an admitted patient → the GOP (pending)',
    description:
      "The card and the patient's date of birth (dob), as for the lookup: unknown card or wrong date of birth → HTTP 404, code -404, gop.errors.patientNotFound (one answer for both, before anything about cashless); counts against the lookup quotas (429) and is recorded in patient_lookups (kind gop). Then cashless not active or the card not in force → 409 gop.errors.noCashless; unknown benefit → 400 gop.errors.benefitNotFound.",
    body: gopCreateSchema,
    response: gopViewSchema,
  }),
  lookup: endpoint({
    method: 'GET',
    path: '/provider/patients/lookup',
    summary: 'A patient by e-card number and date of birth: card, policy, cashless status and the benefits remaining',
    description:
      'Unknown card or wrong date of birth → HTTP 404, code -404, gop.errors.patientNotFound (one answer for both). Over PATIENT_LOOKUPS_PER_STAFF / PATIENT_LOOKUPS_PER_PROVIDER per window → 429. Every lookup is recorded in patient_lookups.',
    querystring: patientLookupQuerySchema,
    response: patientLookupSchema,
  }),
};

/** GOP requests as the insurer assesses them (/api/insurer/gops). */
export const insurerGops = {
  list: endpoint({ method: 'GET', path: '/insurer/gops', summary: 'GOP requests, oldest waiting first (default: those waiting for the insurer)', querystring: gopListQuerySchema, response: gopPageSchema }),
  detail: endpoint({ method: 'GET', path: '/insurer/gops/:id', summary: 'A GOP request with its events, documents and the actions allowed now', params: gopIdParams, response: gopViewSchema }),
  act: endpoint({ method: 'POST', path: '/insurer/gops/:id/actions', summary: 'An insurer transition of the GOP state machine (shared gopStateMachine.ts)', description: ACTION_ERRORS, params: gopIdParams, body: insurerGopActionSchema, response: gopViewSchema }),
};

/** The policyholder's hospital stays (docs/portals.md "Customer"). */
export const customerGops = {
  list: endpoint({ method: 'GET', path: '/gops', summary: 'My hospital stays and their guarantee: amounts, what I pay, the decisions (newest first)', response: z.array(customerGopSchema) }),
};
