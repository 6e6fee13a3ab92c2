import { Field, type FieldProps } from '@sencare/shared/ui';
import { formatNumber } from '@sencare/shared/format';
import { amountFromTyped } from './text';
import styles from './ui.module.css';

/** What the insurer's fields take of the kit's Field: the label, a hint, the translated error, a test id. */
type FieldShell = Pick<FieldProps, 'label' | 'hint' | 'error' | 'testId'>;

/** The insurer's forms announce a field's message as it appears, and space their fields apart. */
export function InsurerField(props: FieldShell & { children: FieldProps['children'] }) {
  return <Field {...props} announceError className={styles.field} />;
}

export function TextAreaField({ value, onChange, maxLength = 1000, ...shell }: FieldShell & { value: string; onChange: (value: string) => void; maxLength?: number }) {
  return (
    <InsurerField {...shell}>
      {(control) => (
        <textarea
          {...control}
          rows={3}
          className={`${styles.input} ${shell.error ? styles.invalid : ''}`}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </InsurerField>
  );
}

/** A whole VND amount: the number pad, thousands separators as it is typed. */
export function AmountField({ value, onChange, ...shell }: FieldShell & { value: number | null | undefined; onChange: (value: number | null) => void }) {
  return (
    <InsurerField {...shell}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={`${styles.input} ${shell.error ? styles.invalid : ''}`}
          value={value === null || value === undefined ? '' : formatNumber(value)}
          onChange={(event) => onChange(amountFromTyped(event.target.value))}
        />
      )}
    </InsurerField>
  );
}
