import { useTranslation } from 'react-i18next';
import styles from './frame.module.css';

/** Spec §2: two tabs, 50px high, 24px icons, grey and green. */
const HomeIcon = () => (
  <svg className={styles.tabIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" strokeLinejoin="round" />
  </svg>
);
const MineIcon = () => (
  <svg className={styles.tabIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" strokeLinecap="round" />
  </svg>
);

export function TabBar({ path, unread }: { path: string; unread: number }) {
  const { t } = useTranslation();
  const tabs = [
    { path: '/home', label: t('tabs.index'), Icon: HomeIcon, badge: 0 },
    { path: '/mine', label: t('tabs.mine'), Icon: MineIcon, badge: unread },
  ];
  return (
    // Focusable by script only: Home's "Skip the map" link lands here (issue 11 item 2).
    <nav id="tab-bar" tabIndex={-1} className={styles.tabbar} data-testid="tab-bar">
      {tabs.map(({ path: p, label, Icon, badge }) => (
        <a key={p} href={`#${p}`} className={`${styles.tab} ${path === p ? styles.tabActive : ''}`} aria-current={path === p ? 'page' : undefined} data-testid={`tab-${p.slice(1)}`}>
          <Icon />
          <span>{label}</span>
          {badge > 0 ? (
            <span className={styles.badge} data-testid="unread-badge">
              {badge > 99 ? '99+' : badge}
            </span>
          ) : null}
        </a>
      ))}
    </nav>
  );
}
