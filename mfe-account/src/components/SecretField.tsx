import { forwardRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@sencare/shared/ui';
import styles from './SecretField.module.css';

export interface SecretFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
  /** Already translated. */
  error?: string;
  autoComplete: 'current-password' | 'new-password' | 'one-time-code';
  placeholder?: string;
  /** A 6-digit PIN: numeric keyboard, digits only (pasted "12 34 56" becomes 123456). */
  digits?: number;
  /**
   * The rule, said before it is broken (e.g. "5–20 characters"). There is deliberately no
   * maxLength: the browser would cut a longer password silently and save another one than the
   * user typed; the shared zod rule refuses it with a message instead.
   */
  hint?: string;
}

/**
 * A password or PIN field with a show/hide toggle, in the kit's Field (label, hint, message; test
 * ids field-<name>, field-<name>-hint, field-<name>-error). A plain input (not a custom keypad) so
 * password managers, one-time-code autofill and paste work (WCAG 2.2 accessible authentication).
 */
export const SecretField = forwardRef<HTMLInputElement, SecretFieldProps>(function SecretField(
  { name, label, value, onChange, onBlur, error, autoComplete, placeholder, digits, hint },
  ref,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    onChange(digits ? raw.replace(/\D/g, '').slice(0, digits) : raw);
  };
  return (
    <Field label={label} hint={hint} error={error} announceError testId={`field-${name}`} className={styles.field}>
      {(control) => (
        <div className={`${styles.box} ${error ? styles.invalid : ''}`}>
          <input
            {...control}
            ref={ref}
            name={name}
            className={`${styles.input} ${digits ? styles.pin : ''}`}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={handleChange}
            onBlur={onBlur}
            autoComplete={autoComplete}
            placeholder={placeholder}
            inputMode={digits ? 'numeric' : undefined}
            pattern={digits ? '[0-9]*' : undefined}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
          />
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('form.hide') : t('form.show')}
            aria-pressed={visible}
            data-testid={`toggle-${name}`}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.6" />
              {visible ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />}
            </svg>
          </button>
        </div>
      )}
    </Field>
  );
});
