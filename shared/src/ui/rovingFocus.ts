import { useRef, type KeyboardEvent } from 'react';

/** Arrow keys that move, per widget: radio groups take all four, tabs only left and right (WAI-ARIA). */
export const RADIO_ARROWS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
export const TAB_ARROWS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1 };
/** The rows of a list or table: up and down only, so left and right stay with what is inside a row. */
export const ROW_ARROWS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * One Tab stop for a row of choices (WAI-ARIA roving tabindex): the arrows given move, wrapping;
 * Home and End go to the ends; the choice reached is chosen and takes focus. RadioChips and
 * SectionTabs share it, and RecordTable's rows (there `choose` only moves the Tab stop).
 */
export function useRovingFocus<T extends HTMLElement = HTMLButtonElement>(count: number, arrows: Readonly<Record<string, number>>, choose: (index: number) => void) {
  const items = useRef<(T | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<T>, index: number) => {
    const step = arrows[event.key];
    const target = step ? (index + step + count) % count : event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : -1;
    if (target < 0) return;
    event.preventDefault();
    choose(target);
    items.current[target]?.focus();
  };
  const itemRef = (index: number) => (node: T | null) => {
    items.current[index] = node;
  };
  return { onKeyDown, itemRef };
}
