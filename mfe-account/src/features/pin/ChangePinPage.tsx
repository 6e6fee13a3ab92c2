import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LIMITS, changePinSchema } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { usePageTitle } from '@sencare/shared/ui';
import { ChangeSecretForm } from '../../components/ChangeSecretForm';
import styles from '../../components/Form.module.css';
import { changePin } from '../../api/pin';

const FIELDS = ['oldPin', 'newPin', 'confirmPin'] as const;
const MESSAGE_FIELD: Record<string, string> = {
  'auth.wrongPin': 'oldPin',
  'auth.wrongPinLeft': 'oldPin',
  'auth.pinLocked': 'oldPin',
};

/** The shared rules the API applies; messages are `common` keys the field translates. Raw: the form sends what was typed. */
const resolver = zodResolver(changePinSchema, undefined, { raw: true });

/** docs/requirements.md §2/§5: old, new and confirm PIN, 6 digits each; "Forgot PIN?" goes to the shell's reset page. */
export function ChangePinPage() {
  const { t } = useTranslation();
  usePageTitle('pin.title');
  return (
    <ChangeSecretForm
      testId="pin"
      fields={FIELDS}
      labels={{ oldPin: t('pin.old'), newPin: t('pin.new'), confirmPin: t('pin.confirm') }}
      resolver={resolver}
      messageField={MESSAGE_FIELD}
      submit={changePin}
      hint={t('pin.rules', { length: LIMITS.pinLength })}
      successText={t('pin.success')}
      submitText={t('pin.submit')}
      fieldProps={{ placeholder: t('pin.placeholder', { length: LIMITS.pinLength }), digits: LIMITS.pinLength }}
      footer={
        <button type="button" className={styles.link} onClick={() => navigate('/pin/reset')} data-testid="forgot-pin">
          {t('pin.forgot')}
        </button>
      }
    />
  );
}
