import { useState, type FormEvent } from 'react';
import { Button } from '@sencare/shared/antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, apiErrorText } from '@sencare/shared/http';
import { verifyPinSchema } from '@sencare/shared/rules';
import { ErrorView, LoadingView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { biometricKey, enrolThisPhone, fetchBiometric, turnOffBiometric } from '../../api/biometric';
import { SecretField } from '../../components/SecretField';
import styles from '../../components/Form.module.css';
import { usePlatformAuthenticator } from './usePlatformAuthenticator';

/**
 * Settings → fingerprint or face unlock. Turning it on asks for the PIN, then the
 * phone's own fingerprint or face prompt; the lock screen then offers it beside the PIN, which
 * always stays. Turning it off forgets every enrolled phone.
 */
export function BiometricPage() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('biometric.title');
  const client = useQueryClient();
  const supported = usePlatformAuthenticator();
  const status = useQuery({ queryKey: biometricKey, queryFn: () => fetchBiometric(http) });
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | undefined>();
  const done = () => client.invalidateQueries({ queryKey: biometricKey });
  // A cancelled or failed phone prompt is not the API's: it gets the plain "could not be confirmed".
  const describe = (error: unknown) => (error instanceof ApiError ? apiErrorText(t, error) : t('auth.biometricFailed', { ns: 'common' }));
  const enrol = useMutation({ mutationFn: () => enrolThisPhone(http, pin), onSuccess: done });
  const turnOff = useMutation({ mutationFn: () => turnOffBiometric(http), onSuccess: done });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = verifyPinSchema.safeParse({ pin });
    setPinError(parsed.success ? undefined : t(parsed.error.issues[0].message, { ns: 'common' }));
    if (parsed.success) enrol.mutate();
  }

  if (status.isPending || supported === null) return <LoadingView />;
  if (status.isError) return <ErrorView onRetry={() => void status.refetch()} testId="biometric-error" />;

  return (
    <div className={styles.page} data-testid="biometric-page">
      <div className={styles.card}>
        <p className={styles.hint}>{t('biometric.intro')}</p>
        {status.data.enrolled ? (
          <>
            <p role="status" data-testid="biometric-on">{t('biometric.on')}</p>
            {turnOff.isError ? <div className={styles.formError} role="alert">{describe(turnOff.error)}</div> : null}
            <button type="button" className={styles.link} onClick={() => turnOff.mutate()} disabled={turnOff.isPending} data-testid="biometric-turn-off">
              {t('biometric.turnOff')}
            </button>
          </>
        ) : supported ? (
          <form onSubmit={submit} noValidate>
            {enrol.isError ? <div className={styles.formError} role="alert" data-testid="biometric-enrol-error">{describe(enrol.error)}</div> : null}
            <SecretField name="pin" label={t('biometric.pin')} value={pin} onChange={setPin} error={pinError} autoComplete="current-password" digits={6} />
            <div className={styles.actions}>
              <Button block color="primary" size="large" type="submit" loading={enrol.isPending} data-testid="biometric-turn-on">
                {t('biometric.turnOn')}
              </Button>
            </div>
          </form>
        ) : (
          <p role="status" data-testid="biometric-unsupported">{t('biometric.unsupported')}</p>
        )}
      </div>
    </div>
  );
}
