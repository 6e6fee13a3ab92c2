import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BROKER_STATUSES, type AgencyInput } from '@sencare/shared/rules';
import { Field } from '@sencare/shared/ui';
import styles from '../../components/page';

export const AGENCY_FIELDS = ['code', 'name', 'status'] as const;

/** An agency's fields, the same in the add and the edit form; `withStatus` on edit (a new agency is effective). */
export function AgencyFields({ register, message, withStatus, testId }: { register: UseFormRegister<AgencyInput>; message: (name: keyof AgencyInput) => string | undefined; withStatus: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('agencies.code')} hint={t('agencies.codeHint')} error={message('code')} testId={`${testId}-code`}>
        {(ids) => <input {...ids} {...register('code')} className={styles.input} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20} />}
      </Field>
      <Field label={t('agencies.name')} error={message('name')} testId={`${testId}-name`}>
        {(ids) => <input {...ids} {...register('name')} className={styles.input} autoComplete="off" maxLength={100} />}
      </Field>
      {withStatus ? (
        <Field label={t('status.label')} hint={t('agencies.statusHint')} error={message('status')} testId={`${testId}-status`}>
          {(ids) => <select {...ids} {...register('status')} className={styles.input}>{BROKER_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}</select>}
        </Field>
      ) : null}
    </>
  );
}
