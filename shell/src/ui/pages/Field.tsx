import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Field as KitField } from '@sencare/shared/ui';
import styles from './forms.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> & {
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

/**
 * The shell's sign-in, recovery and PIN inputs inside the kit's one `Field` (shared/src/ui/Field.tsx:
 * label, hint, message and their wiring for screen readers): what is the shell's own is the control,
 * an input that can show the password it hides and that keeps six digits of a pasted PIN. The kit
 * is on the login page already (ShellApp imports it), so this costs the first paint nothing.
 */
export function Field({ label, value, onChange, error, hint, revealable, pin, type = 'text', ...input }: FieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const effectiveType = revealable && revealed ? 'text' : type;
  return (
    <KitField label={label} hint={hint} error={error ? t(error, { ns: ['common', 'shell'] }) : undefined} announceError className={styles.field}>
      {(control) => (
        <div className={`${styles.inputWrap} ${error ? styles.inputInvalid : ''}`}>
          <input
            {...control}
            className={`${styles.input} ${pin ? styles.pinInput : ''}`}
            type={effectiveType}
            value={value}
            onChange={(e) => onChange(pin ? e.target.value.replace(/\D/g, '').slice(0, 6) : e.target.value)}
            {...input}
          />
          {revealable ? (
            <button type="button" className={styles.eye} onClick={() => setRevealed((r) => !r)} aria-pressed={revealed}>
              {revealed ? t('login.hidePassword') : t('login.showPassword')}
            </button>
          ) : null}
        </div>
      )}
    </KitField>
  );
}
