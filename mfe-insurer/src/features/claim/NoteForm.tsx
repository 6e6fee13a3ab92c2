import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { ClaimAction } from '@sencare/shared/rules';
import { TextAreaField } from '../../components/Field';
import { ruleText } from '../../components/i18nText';
import { useServerErrors } from '../../components/useServerErrors';
import type { ClaimActionBody } from '../../api/types';
import { noteBody, noteSchema } from './claimForms';
import styles from '../../components/ui.module.css';

/** Every other move: a reason when the state machine requires one (deny, revision, payment failed), else an optional note. */
export function NoteForm({ action, required, onSubmit, sending, serverErrors }: { action: ClaimAction; required: boolean; onSubmit: (body: ClaimActionBody) => void; sending: boolean; serverErrors?: Record<string, string> }) {
  const { t } = useTranslation();
  const form = useForm<{ note: string }>({ resolver: zodResolver(noteSchema(required)), defaultValues: { note: '' } });
  useServerErrors(form, serverErrors);
  return (
    <form noValidate onSubmit={form.handleSubmit(({ note }) => onSubmit(noteBody(action, note)))} data-testid={`${action}-form`}>
      <Controller
        control={form.control}
        name="note"
        render={({ field }) => (
          <TextAreaField
            label={required ? t('claim.reason') : t('claim.noteOptional')}
            value={field.value}
            onChange={field.onChange}
            error={ruleText(t, form.formState.errors.note?.message)}
            testId={`${action}-note`}
          />
        )}
      />
      <button type="submit" className={action === 'deny' || action === 'paymentFailed' ? styles.danger : styles.primary} disabled={sending} data-testid={`${action}-submit`}>
        {t(`claim.action.${action}`)}
      </button>
    </form>
  );
}
