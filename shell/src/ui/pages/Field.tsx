import { useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message key in `common` (or shell), shown under the field. */
  error?: string;
  /** Already translated; says the rule before it is broken (e.g. the password length). */
  hint?: string;
  revealable?: boolean;
  /** Six digits kept from whatever is typed or pasted ("12 34 56" → 123456); no maxLength, which would cut a spaced paste. */
  pin?: boolean;
};

export function Field({ label, value, onChange, error, hint, revealable, pin, type = 'text', ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const effectiveType = revealable && revealed ? 'text' : type;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={`${styles.inputWrap} ${error ? styles.inputInvalid : ''}`}>
        <input
          id={id}
          className={`${styles.input} ${pin ? styles.pinInput : ''}`}
          type={effectiveType}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(pin ? e.target.value.replace(/\D/g, '').slice(0, 6) : e.target.value)}
          {...input}
        />
        {revealable ? (
          <button type="button" className={styles.eye} onClick={() => setRevealed((r) => !r)} aria-pressed={revealed}>
            {revealed ? t('login.hidePassword') : t('login.showPassword')}
          </button>
        ) : null}
      </div>
      {hint ? (
        <div className={styles.hint} id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div className={styles.error} id={`${id}-error`} role="alert">
          {t(error, { ns: ['common', 'shell'] })}
        </div>
      ) : null}
    </div>
  );
}
