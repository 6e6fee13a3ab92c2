import { useTranslation } from 'react-i18next';
import { LIMITS, changePasswordSchema, type ChangePasswordInput } from '@sencare/shared/rules';
import { usePageTitle } from '@sencare/shared/ui';
import { ChangeSecretForm } from '../../common/ChangeSecretForm';
import { sharedSchemaResolver } from '../../common/forms';
import { changePassword } from './api';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
/** API messages that are about one field though the API names none. */
const MESSAGE_FIELD: Record<string, string> = {
  'auth.wrongOldPassword': 'oldPassword',
  'auth.wrongCredentials': 'oldPassword',
  'validation.passwordTooCommon': 'newPassword',
  'validation.passwordSameAsOld': 'newPassword',
};

const resolver = sharedSchemaResolver<ChangePasswordInput>(changePasswordSchema, (v): Record<string, string> =>
  v.oldPassword && v.newPassword && v.oldPassword === v.newPassword ? { newPassword: 'validation.passwordSameAsOld' } : {},
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
