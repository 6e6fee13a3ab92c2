import { useId, type ReactNode } from 'react';
import styles from './page.module.css';

export interface FieldIds {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid': boolean;
}

/**
 * A label, its control, a hint and the translated message under it. The control gets the ids
 * (render prop), so the label names it and a screen reader hears the hint and the error with it.
 */
export function Field({ id: given, label, hint, error, testId, children }: { id?: string; label: string; hint?: string; error?: string; testId?: string; children: (ids: FieldIds) => ReactNode }) {
  // A given id lets the form move focus to the control (the lookup's date of birth after a scan).
  const generated = useId();
  const id = given ?? generated;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field} data-testid={testId}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': described || undefined, 'aria-invalid': !!error })}
      {hint ? (
        <div className={styles.hint} id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div className={styles.error} id={`${id}-error`} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
