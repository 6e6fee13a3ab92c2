import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SubmitPage.module.css';

/**
 * A labelled field with its translated message right under it (issue 5 §2). `inputId` makes the
 * label a `<label for>` of that control: for one that takes no aria-label of its own (antd-mobile's
 * TextArea puts it on its wrapper div, where axe found it prohibited and the textarea unnamed).
 */
export function Field({ label, error, children, testId, inputId }: { label: string; error?: string; children: ReactNode; testId?: string; inputId?: string }) {
  const { t } = useTranslation();
  const id = useId();
  // A named group described by its message: a screen reader entering the field hears both. The
  // wizard's summary (ErrorSummary) is what is announced; each message stays beside its field.
  return (
    <div className={styles.field} data-testid={testId} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      {inputId ? (
        <label className={styles.label} id={`${id}-label`} htmlFor={inputId}>{label}</label>
      ) : (
        <div className={styles.label} id={`${id}-label`}>{label}</div>
      )}
      {children}
      {error ? <div className={styles.error} id={`${id}-error`} data-testid={testId ? `${testId}-error` : undefined}>{t(error, { ns: 'common' })}</div> : null}
    </div>
  );
}
