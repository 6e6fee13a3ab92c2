import { Button } from '@sencare/shared/antd';
import { useLocalized } from '@sencare/shared/ui';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import type { Ecard } from '@sencare/shared/contracts';
import { isCardValid } from './cardValidity';
import { QrCode } from './QrCode';
import { ecardQrPayload } from './qrPayload';
import styles from './InsuranceCard.module.css';

/** The physical insurance card, redrawn: what a front desk expects to read at a glance. */
export function InsuranceCard({ card, onShowFullScreen }: { card: Ecard; onShowFullScreen: (card: Ecard) => void }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const valid = isCardValid(card);
  return (
    <article className={styles.wrap} data-testid="ecard" data-card-number={card.cardNumber}>
      <div className={`${styles.card} ${valid ? '' : styles.invalid}`}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <span className={styles.insurer}>{card.insurer}</span>
            <span className={styles.kind}>{t('ecards.brand')}</span>
          </div>
          {!valid ? <span className={styles.badge}>{t('ecards.invalidBadge')}</span> : <span className={styles.chip} aria-hidden="true" />}
        </div>
        <div className={styles.number} data-testid="ecard-number">
          {card.cardNumber}
        </div>
        <div className={styles.body}>
          <dl className={styles.fields}>
            <div>
              <dt>{t('ecards.insuredName')}</dt>
              <dd className={styles.name}>{card.insuredName}</dd>
            </div>
            <div>
              <dt>{t('field.dateOfBirth')}</dt>
              <dd>{formatDate(card.dateOfBirth)}</dd>
            </div>
            <div>
              <dt>{t('field.policyNo')}</dt>
              <dd>{card.policyNo}</dd>
            </div>
            <div className={styles.half}>
              <dt>{t('ecards.validFrom')}</dt>
              <dd>{formatDate(card.validFrom)}</dd>
            </div>
            <div className={styles.half}>
              <dt>{t('ecards.validTo')}</dt>
              <dd>{formatDate(card.validTo)}</dd>
            </div>
          </dl>
          <div className={styles.qr}>
            <QrCode text={ecardQrPayload(card)} size={96} label={t('ecards.qrLabel', { cardNumber: card.cardNumber })} />
          </div>
        </div>
        <div className={styles.bottom}>
          <span className={styles.product}>{localized(card.productName)}</span>
          {card.hotline ? (
            <a className={styles.hotline} href={`tel:${card.hotline.replace(/\s+/g, '')}`}>
              {t('field.hotline')} {card.hotline}
            </a>
          ) : null}
        </div>
      </div>
      <Button block color="primary" fill="outline" className={styles.show} onClick={() => onShowFullScreen(card)} data-testid="ecard-fullscreen-open">
        {t(valid ? 'ecards.showFullScreen' : 'ecards.viewCard')}
      </Button>
    </article>
  );
}
