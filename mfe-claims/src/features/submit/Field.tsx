import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SubmitPage.module.css';

/** A labelled field with its translated message right under it (issue 5 §2). */
export function Field({ label, error, children, testId }: { label: string; error?: string; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.field} data-testid={testId}>
      <div className={styles.label}>{label}</div>
      {children}
      {error ? <div className={styles.error} role="alert" data-testid={testId ? `${testId}-error` : undefined}>{t(error, { ns: 'common' })}</div> : null}
    </div>
  );
}
