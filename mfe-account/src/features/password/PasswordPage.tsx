import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS, changePasswordSchema, type ChangePasswordInput } from '@sencare/shared/rules';
import { goBack } from '../../common/goBack';
import { sharedSchemaResolver } from '../../common/forms';
import { SecretField } from '../../common/SecretField';
import { useServerErrors } from '../../common/useServerErrors';
import { usePageTitle } from '../../common/usePageTitle';
import { useServices } from '../../common/services';
import styles from '../../common/Form.module.css';
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
  const { http } = useServices();
  usePageTitle('password.title');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ChangePasswordInput>({
    resolver,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const server = useServerErrors(setError, FIELDS, MESSAGE_FIELD);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword(http, values);
    } catch (error) {
      setFormError(server.apply(error));
      return;
    }
    Toast.show({ icon: 'success', content: t('password.success'), duration: LIMITS.toastMs });
    setTimeout(() => goBack(), LIMITS.toastMs);
  });

  const labels: Record<(typeof FIELDS)[number], string> = {
    oldPassword: t('password.old'),
    newPassword: t('password.new'),
    confirmPassword: t('password.confirm'),
  };

  return (
    <div className={styles.page} data-testid="password-page">
      <form className={styles.card} onSubmit={onSubmit} noValidate>
        <p className={styles.hint}>{t('password.rules', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}</p>
        {formError ? (
          <div className={styles.formError} role="alert" data-testid="form-error">
            {server.message('', formError, 'server')}
          </div>
        ) : null}
        {FIELDS.map((name) => (
          <Controller
            key={name}
            name={name}
            control={control}
            render={({ field, fieldState }) => (
              <SecretField
                {...field}
                label={labels[name]}
                placeholder={t(`password.${name}Placeholder`)}
                autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
                maxLength={LIMITS.passwordMax}
                error={server.message(name, fieldState.error?.message, fieldState.error?.type)}
              />
            )}
          />
        ))}
        <div className={styles.actions}>
          <Button block color="primary" size="large" type="submit" loading={formState.isSubmitting} data-testid="password-submit">
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
