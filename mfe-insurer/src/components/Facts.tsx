import type { ReactNode } from 'react';
import styles from './ui.module.css';

export type Fact = [label: string, value: ReactNode, testId?: string];

/** Label/value pairs as a description list (read as "term, definition" by screen readers); blanks are left out. */
export function Facts({ facts, testId }: { facts: readonly Fact[]; testId?: string }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className={styles.facts} data-testid={testId}>
      {shown.map(([label, value, id]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd data-testid={id}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
