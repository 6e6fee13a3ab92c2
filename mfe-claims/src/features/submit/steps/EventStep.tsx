import { useId } from 'react';
import { TextArea } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { CLAIM_TYPES, TREATMENTS, type CoverageProblem } from '@sencare/shared/rules';
import { DateInput, Field } from '@sencare/shared/ui';
import { AmountInput } from './AmountInput';
import { CoverageNotice } from './CoverageNotice';
import { FeeLines } from './FeeLines';
import { Choice } from './inputs';
import { useFieldMessage } from './inputs';
import type { StepProps } from './stepProps';
import styles from '../SubmitPage.module.css';

/** Step "event": when, what kind, the diagnosis, the amount asked and its fee lines. */
export function EventStep({ minDate, maxDate, coverage, ...props }: StepProps & { minDate: string; maxDate: string; coverage: CoverageProblem | null }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const { values: v, errors, set } = props;
  const diagnosisId = useId();
  return (
    <div className={styles.card} data-testid="wizard-event">
      <Field label={t('wizard.riskDate')} error={message(errors.riskDate)} testId="field-riskDate">
        {/* dd-mm-yyyy in both languages; the draft keeps yyyy-mm-dd as before. */}
        <DateInput className={styles.input} aria-label={t('wizard.riskDate')} aria-invalid={errors.riskDate ? true : undefined} value={v.riskDate} min={minDate} max={maxDate} onChange={(x) => set('riskDate', x)} />
      </Field>
      <Choice {...props} field="claimType" label="wizard.claimType" options={CLAIM_TYPES} prefix="claimType" />
      <CoverageNotice problem={coverage} />
      <Choice {...props} field="treatment" label="wizard.treatment" options={TREATMENTS} prefix="claimType" />
      <Field label={t('wizard.diagnosis')} error={message(errors.diagnosis)} testId="field-diagnosis" htmlFor={diagnosisId}>
        <TextArea id={diagnosisId} className={styles.input} value={v.diagnosis ?? ''} onChange={(x) => set('diagnosis', x)} maxLength={500} autoSize />
      </Field>
      <Field label={t('wizard.requestAmount')} error={message(errors.requestAmount)} testId="field-requestAmount">
        <AmountInput label={t('wizard.requestAmount')} invalid={!!errors.requestAmount} value={v.requestAmount} onChange={(x) => set('requestAmount', x)} />
      </Field>
      <FeeLines {...props} />
    </div>
  );
}
