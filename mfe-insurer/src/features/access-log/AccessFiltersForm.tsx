import { useId } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ACCESS_KINDS, ACCESS_ROLES } from '@sencare/shared/contracts';
import { InsurerField } from '../../components/Field';
import { ruleText } from '../../components/i18nText';
import { accessFilterSchema, type AccessFilterForm } from './accessFilters';
import styles from '../../components/ui.module.css';
import local from './AccessLogPage.module.css';

const EMPTY: AccessFilterForm = { customer: '', organisation: '', role: '', kind: '', from: '', to: '' };

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
  const errors = form.formState.errors;
  const select = (name: Path<AccessFilterForm>, label: string, options: [string, string][], testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <InsurerField label={label} testId={testId}>
          {(control) => (
            <select {...control} className={styles.input} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
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
  const text = (name: Path<AccessFilterForm>, label: string, testId: string, type: 'text' | 'date') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <InsurerField label={label} error={ruleText(t, errors[name]?.message)} testId={testId}>
          {(control) => <input {...control} type={type} className={`${styles.input} ${errors[name] ? styles.invalid : ''}`} autoComplete="off" maxLength={64} value={field.value} onChange={(event) => field.onChange(event.target.value)} />}
        </InsurerField>
      )}
    />
  );
  return (
    <form noValidate className={`${styles.card} ${local.filters}`} aria-labelledby={headingId} onSubmit={form.handleSubmit(onApply)} data-testid="access-log-filters">
      <h2 id={headingId} className={styles.cardTitle}>
        {t('accessLog.filters')}
      </h2>
      <div className={local.grid}>
        {text('customer', t('accessLog.customer'), 'filter-customer', 'text')}
        {select('organisation', t('accessLog.organisation'), [['insurer', t('accessLog.insurer')], ...organisations.map((o): [string, string] => [String(o.providerId), o.name])], 'filter-organisation')}
        {select('role', t('accessLog.role'), ACCESS_ROLES.map((r) => [r, t(`accessLog.roles.${r}`)]), 'filter-role')}
        {select('kind', t('accessLog.kind'), ACCESS_KINDS.map((k) => [k, t(`accessLog.kinds.${k}`)]), 'filter-kind')}
        {text('from', t('accessLog.from'), 'filter-from', 'date')}
        {text('to', t('accessLog.to'), 'filter-to', 'date')}
      </div>
      <div className={styles.row}>
        <button type="submit" className={styles.primary} data-testid="access-log-apply">
          {t('accessLog.apply')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            form.reset(EMPTY);
            onApply(EMPTY);
          }}
          data-testid="access-log-clear"
        >
          {t('accessLog.clear')}
        </button>
      </div>
    </form>
  );
}
