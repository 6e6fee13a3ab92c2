import { useId, type ReactNode } from 'react';
import { formatNumber } from '@sencare/shared/format';
import { amountFromTyped } from './text';
import styles from './ui.module.css';

interface FieldShell {
  label: string;
  /** Already translated. */
  error?: string;
  hint?: string;
  testId?: string;
}

/** Label, control, hint and error wired together (aria-describedby, aria-invalid). */
function FieldFrame({ label, error, hint, testId, children }: FieldShell & { children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-testid={testId}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function TextAreaField({ value, onChange, maxLength = 1000, ...shell }: FieldShell & { value: string; onChange: (value: string) => void; maxLength?: number }) {
  return (
    <FieldFrame {...shell}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={3}
          className={`${styles.input} ${shell.error ? styles.invalid : ''}`}
          value={value}
          maxLength={maxLength}
          aria-invalid={shell.error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** A whole VND amount: the number pad, thousands separators as it is typed. */
export function AmountField({ value, onChange, ...shell }: FieldShell & { value: number | null | undefined; onChange: (value: number | null) => void }) {
  return (
    <FieldFrame {...shell}>
      {({ id, describedBy }) => (
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={`${styles.input} ${shell.error ? styles.invalid : ''}`}
          value={value === null || value === undefined ? '' : formatNumber(value)}
          aria-invalid={shell.error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(amountFromTyped(event.target.value))}
        />
      )}
    </FieldFrame>
  );
}

export { FieldFrame };
