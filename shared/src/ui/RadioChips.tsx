import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import styles from './ChoiceChips.module.css';

export type ChipOption<V> = { label: string; value: V };

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * One choice out of a few as a WAI-ARIA radio group (issue 11 item 2). antd-mobile's Selector
 * draws its chips as divs the keyboard never reaches, so nobody could submit a claim by keyboard.
 * One Tab stop (the chosen chip, else the first); arrows move and choose; Space/Enter choose.
 */
export function RadioChips<V extends string | number>({ name, value, options, onChange, columns = 2, testId }: { name: string; value: V | undefined; options: readonly ChipOption<V>[]; onChange: (value: V) => void; columns?: number; testId?: string }) {
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = options.findIndex((o) => o.value === value);
  const tabStop = chosen >= 0 ? chosen : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEP[event.key];
    const target = step ? (index + step + options.length) % options.length : event.key === 'Home' ? 0 : event.key === 'End' ? options.length - 1 : -1;
    if (target < 0) return;
    event.preventDefault();
    onChange(options[target].value);
    chips.current[target]?.focus();
  };

  return (
    <div role="radiogroup" aria-label={name} className={styles.group} style={{ '--columns': columns } as CSSProperties} data-testid={testId}>
      {options.map((option, index) => (
        <button
          key={String(option.value)}
          ref={(node) => {
            chips.current[index] = node;
          }}
          type="button"
          role="radio"
          aria-checked={index === chosen}
          tabIndex={index === tabStop ? 0 : -1}
          className={styles.chip}
          onClick={() => onChange(option.value)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
