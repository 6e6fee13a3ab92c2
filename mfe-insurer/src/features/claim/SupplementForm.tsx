import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS } from '@sencare/shared/rules';
import { DateInput } from '@sencare/shared/ui';
import { InsurerField, TextAreaField } from '../../components/Field';
import { ruleText } from '../../components/i18nText';
import { useServerErrors } from '../../components/useServerErrors';
import type { ClaimActionBody } from '../../api/types';
import { emptySupplement, supplementBody, supplementSchema, type SupplementForm as SupplementValues } from './claimForms';
import styles from '../../components/ui.module.css';

/** Request a supplement: a checklist of documents, each ticked one with its reason, and a deadline. */
export function SupplementForm({ onSubmit, sending, serverErrors }: { onSubmit: (body: ClaimActionBody) => void; sending: boolean; serverErrors?: Record<string, string> }) {
  const { t } = useTranslation();
  const form = useForm<SupplementValues>({ resolver: zodResolver(supplementSchema), defaultValues: emptySupplement() });
  useServerErrors(form, serverErrors);
  const items = useWatch({ control: form.control, name: 'items' });
  const errors = form.formState.errors;
  const listError = (errors.items as { message?: string } | undefined)?.message;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(supplementBody(values)))} data-testid="supplement-form">
      <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby={listError ? 'supplement-list-error' : undefined}>
        <legend className={styles.label}>{t('claim.supplement.checklist')}</legend>
        {DOCUMENT_KINDS.map((code) => (
          <div key={code} className={styles.field} data-testid={`supplement-${code}`}>
            <Controller
              control={form.control}
              name={`items.${code}.checked`}
              render={({ field }) => (
                <label className={styles.row} style={{ minHeight: 44 }}>
                  <input type="checkbox" checked={field.value} onChange={(event) => field.onChange(event.target.checked)} style={{ width: 22, height: 22 }} />
                  {t(`docKind.${code}`)}
                </label>
              )}
            />
            {items?.[code]?.checked ? (
              <Controller
                control={form.control}
                name={`items.${code}.reason`}
                render={({ field }) => (
                  <TextAreaField label={t('claim.supplement.reasonFor', { name: t(`docKind.${code}`) })} value={field.value} onChange={field.onChange} maxLength={500} error={ruleText(t, errors.items?.[code]?.reason?.message)} testId={`supplement-${code}-reason`} />
                )}
              />
            ) : null}
          </div>
        ))}
        {listError ? (
          <p id="supplement-list-error" className={styles.fieldError} role="alert">
            {t(listError)}
          </p>
        ) : null}
      </fieldset>
      <Controller
        control={form.control}
        name="deadline"
        render={({ field }) => (
          <InsurerField label={t('claim.supplement.deadline')} error={ruleText(t, errors.deadline?.message)} testId="supplement-deadline">
            {(control) => <DateInput {...control} value={field.value} onChange={field.onChange} />}
          </InsurerField>
        )}
      />
      <Controller
        control={form.control}
        name="note"
        render={({ field }) => <TextAreaField label={t('claim.noteOptional')} value={field.value} onChange={field.onChange} error={ruleText(t, errors.note?.message)} testId="supplement-note" />}
      />
      <button type="submit" className={styles.primary} disabled={sending} data-testid="supplement-submit">
        {t('claim.action.requestSupplement')}
      </button>
    </form>
  );
}
