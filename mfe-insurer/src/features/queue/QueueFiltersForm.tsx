import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { SPEC_CLAIM_STATUSES } from '@sencare/shared/rules';
import { AmountField, InsurerField } from '../../components/Field';
import { ruleText } from '../../components/i18nText';
import { filterSchema, type FilterForm } from './queueFilters';
import styles from '../../components/ui.module.css';

const EMPTY: FilterForm = { status: '', minAgeDays: '', minAmount: null, maxAmount: null };

/** Status, waiting at least N days, amount range; applied to the hash query on submit. */
export function QueueFiltersForm({ initial, onApply }: { initial: FilterForm; onApply: (form: FilterForm) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const form = useForm<FilterForm>({ resolver: zodResolver(filterSchema), defaultValues: initial });
  const errors = form.formState.errors;
  return (
    <form noValidate className={styles.card} aria-labelledby={headingId} onSubmit={form.handleSubmit(onApply)} data-testid="queue-filters">
      <h2 id={headingId} className={styles.cardTitle}>{t('queue.filters')}</h2>
      <div className={`${styles.filterGrid} ${styles.filterGridWide}`}>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <InsurerField label={t('queue.status')} testId="filter-status">
              {(control) => (
                <select {...control} className={styles.input} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                  <option value="">{t('queue.waitingOnInsurer')}</option>
                  <option value="all">{t('queue.anyStatus')}</option>
                  {SPEC_CLAIM_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`status.${status}`)}
                    </option>
                  ))}
                </select>
              )}
            </InsurerField>
          )}
        />
        <Controller
          control={form.control}
          name="minAgeDays"
          render={({ field }) => (
            <InsurerField label={t('queue.minAgeDays')} error={ruleText(t, errors.minAgeDays?.message)} testId="filter-age">
              {(control) => (
                <input {...control} className={styles.input} inputMode="numeric" autoComplete="off" value={field.value} onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 4))} />
              )}
            </InsurerField>
          )}
        />
        <Controller control={form.control} name="minAmount" render={({ field }) => <AmountField label={t('queue.minAmount')} value={field.value} onChange={field.onChange} testId="filter-min-amount" />} />
        <Controller
          control={form.control}
          name="maxAmount"
          render={({ field }) => <AmountField label={t('queue.maxAmount')} value={field.value} onChange={field.onChange} error={ruleText(t, errors.maxAmount?.message)} testId="filter-max-amount" />}
        />
      </div>
      <div className={styles.row}>
        <button type="submit" className={styles.primary} data-testid="filters-apply">
          {t('queue.apply')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            form.reset(EMPTY);
            onApply(EMPTY);
          }}
          data-testid="filters-clear"
        >
          {t('queue.clear')}
        </button>
      </div>
    </form>
  );
}
