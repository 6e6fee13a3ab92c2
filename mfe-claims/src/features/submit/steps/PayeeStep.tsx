import { useTranslation } from 'react-i18next';
import { RELATIONSHIPS, normalizeAccountName } from '@sencare/shared/rules';
import { Field, useLocalized } from '@sencare/shared/ui';
import type { FormOptions } from '../../../api/claims';
import { BankPicker } from '../BankPicker';
import { Choice, TextInput } from './inputs';
import { useFieldMessage } from './inputs';
import type { StepProps } from './stepProps';
import styles from '../SubmitPage.module.css';

/** Step "payee": who receives the money; also the whole screen of the bank-details correction. */
export function PayeeStep({ options, ...props }: StepProps & { options: FormOptions }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const localized = useLocalized();
  const { values: v, errors, set } = props;
  return (
    <div className={styles.card} data-testid="wizard-payee">
      <Field label={t('wizard.bank')} error={message(errors.bankCode)} testId="field-bankCode"><BankPicker banks={options.banks} value={v.bankCode} onChange={(x) => set('bankCode', x)} /></Field>
      <TextInput {...props} field="branch" label="wizard.branch" />
      <Field label={t('wizard.province')} error={message(errors.provinceCode)} testId="field-provinceCode">
        <select className={styles.input} aria-label={t('wizard.province')} value={v.provinceCode ?? ''} onChange={(e) => set('provinceCode', e.target.value || undefined)}>
          <option value="">{t('wizard.select')}</option>
          {options.provinces.map((p) => <option key={p.code} value={p.code}>{localized(p.name)}</option>)}
        </select>
      </Field>
      <TextInput {...props} field="accountName" label="wizard.accountName" onChange={(x) => set('accountName', normalizeAccountName(x))} />
      <TextInput {...props} field="accountNumber" label="wizard.accountNumber" inputMode="numeric" maxLength={20} />
      <TextInput {...props} field="claimant" label="wizard.claimant" />
      <TextInput {...props} field="email" label="wizard.email" type="email" />
      <TextInput {...props} field="telephone" label="wizard.telephone" type="tel" />
      <Choice {...props} field="relationship" label="wizard.relationship" options={RELATIONSHIPS} prefix="relationship" columns={3} />
    </div>
  );
}
