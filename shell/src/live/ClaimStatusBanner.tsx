import { useTranslation } from 'react-i18next';
import { buildHash } from '@sencare/shared/routing';
import type { ClaimBanner } from './liveUpdates';
import styles from './live.module.css';

/**
 * "Claim … is now …" when the insurer moves a claim (issue 10 §3). A polite live region, so a
 * screen reader says it once without interrupting; it stays until dismissed or followed, because
 * a banner that hides itself can vanish before it is read (WCAG 2.2.1).
 */
export function ClaimStatusBanner({ banner, onDismiss, belowNav }: { banner: ClaimBanner | null; onDismiss: () => void; belowNav: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={belowNav ? `${styles.region} ${styles.belowNav}` : styles.region}>
      {banner ? (
        <div className={styles.banner} data-testid="live-claim-banner" data-claim={banner.claimId} data-status={banner.status}>
          <p className={styles.text}>{t('live.claimStatusChanged', { claimId: banner.claimId, status: t(`live.status.${banner.status}`) })}</p>
          <a className={styles.link} href={buildHash('/claims/detail', { id: banner.claimId })} onClick={onDismiss} data-testid="live-claim-banner-link">
            {t('live.viewClaim')}
          </a>
          <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('live.dismiss')} data-testid="live-claim-banner-dismiss">
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
