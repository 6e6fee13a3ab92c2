import type { FieldErrors } from '@sencare/shared/rules';
import type { ClaimDraftValues, DraftField } from '../wizardModel';

/** What every step gets: the draft's values, the errors shown beside fields, and one way to change a field. */
export interface StepProps {
  values: ClaimDraftValues;
  errors: FieldErrors;
  set: <K extends DraftField>(field: K, value: ClaimDraftValues[K]) => void;
}
