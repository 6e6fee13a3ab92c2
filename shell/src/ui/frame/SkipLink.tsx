import type { MouseEvent } from 'react';
import styles from './frame.module.css';

/**
 * A link that moves keyboard focus past a block (WCAG 2.4.1), shown only while
 * focused. The hash is the router's, so the link focuses its target itself instead of following
 * `#id`; the target needs tabIndex={-1}.
 */
export function SkipLink({ targetId, label, testId }: { targetId: string; label: string; testId: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <a href={`#${targetId}`} className={styles.skip} onClick={skip} data-testid={testId}>
      {label}
    </a>
  );
}
