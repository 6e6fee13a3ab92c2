import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS, changePinSchema } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { goBack } from '../../common/goBack';
import { sharedSchemaResolver } from '../../common/forms';
import { SecretField } from '../../common/SecretField';
import { useServerErrors } from '../../common/useServerErrors';
import { usePageTitle } from '../../common/usePageTitle';
import { useServices } from '../../common/services';
import styles from '../../common/Form.module.css';
import { changePin, type ChangePinInput } from './api';

const FIELDS = ['oldPin', 'newPin', 'confirmPin'] as const;
const MESSAGE_FIELD: Record<string, string> = {
  'auth.wrongPin': 'oldPin',
  'auth.wrongPinLeft': 'oldPin',
  'auth.pinLocked': 'oldPin',
};

const resolver = sharedSchemaResolver<ChangePinInput>(changePinSchema);

/** Spec §2/§5: old, new and confirm PIN, 6 digits each; "Forgot PIN?" goes to the shell's reset page. */
export function ChangePinPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  usePageTitle('pin.title');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ChangePinInput>({
    resolver,
    defaultValues: { oldPin: '', newPin: '', confirmPin: '' },
  });
  const server = useServerErrors(setError, FIELDS, MESSAGE_FIELD);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePin(http, values);
    } catch (error) {
      setFormError(server.apply(error));
      return;
    }
    Toast.show({ icon: 'success', content: t('pin.success'), duration: LIMITS.toastMs });
    setTimeout(() => goBack(), LIMITS.toastMs);
  });

  const labels: Record<(typeof FIELDS)[number], string> = { oldPin: t('pin.old'), newPin: t('pin.new'), confirmPin: t('pin.confirm') };

  return (
    <div className={styles.page} data-testid="pin-page">
      <form className={styles.card} onSubmit={onSubmit} noValidate>
        <p className={styles.hint}>{t('pin.rules', { length: LIMITS.pinLength })}</p>
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
                placeholder={t('pin.placeholder', { length: LIMITS.pinLength })}
                autoComplete={name === 'oldPin' ? 'current-password' : 'new-password'}
                digits={LIMITS.pinLength}
                error={server.message(name, fieldState.error?.message, fieldState.error?.type)}
              />
            )}
          />
        ))}
        <div className={styles.actions}>
          <Button block color="primary" size="large" type="submit" loading={formState.isSubmitting} data-testid="pin-submit">
            {t('pin.submit')}
          </Button>
        </div>
        <button type="button" className={styles.link} onClick={() => navigate('/pin/reset')} data-testid="forgot-pin">
          {t('pin.forgot')}
        </button>
      </form>
    </div>
  );
}
