import type { ReactNode } from 'react';
import { buildHash } from '@sencare/shared/routing';
import styles from './page';

/** A real link to one of our pages (back to a list, an agency's agents): keyboard, a screen reader's link list and "open in a new tab" work. */
export function PageLink({ path, query, children }: { path: string; query?: Record<string, string>; children: ReactNode }) {
  return <a className={styles.pageLink} href={buildHash(path, query)}>{children}</a>;
}
