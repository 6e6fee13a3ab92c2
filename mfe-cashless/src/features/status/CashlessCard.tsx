import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import type { SessionUser } from '@sencare/shared/channel';
import styles from './status.module.css';

/** Only the last 4 digits: the card is shown at a reception desk, over a shoulder. */
function maskId(id: string | null | undefined): string {
  if (!id) return '';
  return id.length <= 4 ? id : `${'•'.repeat(Math.min(8, id.length - 4))}${id.slice(-4)}`;
}

export function CashlessCard({ user, activatedAt }: { user: SessionUser | null; activatedAt: string | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} data-testid="cashless-card" aria-label={t('card.label')}>
      <div className={styles.cardTop}>
        <span className={styles.brand}>{t('common:appName')}</span>
        <span className={styles.badge}>{t('card.badge')}</span>
      </div>
      <div className={styles.holder}>{user?.fullName ?? ''}</div>
      <dl className={styles.cardFacts}>
        <div>
          <dt>{t('card.member')}</dt>
          <dd data-testid="cashless-card-member">{user?.userCode ?? ''}</dd>
        </div>
        <div>
          <dt>{t('card.idNumber')}</dt>
          <dd>{maskId(user?.idNumber)}</dd>
        </div>
        {/* The insurer's approval date (api status()); no row rather than a made-up date when unknown. */}
        {activatedAt ? (
          <div>
            <dt>{t('card.since')}</dt>
            <dd data-testid="cashless-card-since">{formatDate(activatedAt)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.cardNote}>{t('card.note')}</p>
    </section>
  );
}
