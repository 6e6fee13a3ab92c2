import { List, type ListItemProps } from '@sencare/shared/antd';
import { buildHash } from '@sencare/shared/routing';
import styles from './ListRows.module.css';

type RowProps = Omit<ListItemProps, 'onClick' | 'clickable'> & { testId?: string };

/**
 * A list row that goes somewhere, as a real link: antd-mobile's clickable
 * List.Item is an <a> with no href, which the keyboard never reaches and screen readers skip.
 */
export function RowLink({ path, testId, ...item }: RowProps & { path: string }) {
  return (
    <a href={buildHash(path)} className={styles.row} data-testid={testId}>
      <List.Item arrowIcon {...item} />
    </a>
  );
}

/** A list row that does something here (log out), as a real button. */
export function RowButton({ onPress, testId, ...item }: RowProps & { onPress: () => void }) {
  return (
    <button type="button" className={styles.row} onClick={onPress} data-testid={testId}>
      <List.Item {...item} />
    </button>
  );
}
