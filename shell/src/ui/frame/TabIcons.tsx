import styles from './frame.module.css';

/**
 * The tab bar's icons (docs/requirements.md §2: 24px, grey and green). A role's app names its tabs' icons in its
 * src/remote.json (docs/portals.md); the shell draws them, so a remote sends no markup into the
 * frame. An unknown name gets the plain dot rather than failing the bar.
 */
const PERSON = ['M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0', 'M4 21c0-4 3.6-7 8-7s8 3 8 7'];
const LIST = ['M4 6h16', 'M4 12h16', 'M4 18h10'];
const PATHS: Record<string, string[]> = {
  home: ['M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z'],
  mine: PERSON,
  me: PERSON,
  person: PERSON,
  queue: LIST,
  list: LIST,
  cashless: ['M3 7h18v10H3z', 'M3 11h18'],
  gop: ['M12 3l8 3v6c0 5-3.5 8-8 9c-4.5-1-8-4-8-9V6z', 'M9 12l2 2l4-4'],
  search: ['M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0', 'M16 16l5 5'],
  scan: ['M4 8V4h4', 'M16 4h4v4', 'M20 16v4h-4', 'M8 20H4v-4', 'M7 12h10'],
};
const DOT = ['M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0'];

export function TabIcon({ name }: { name: string }) {
  return (
    <svg className={styles.tabIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      {(PATHS[name] ?? DOT).map((d) => (
        <path key={d} d={d} strokeLinecap="round" strokeLinejoin="round" />
      ))}
    </svg>
  );
}
