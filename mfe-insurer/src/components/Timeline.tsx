import { formatDateTime } from '@sencare/shared/format';
import styles from './ui.module.css';

export interface TimelineEntry {
  key: string;
  at: string;
  /** What happened, translated. */
  what: string;
  who?: string;
  note?: string;
}

/** The history of a claim or a GOP, oldest first, as a list a screen reader counts. */
export function Timeline({ entries, label, testId = 'timeline' }: { entries: readonly TimelineEntry[]; label: string; testId?: string }) {
  return (
    <ol className={styles.timeline} aria-label={label} data-testid={testId}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <div className={styles.when}>
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.who ? ` · ${entry.who}` : ''}
          </div>
          <div>{entry.what}</div>
          {entry.note ? <div className={styles.hint}>{entry.note}</div> : null}
        </li>
      ))}
    </ol>
  );
}
