import type { CSSProperties } from 'react';
import { RADIO_ARROWS, useRovingFocus } from './rovingFocus';
import styles from './ChoiceChips.module.css';

export type ChipOption<V> = { label: string; value: V };

/**
 * One choice out of a few as a WAI-ARIA radio group. antd-mobile's Selector
 * draws its chips as divs the keyboard never reaches, so nobody could submit a claim by keyboard.
 * One Tab stop (the chosen chip, else the first); arrows move and choose; Space/Enter choose.
 */
export function RadioChips<V extends string | number>({ name, value, options, onChange, columns = 2, testId }: { name: string; value: V | undefined; options: readonly ChipOption<V>[]; onChange: (value: V) => void; columns?: number; testId?: string }) {
  const chosen = options.findIndex((o) => o.value === value);
  const tabStop = chosen >= 0 ? chosen : 0;
  const { onKeyDown, itemRef } = useRovingFocus(options.length, RADIO_ARROWS, (index) => onChange(options[index].value));

  return (
    <div role="radiogroup" aria-label={name} className={styles.group} style={{ '--columns': columns } as CSSProperties} data-testid={testId}>
      {options.map((option, index) => (
        <button
          key={String(option.value)}
          ref={itemRef(index)}
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
