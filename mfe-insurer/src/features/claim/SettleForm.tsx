import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@sencare/shared/format';
import type { ClaimFeeItem } from '@sencare/shared/contracts';
import { RadioChips } from '@sencare/shared/ui';
import { AmountField, TextAreaField } from '../../components/Field';
import { ruleText } from '../../components/i18nText';
import { useServerErrors } from '../../components/useServerErrors';
import type { ClaimActionBody, LineDecision } from '../../api/types';
import { initialLines, linePays, settleBody, settleSchema, settleTotal, type SettleForm as SettleValues } from './claimForms';
import styles from '../../components/ui.module.css';

const DECISIONS: readonly LineDecision[] = ['approve', 'reduce', 'reject'];

/** Settle: a decision per fee line (approve in full, reduce with an amount, reject), each reduction or rejection with its reason; the total follows. */
export function SettleForm({ feeItems, onSubmit, sending, serverErrors }: { feeItems: readonly ClaimFeeItem[]; onSubmit: (body: ClaimActionBody) => void; sending: boolean; serverErrors?: Record<string, string> }) {
  const { t } = useTranslation();
  const form = useForm<SettleValues>({ resolver: zodResolver(settleSchema), defaultValues: { lines: initialLines(feeItems), note: '' } });
  useServerErrors(form, serverErrors);
  const lines = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const errors = form.formState.errors;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(settleBody(values)))} data-testid="settle-form">
      <ol className={styles.list}>
        {feeItems.map((item, index) => {
          const line = lines[index];
          return (
            <li key={item.id} className={styles.card} style={{ border: '1px solid #e5e7eb' }} data-testid={`line-${item.id}`}>
              <h4 className={styles.cardTitle}>{item.name}</h4>
              <p className={styles.hint}>
                {t('claim.settle.lineAmount', { quantity: item.quantity, price: formatVnd(item.unitPrice), amount: formatVnd(item.amount) })}
              </p>
              <Controller
                control={form.control}
                name={`lines.${index}.decision`}
                render={({ field }) => (
                  <RadioChips
                    name={t('claim.settle.decisionFor', { name: item.name })}
                    value={field.value}
                    columns={3}
                    options={DECISIONS.map((value) => ({ value, label: t(`claim.settle.decision.${value}`) }))}
                    onChange={field.onChange}
                    testId={`line-${item.id}-decision`}
                  />
                )}
              />
              {line?.decision === 'reduce' ? (
                <Controller
                  control={form.control}
                  name={`lines.${index}.amount`}
                  render={({ field }) => (
                    <AmountField label={t('claim.settle.approvedAmount')} value={field.value} onChange={field.onChange} error={ruleText(t, errors.lines?.[index]?.amount?.message, { max: formatVnd(item.amount) })} testId={`line-${item.id}-amount`} />
                  )}
                />
              ) : null}
              {line && line.decision !== 'approve' ? (
                <Controller
                  control={form.control}
                  name={`lines.${index}.reason`}
                  render={({ field }) => (
                    <TextAreaField label={t('claim.settle.reason')} value={field.value} onChange={field.onChange} maxLength={500} error={ruleText(t, errors.lines?.[index]?.reason?.message)} testId={`line-${item.id}-reason`} />
                  )}
                />
              ) : null}
              <p className={styles.hint} data-testid={`line-${item.id}-pays`}>
                {t('claim.settle.pays', { amount: formatVnd(line ? linePays(line) : item.amount) })}
              </p>
            </li>
          );
        })}
      </ol>
      <p className={styles.cardTitle} aria-live="polite" data-testid="settle-total">
        {t('claim.settle.total', { amount: formatVnd(settleTotal(lines)) })}
      </p>
      <Controller
        control={form.control}
        name="note"
        render={({ field }) => <TextAreaField label={t('claim.noteOptional')} value={field.value} onChange={field.onChange} error={ruleText(t, errors.note?.message)} testId="settle-note" />}
      />
      <button type="submit" className={styles.primary} disabled={sending} data-testid="settle-submit">
        {t('claim.action.settle')}
      </button>
    </form>
  );
}
