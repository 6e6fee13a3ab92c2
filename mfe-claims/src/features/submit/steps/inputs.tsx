import { Input, type InputProps } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sencare/shared/rules';
import type { DraftField } from '../wizardModel';
import type { StepProps } from './stepProps';
import styles from '../SubmitPage.module.css';
import { Field, RadioChips } from '@sencare/shared/ui';

/** The wizard keeps each field's message as a `common` key (the summary lists them too); the field shows its text. */
export function useFieldMessage(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (key) => (key ? t(key, { ns: 'common' }) : undefined);
}

type TextField = { [K in DraftField]: StringValued<K> }[DraftField];
type StringValued<K extends DraftField> = NonNullable<StepProps['values'][K]> extends string ? K : never;

/** A labelled text input for a string field of the claim, its message beside it. */
export function TextInput({ field, label, values, errors, set, onChange, ...props }: StepProps & { field: TextField; label: string; onChange?: (value: string) => void } & Omit<InputProps, 'value' | 'onChange'>) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  return (
    <Field label={t(label)} error={message(errors[field])} testId={`field-${field}`}>
      <Input className={styles.input} aria-label={t(label)} value={String(values[field] ?? '')} onChange={(x) => (onChange ? onChange(x) : set(field, x as never))} maxLength={LIMITS.textMaxLength} {...props} />
    </Field>
  );
}

/** One choice out of a few, as a radio group named by the field label; labels are `${prefix}.${value}`. */
export function Choice({ field, label, options, prefix, columns = 2, values, errors, set }: StepProps & { field: DraftField; label: string; options: readonly string[]; prefix: string; columns?: number }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const value = values[field];
  return (
    <Field label={t(label)} error={message(errors[field])} testId={`field-${field}`}>
      <RadioChips name={t(label)} columns={columns} value={typeof value === 'string' ? value : undefined} onChange={(x) => set(field, x as never)} options={options.map((x) => ({ label: t(`${prefix}.${x}`), value: x }))} />
    </Field>
  );
}
