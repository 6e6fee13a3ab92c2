import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import { ID_TYPES, illnessCoveredFrom, type CoverageProblem } from '@sencare/shared/rules';
import type { FormOptions } from '../../../api/claims';
import type { ClaimDraftValues } from '../wizardModel';
import { CoverageNotice } from './CoverageNotice';
import { Choice, TextInput } from './inputs';
import { useFieldMessage } from './inputs';
import type { StepProps } from './stepProps';
import styles from '../SubmitPage.module.css';
import { CheckChips, Field, RadioChips, useLocalized } from '@sencare/shared/ui';

/** Step "who": the insured person, their ID and the policies claimed on. */
export function WhoStep({ options, coverage, onInsured, ...props }: StepProps & { options: FormOptions; coverage: CoverageProblem | null; onInsured: (values: Partial<ClaimDraftValues>) => void }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const localized = useLocalized();
  const { values: v, errors, set } = props;
  const insured = options.insured.find((p) => p.id === v.insuredId);
  function chooseInsured(id: number | undefined) {
    const p = options.insured.find((i) => i.id === id);
    // The person's ID and the first effective policy come with them; the user can still change both.
    onInsured({ insuredId: id, idType: p?.idType as ClaimDraftValues['idType'], idNumber: p?.idNumber, relationship: p?.relationship as ClaimDraftValues['relationship'], policyIds: p?.policies.filter((q) => q.status === 'effective').map((q) => q.id).slice(0, 1) ?? [] });
  }
  const policyNote = (p: FormOptions['insured'][number]['policies'][number]) =>
    `${formatDate(p.effectiveDate)} → ${formatDate(p.expiryDate)}${p.waitingPeriodDays > 0 ? ` · ${t('wizard.illnessCoveredFrom', { date: formatDate(illnessCoveredFrom(p)) })}` : ''}`;
  return (
    <div className={styles.card} data-testid="wizard-who">
      <Field label={t('wizard.insured')} error={message(errors.insuredId)} testId="field-insuredId">
        <RadioChips name={t('wizard.insured')} columns={1} value={v.insuredId} onChange={chooseInsured}
          options={options.insured.map((p) => ({ label: `${p.fullName} (${t(`relationship.${p.relationship}`)})`, value: p.id }))} />
      </Field>
      <Choice {...props} field="idType" label="wizard.idType" options={ID_TYPES} prefix="idType" />
      <TextInput {...props} field="idNumber" label="wizard.idNumber" maxLength={20} />
      <Field label={t('wizard.policies')} error={message(errors.policyIds)} testId="field-policyIds">
        {insured && insured.policies.length === 0 ? <div>{t('wizard.noPolicies')}</div> : null}
        <CheckChips name={t('wizard.policies')} value={v.policyIds ?? []} onChange={(x) => set('policyIds', x)}
          options={(insured?.policies ?? []).map((p) => ({ label: `${p.policyNo} · ${localized(p.productName)}`, description: policyNote(p), value: p.id }))} />
        <CoverageNotice problem={coverage} />
      </Field>
    </div>
  );
}
