import { Skeleton } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import styles from './MinePage.module.css';

export interface ProfileView {
  fullName: string;
  account: string;
  email: string;
  phone?: string | null;
}

export function ProfileHeader({ profile, initials }: { profile: ProfileView | null; initials: string }) {
  const { t } = useTranslation();
  if (!profile) {
    return (
      <header className={styles.header} data-testid="mine-loading" aria-busy="true">
        <div className={styles.avatar} />
        <div className={styles.identity}>
          <Skeleton.Title animated className={styles.skeletonTitle} />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      </header>
    );
  }
  return (
    <header className={styles.header} data-testid="mine-profile">
      <div className={styles.avatar} aria-hidden="true" data-testid="mine-avatar">
        {initials}
      </div>
      <div className={styles.identity}>
        <div className={styles.name} data-testid="mine-name">
          {profile.fullName}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('mine.account')}</dt>
            <dd data-testid="mine-account">{profile.account}</dd>
          </div>
          <div>
            <dt>{t('mine.email')}</dt>
            <dd data-testid="mine-email">{profile.email || t('mine.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('mine.phone')}</dt>
            <dd data-testid="mine-phone">{profile.phone || t('mine.notProvided')}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
