import { useTranslation } from 'react-i18next';
import { buildHash } from '@sencare/shared/routing';
import type { ClaimStatusName } from '@sencare/shared/rules';
import styles from './ClaimStatusBanner.module.css';

/** The claim status change the shell's live updates report (shell/src/live/liveUpdates.ts ClaimBanner). */
export interface ClaimBanner {
  claimId: string;
  status: ClaimStatusName;
}

/** What the shell passes the parcel (claimStatusBannerParcel.tsx), on mount and on every update. */
export interface ClaimBannerProps {
  banner: ClaimBanner | null;
  onDismiss: () => void;
}

/**
 * "Claim … is now …" when the insurer moves a claim, in the claims team's words
 * (the status names of StatusTag). The shell keeps the polite live region it is drawn in, so a
 * screen reader says it once without interrupting; it stays until dismissed or followed, because
 * a banner that hides itself can vanish before it is read (WCAG 2.2.1).
 */
export function ClaimStatusBanner({ banner, onDismiss }: ClaimBannerProps) {
  const { t } = useTranslation();
  if (!banner) return null;
  return (
    <div className={styles.banner} data-testid="live-claim-banner" data-claim={banner.claimId} data-status={banner.status}>
      <p className={styles.text}>{t('live.claimStatusChanged', { claimId: banner.claimId, status: t(`status.${banner.status}`) })}</p>
      <a className={styles.link} href={buildHash('/claims/detail', { id: banner.claimId })} onClick={onDismiss} data-testid="live-claim-banner-link">
        {t('live.viewClaim')}
      </a>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('live.dismiss')} data-testid="live-claim-banner-dismiss">
        ×
      </button>
    </div>
  );
}
