import { useState } from 'react';
import { Badge, List } from '@sencare/shared/antd';
import { LogoutDialog } from '@sencare/shared/kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { Icon, type IconName } from '../../components/icons';
import { RowButton, RowLink } from '../../components/ListRows';
import { useUnreadCount } from '../messages/useUnreadCount';
import { fetchProfile, profileKey } from '../../api/profile';
import { initialsOf } from './initials';
import { ProfileHeader, type ProfileView } from './ProfileHeader';
import styles from './MinePage.module.css';

interface MenuEntry {
  key: string;
  icon: IconName;
  path: string;
}

const MENU: MenuEntry[][] = [
  [
    { key: 'policies', icon: 'policy', path: '/policies' },
    { key: 'claims', icon: 'claim', path: '/claims' },
    { key: 'ecards', icon: 'card', path: '/ecards' },
    { key: 'cashless', icon: 'cashless', path: '/cashless' },
  ],
  [
    { key: 'messages', icon: 'message', path: '/messages' },
    { key: 'faq', icon: 'faq', path: '/faq' },
    { key: 'accessLog', icon: 'eye', path: '/mine/access-log' },
    { key: 'consents', icon: 'privacy', path: '/consents' },
  ],
  [
    { key: 'settings', icon: 'settings', path: '/settings' },
    { key: 'password', icon: 'password', path: '/password' },
    { key: 'pin', icon: 'pin', path: '/pin/change' },
    { key: 'mydata', icon: 'mydata', path: '/mydata' },
  ],
];

/** The Mine tab (personal center). */
export function MinePage() {
  const { t } = useTranslation();
  const { http, channel } = useRemoteServices();
  usePageTitle('mine.title');
  // The session already knows the user: show it at once, refresh from the API behind it.
  const sessionUser = channel.getState().user;
  const profile = useQuery({ queryKey: profileKey, queryFn: () => fetchProfile(http) });
  const unread = useUnreadCount();
  const unreadCount = unread.data?.count ?? 0;

  const view: ProfileView | null = profile.data ?? sessionUser ?? null;

  const [askingLogout, setAskingLogout] = useState(false);

  return (
    <div className={styles.page} data-testid="mine-page">
      {view ? (
        <ProfileHeader profile={view} initials={initialsOf(view.fullName)} />
      ) : profile.isError ? (
        <ErrorView onRetry={() => void profile.refetch()} testId="mine-error" />
      ) : (
        <ProfileHeader profile={null} initials="" />
      )}
      {MENU.map((group, i) => (
        <List key={i} className={styles.group}>
          {group.map((entry) => (
            <RowLink
              key={entry.key}
              path={entry.path}
              prefix={<Icon name={entry.icon} />}
              extra={
                entry.key === 'messages' && unreadCount > 0 ? (
                  <Badge content={unreadCount > 99 ? '99+' : unreadCount} data-testid="mine-unread-badge" />
                ) : undefined
              }
              testId={`mine-menu-${entry.key}`}
            >
              {t(`mine.menu.${entry.key}`)}
            </RowLink>
          ))}
        </List>
      ))}
      <List className={styles.group}>
        <RowButton prefix={<Icon name="logout" color="#dc2626" />} onPress={() => setAskingLogout(true)} testId="mine-logout">
          <span className={styles.logout}>{t('mine.logout')}</span>
        </RowButton>
      </List>
      <LogoutDialog visible={askingLogout} onClose={() => setAskingLogout(false)} />
    </div>
  );
}
