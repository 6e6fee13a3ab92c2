import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

/** What the field hands its control: the label names it, and a screen reader hears the hint and the error with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: string;
  /** Says the rule before it is broken; under the control. */
  hint?: ReactNode;
  /** Already translated; under the control (and the hint). */
  error?: string;
  /** Announce the error as it appears (role=alert). Off where a form announces one summary instead. */
  announceError?: boolean;
  /** The control's id, when the form moves focus to it (e.g. the first field in error). */
  id?: string;
  /** Group mode only: the `<label for>` of a control inside that takes no id from the field. */
  htmlFor?: string;
  testId?: string;
  /** Layout from the page (spacing between fields). */
  className?: string;
  /**
   * A render function gets the control's props (one control: `<label for>`, aria-describedby,
   * aria-invalid). A node is a composite control (radio chips, a date with its calendar, an amount
   * with its own label): the field becomes a group named by the label and described by its message.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/**
 * The one form field of the remotes (docs/architecture.md "One way per concern"): a label, the
 * control, a hint and the translated message under it, wired for screen readers. Test ids: the
 * field is `testId`, its hint `${testId}-hint`, its message `${testId}-error`.
 */
export function Field({ label, hint, error, announceError, id: givenId, htmlFor, testId, className, children }: FieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const messages = (
    <>
      {hint ? <div className={styles.hint} id={hintId} data-testid={testId ? `${testId}-hint` : undefined}>{hint}</div> : null}
      {error ? (
        <div className={styles.error} id={errorId} role={announceError ? 'alert' : undefined} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </div>
      ) : null}
    </>
  );
  const classes = className ? `${styles.field} ${className}` : styles.field;
  if (typeof children === 'function') {
    return (
      <div className={classes} data-testid={testId}>
        <label className={styles.label} htmlFor={id}>{label}</label>
        {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
        {messages}
      </div>
    );
  }
  const labelId = `${id}-label`;
  return (
    <div className={classes} data-testid={testId} role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      {htmlFor ? (
        <label className={styles.label} id={labelId} htmlFor={htmlFor}>{label}</label>
      ) : (
        <div className={styles.label} id={labelId}>{label}</div>
      )}
      {children}
      {messages}
    </div>
  );
}
