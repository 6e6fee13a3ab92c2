import { useTranslation } from 'react-i18next';
import { PullToRefresh } from '@sencare/shared/antd';
import type { HttpClient } from '@sencare/shared/http';
import { LIMITS } from '@sencare/shared/limits';
import type { SessionController } from '../../session/sessionController';
import { SkipLink } from '../frame/SkipLink';
import { BannerCarousel } from './BannerCarousel';
import { ProviderMapSlot } from './ProviderMapSlot';
import { HomeSummary } from './HomeSummary';
import { useHomeFigures } from './useHomeFigures';
import styles from './home.module.css';

/** 24px outline icons (SVG paths), so no icon font or image request is needed. */
const ICONS: Record<string, string> = {
  submitClaim: 'M12 5v14M5 12h14',
  myClaims: 'M7 4h10a1 1 0 0 1 1 1v15l-3-2-3 2-3-2-3 2V5a1 1 0 0 1 1-1zM9 9h6M9 13h6',
  myPolicies: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z',
  ecard: 'M3 6h18v12H3zM3 10h18M7 15h4',
  cashless: 'M4 7h16v10H4zM12 9.5v5M9.5 12h5',
  providers: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  messages: 'M4 6h16v11H8l-4 3zM8 10h8M8 13h5',
  faq: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
};

const ENTRIES = [
  { key: 'submitClaim', href: '#/claims/new' },
  { key: 'myClaims', href: '#/claims' },
  { key: 'myPolicies', href: '#/policies' },
  { key: 'ecard', href: '#/ecards' },
  { key: 'cashless', href: '#/cashless' },
  { key: 'providers', href: '#/providers' },
  { key: 'messages', href: '#/messages' },
  { key: 'faq', href: '#/faq' },
] as const;

export default function HomePage({ http, session }: { http: HttpClient; session: SessionController }) {
  const { t } = useTranslation();
  const { name, inProgress, cashlessActive, refresh, retry } = useHomeFigures(http, session);

  return (
    <PullToRefresh
      onRefresh={refresh}
      threshold={LIMITS.refresherThreshold}
      pullingText={t('pullToRefresh', { ns: 'common' })}
      canReleaseText={t('releaseToRefresh', { ns: 'common' })}
      refreshingText={t('refreshing', { ns: 'common' })}
      completeText={t('refreshed', { ns: 'common' })}
    >
      <div className={styles.home} data-testid="home-page">
        <div className={styles.header}>
          <h1 className={styles.greeting} data-testid="home-greeting">
            {name ? t('home.greeting', { name }) : t('home.guest')}
          </h1>
        </div>
        <BannerCarousel />
        <HomeSummary inProgress={inProgress} cashlessActive={cashlessActive} onRetry={retry} />
        <nav className={styles.grid} aria-label={t('home.quickLabel')}>
          {ENTRIES.map((entry) => (
            <a key={entry.key} className={styles.entry} href={entry.href} data-testid={`quick-${entry.key}`}>
              <span className={styles.entryIcon} aria-hidden="true">
                <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                  <path d={ICONS[entry.key]} />
                </svg>
              </span>
              <span>{t(`home.quick.${entry.key}`)}</span>
            </a>
          ))}
        </nav>
        {/* The map's markers are many Tab stops: this lets the keyboard go straight on to the tab bar. */}
        <div className={styles.mapArea}>
          <SkipLink targetId="tab-bar" label={t('home.skipMap')} testId="skip-map" />
          <ProviderMapSlot session={session} http={http} settled={inProgress.state !== 'loading'} />
        </div>
      </div>
    </PullToRefresh>
  );
}
