import { useTranslation } from 'react-i18next';
import type { RemoteTab } from '../../routing/roles';
import styles from './frame.module.css';
import { TabIcon } from './TabIcons';

export interface Tab {
  path: string;
  label: string;
  icon: string;
  badge: number;
}

/** docs/requirements.md §2: the policyholder's two tabs. */
export function customerTabs(t: (key: string) => string, unread: number): Tab[] {
  return [
    { path: '/home', label: t('tabs.index'), icon: 'home', badge: 0 },
    { path: '/mine', label: t('tabs.mine'), icon: 'mine', badge: unread },
  ];
}

/** The tabs a role's own app declares (docs/portals.md), in the page's language. */
export function declaredTabs(tabs: RemoteTab[], language: string): Tab[] {
  return tabs.map((tab) => ({ path: tab.path, label: language.startsWith('vi') ? tab.label.vi : tab.label.en, icon: tab.icon, badge: 0 }));
}

/** docs/requirements.md §2: 50px high, 24px icons, grey and green. */
export function TabBar({ path, tabs }: { path: string; tabs: Tab[] }) {
  const { t } = useTranslation();
  return (
    // Focusable by script only: Home's "Skip the map" link lands here.
    <nav id="tab-bar" tabIndex={-1} className={styles.tabbar} data-testid="tab-bar" aria-label={t('tabs.label')}>
      {tabs.map(({ path: p, label, icon, badge }) => (
        <a key={p} href={`#${p}`} className={`${styles.tab} ${path === p ? styles.tabActive : ''}`} aria-current={path === p ? 'page' : undefined} data-testid={`tab-${p.slice(1).replace(/\//g, '-')}`}>
          <TabIcon name={icon} />
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
