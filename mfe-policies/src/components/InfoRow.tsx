import type { ReactNode } from 'react';
import styles from './InfoRow.module.css';

export function InfoRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.row} data-testid={testId}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
