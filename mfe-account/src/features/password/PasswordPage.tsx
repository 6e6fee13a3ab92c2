import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LIMITS, changePasswordSchema } from '@sencare/shared/rules';
import { usePageTitle } from '@sencare/shared/ui';
import { ChangeSecretForm } from '../../components/ChangeSecretForm';
import { changePassword } from '../../api/password';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
/** API messages that are about one field though the API names none. */
const MESSAGE_FIELD: Record<string, string> = {
  'auth.wrongOldPassword': 'oldPassword',
  'auth.wrongCredentials': 'oldPassword',
  'validation.passwordTooCommon': 'newPassword',
  'validation.passwordSameAsOld': 'newPassword',
};

/**
 * The shared rules the API applies, plus one only this form can judge before sending. Messages are
 * `common` keys the field translates; a field shows its first problem, so a new password that
 * breaks a rule says that rather than "same as old". Raw: the form sends what was typed.
 */
const resolver = zodResolver(
  changePasswordSchema.superRefine((v, ctx) => {
    if (v.oldPassword && v.newPassword && v.oldPassword === v.newPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'validation.passwordSameAsOld' });
  }),
  undefined,
  { raw: true },
);

export function PasswordPage() {
  const { t } = useTranslation();
  usePageTitle('password.title');
  return (
    <ChangeSecretForm
      testId="password"
      fields={FIELDS}
      labels={{ oldPassword: t('password.old'), newPassword: t('password.new'), confirmPassword: t('password.confirm') }}
      resolver={resolver}
      messageField={MESSAGE_FIELD}
      submit={changePassword}
      hint={t('password.rules', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
      successText={t('password.success')}
      submitText={t('password.submit')}
      fieldProps={(name) => ({
        placeholder: t(`password.${name}Placeholder`),
        hint: name === 'confirmPassword' ? undefined : t('auth.passwordHint', { ns: 'common', min: LIMITS.passwordMin, max: LIMITS.passwordMax }),
      })}
    />
  );
}
