import styles from './ChoiceChips.module.css';

export type CheckOption<V> = { label: string; description?: string; value: V };

/**
 * Several choices as checkboxes: antd-mobile's multiple Selector draws divs the
 * keyboard never reaches. Each chip is its own Tab stop; Space or Enter toggles it.
 */
export function CheckChips<V extends string | number>({ name, value, options, onChange }: { name: string; value: readonly V[]; options: readonly CheckOption<V>[]; onChange: (value: V[]) => void }) {
  const toggle = (v: V) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  return (
    <div role="group" aria-label={name} className={styles.group} style={{ gridTemplateColumns: '1fr' }}>
      {options.map((option) => (
        <button key={String(option.value)} type="button" role="checkbox" aria-checked={value.includes(option.value)} className={styles.chip} onClick={() => toggle(option.value)}>
          {option.label}
          {option.description ? <span className={styles.description}>{option.description}</span> : null}
        </button>
      ))}
    </div>
  );
}
