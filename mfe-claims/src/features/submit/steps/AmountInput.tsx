import { useLayoutEffect, useRef } from 'react';
import { formatNumber } from '@sencare/shared/format';
import styles from '../SubmitPage.module.css';

/** Digits of what was typed (grouping commas, spaces, ₫ dropped), as a whole VND amount; empty → undefined. */
export function amountOfTyped(text: string): number | undefined {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 15);
  return digits ? Number(digits) : undefined;
}

/** Where the caret goes in `shown` so that `digits` digits stay before it (the grouping moved them). */
export function caretAfterDigits(shown: string, digits: number): number {
  let seen = 0;
  for (let i = 0; i < shown.length; i++) {
    if (seen === digits) return i;
    if (/\d/.test(shown[i])) seen++;
  }
  return shown.length;
}

/**
 * A VND amount grouped as it is typed ("1,270,000", docs/requirements.md §9's comma separators in both languages)
 * while the draft keeps the number. The number pad opens (inputMode numeric); the caret stays
 * after the digit just typed, wherever the commas moved.
 */
export function AmountInput({ value, onChange, label, invalid }: { value: number | undefined; onChange: (value: number | undefined) => void; label: string; invalid?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const shown = value === undefined ? '' : formatNumber(value);
  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    const at = caretAfterDigits(shown, caret.current);
    input.setSelectionRange(at, at);
    caret.current = null;
  });
  return (
    <input
      ref={ref}
      className={styles.input}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-label={label}
      aria-invalid={invalid ? true : undefined}
      value={shown}
      onChange={(e) => {
        const typed = e.target.value;
        caret.current = typed.slice(0, e.target.selectionStart ?? typed.length).replace(/\D/g, '').length;
        onChange(amountOfTyped(typed));
      }}
    />
  );
}
