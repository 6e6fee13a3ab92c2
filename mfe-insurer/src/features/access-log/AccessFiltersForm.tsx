import { useId } from 'react';
import { Controller, useForm, type Control, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ACCESS_KINDS, ACCESS_ROLES } from '@sencare/shared/contracts';
import { InsurerField } from '../../components/Field';
import { ruleText } from '../../components/i18nText';
import { accessFilterSchema, type AccessFilterForm } from './accessFilters';
import styles from '../../components/ui.module.css';
import local from './AccessLogPage.module.css';

const EMPTY: AccessFilterForm = { customer: '', organisation: '', role: '', kind: '', from: '', to: '' };

interface FilterProps {
  control: Control<AccessFilterForm>;
  name: Path<AccessFilterForm>;
  label: string;
  testId: string;
}

/** A choice with "Any" first. */
function SelectFilter({ control, name, label, testId, options }: FilterProps & { options: [string, string][] }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <InsurerField label={label} testId={testId}>
          {(ids) => (
            <select {...ids} className={styles.input} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
              <option value="">{t('accessLog.any')}</option>
              {options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          )}
        </InsurerField>
      )}
    />
  );
}

/** A typed value or a day, its message (translated) beside it. */
function InputFilter({ control, name, label, testId, type }: FilterProps & { type: 'text' | 'date' }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <InsurerField label={label} error={ruleText(t, fieldState.error?.message)} testId={testId}>
          {(ids) => <input {...ids} type={type} className={`${styles.input} ${fieldState.error ? styles.invalid : ''}`} autoComplete="off" maxLength={64} value={field.value} onChange={(event) => field.onChange(event.target.value)} />}
        </InsurerField>
      )}
    />
  );
}

interface Props {
  initial: AccessFilterForm;
  organisations: { providerId: number; name: string }[];
  onApply: (form: AccessFilterForm) => void;
}

/** Customer, organisation, role, kind, a range of days; applied to the hash query on submit. */
export function AccessFiltersForm({ initial, organisations, onApply }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const form = useForm<AccessFilterForm>({ resolver: zodResolver(accessFilterSchema), defaultValues: initial });
  const { control } = form;
  const clear = () => {
    form.reset(EMPTY);
    onApply(EMPTY);
  };
  return (
    <form noValidate className={`${styles.card} ${local.filters}`} aria-labelledby={headingId} onSubmit={form.handleSubmit(onApply)} data-testid="access-log-filters">
      <h2 id={headingId} className={styles.cardTitle}>
        {t('accessLog.filters')}
      </h2>
      <div className={`${styles.filterGrid} ${styles.filterGridContained}`}>
        <InputFilter control={control} name="customer" label={t('accessLog.customer')} testId="filter-customer" type="text" />
        <SelectFilter control={control} name="organisation" label={t('accessLog.organisation')} testId="filter-organisation" options={[['insurer', t('accessLog.insurer')], ...organisations.map((o): [string, string] => [String(o.providerId), o.name])]} />
        <SelectFilter control={control} name="role" label={t('accessLog.role')} testId="filter-role" options={ACCESS_ROLES.map((r) => [r, t(`accessLog.roles.${r}`)])} />
        <SelectFilter control={control} name="kind" label={t('accessLog.kind')} testId="filter-kind" options={ACCESS_KINDS.map((k) => [k, t(`accessLog.kinds.${k}`)])} />
        <InputFilter control={control} name="from" label={t('accessLog.from')} testId="filter-from" type="date" />
        <InputFilter control={control} name="to" label={t('accessLog.to')} testId="filter-to" type="date" />
      </div>
      <div className={styles.row}>
        <button type="submit" className={styles.primary} data-testid="access-log-apply">
          {t('accessLog.apply')}
        </button>
        <button type="button" className={styles.secondary} onClick={clear} data-testid="access-log-clear">
          {t('accessLog.clear')}
        </button>
      </div>
    </form>
  );
}
