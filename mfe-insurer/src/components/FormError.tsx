import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@sencare/shared/http';
import styles from './ui.module.css';

/**
 * A failed send, in words, above the form that sent it (never a modal): API messages are `common`
 * keys, transport failures say what to do next (shared/src/http/apiErrorText.ts).
 */
export function FormError({ error, testId = 'form-error' }: { error: unknown; testId?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className={styles.formError} role="alert" data-testid={testId}>
      {apiErrorText(t, error)}
    </p>
  );
}
