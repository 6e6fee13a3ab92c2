import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@sencare/shared/format';
import { RadioChips } from '@sencare/shared/ui';
import type { Gop, GopActionBody, GopConclusion } from '../../api/types';
import { AmountField, TextAreaField } from '../../components/Field';
import { ruleText } from '../../components/i18nText';
import type { InsurerGopAction } from './gopActions';
import { billOf, gopActionBody, gopFormDefaults, gopFormSchema, type GopFormValues } from './gopForms';
import styles from '../../components/ui.module.css';

const CONCLUSIONS: readonly GopConclusion[] = ['fully_pay', 'partially_pay', 'decline'];
const NEEDS_REASON: readonly InsurerGopAction[] = ['return', 'decline'];

/** One insurer action on a GOP: its amount, its conclusion, its reason or note. */
export function GopActionForm({ action, gop, onSubmit, sending }: { action: InsurerGopAction; gop: Gop; onSubmit: (body: GopActionBody) => void; sending: boolean }) {
  const { t } = useTranslation();
  const form = useForm<GopFormValues>({ resolver: zodResolver(gopFormSchema(action, gop)) as never, defaultValues: gopFormDefaults(action, gop) });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const errors = form.formState.errors;
  const bill = billOf(gop);
  const hasAmount = action === 'assess' || action === 'final_approve' || action === 'conclude';

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(gopActionBody(action, values)))} data-testid={`gop-${action}-form`}>
      {action === 'conclude' ? (
        <Controller
          control={form.control}
          name="conclusion"
          render={({ field }) => (
            <div className={styles.field}>
              <RadioChips name={t('gop.form.conclusion')} value={field.value} columns={3} options={CONCLUSIONS.map((value) => ({ value, label: t(`gop.conclusion.${value}`) }))} onChange={field.onChange} testId="gop-conclusion" />
              {errors.conclusion ? (
                <span className={styles.fieldError} role="alert" data-testid="gop-conclusion-error">
                  {ruleText(t, errors.conclusion.message)}
                </span>
              ) : null}
            </div>
          )}
        />
      ) : null}
      {hasAmount ? (
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <AmountField
              label={t(action === 'assess' ? 'gop.form.guaranteedAmount' : 'gop.form.payableAmount')}
              hint={t(action === 'assess' ? 'gop.form.guaranteeHint' : 'gop.form.payableHint', { bill: formatVnd(action === 'assess' ? gop.estimatedAmount : bill) })}
              value={field.value}
              onChange={field.onChange}
              error={ruleText(t, errors.amount?.message, { bill: formatVnd(action === 'assess' ? gop.estimatedAmount : bill) })}
              testId="gop-amount"
            />
          )}
        />
      ) : null}
      {action === 'assess' && amount !== null && amount > 0 && amount < gop.estimatedAmount ? (
        <p className={styles.hint} aria-live="polite" data-testid="gop-partial">
          {t('gop.form.partial', { pays: formatVnd(gop.estimatedAmount - amount) })}
        </p>
      ) : null}
      <Controller
        control={form.control}
        name="note"
        render={({ field }) => (
          <TextAreaField label={NEEDS_REASON.includes(action) ? t('gop.form.reason') : t('gop.form.noteOptional')} value={field.value} onChange={field.onChange} error={ruleText(t, errors.note?.message)} testId="gop-note" />
        )}
      />
      <button type="submit" className={action === 'decline' ? styles.danger : styles.primary} disabled={sending} data-testid={`gop-${action}-submit`}>
        {t(`gop.action.${action}`)}
      </button>
    </form>
  );
}
