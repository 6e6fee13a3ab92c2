import styles from './ui.module.css';

export function StatusBadge({ children, testId }: { children: string; testId?: string }) {
  return (
    <span className={styles.status} data-testid={testId}>
      {children}
    </span>
  );
}
