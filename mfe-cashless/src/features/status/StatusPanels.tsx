import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@sencare/shared/channel';
import { formatDate } from '@sencare/shared/format';
import type { CashlessRejection, CashlessStatusResponse } from '@sencare/shared/contracts';
import { buildHash, navigate } from '@sencare/shared/routing';
import { CashlessCard } from './CashlessCard';
import { NearestList } from './NearestList';
import styles from './status.module.css';

const BENEFITS = ['noUpfront', 'network', 'fast'] as const;

/** What the page shows: the API's status, with a refused application told apart from "never applied". */
export type CashlessView = 'none' | 'rejected' | 'pending' | 'active';

export function viewOf(data: CashlessStatusResponse): CashlessView {
  return data.status === 'none' && data.rejection ? 'rejected' : data.status;
}

const findProviders = () => navigate('/providers', { cashless: 'true' });

function Benefits() {
  const { t } = useTranslation();
  return (
    <section className={styles.panel}>
      <h2 className={styles.heading}>{t('status.none.heading')}</h2>
      <p className={styles.text}>{t('status.none.intro')}</p>
      <ul className={styles.benefits}>
        {BENEFITS.map((b) => (
          <li key={b}>
            <strong>{t(`status.none.benefits.${b}.title`)}</strong>
            <span>{t(`status.none.benefits.${b}.text`)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.small}>{t('status.none.needs')}</p>
    </section>
  );
}

function ApplyActions({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button block color="primary" size="large" data-testid="cashless-apply" onClick={() => navigate('/cashless/apply')}>
        {t(labelKey)}
      </Button>
      <Button block fill="none" onClick={findProviders}>
        {t('status.findProviders')}
      </Button>
    </div>
  );
}

export function NotAppliedPanel() {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.notApplied} role="status" data-testid="cashless-not-applied">
        {t('common:error.cashlessNotApplied')}
      </div>
      <Benefits />
      <ApplyActions labelKey="status.none.apply" />
    </>
  );
}

/** The insurer refused the last application: say so, with their reason, and offer to apply again. */
export function RejectedPanel({ rejection }: { rejection: CashlessRejection }) {
  const { t } = useTranslation();
  return (
    <>
      <section className={`${styles.panel} ${styles.rejected}`} role="status" data-testid="cashless-rejected">
        <h2 className={styles.heading}>{t('status.rejected.heading')}</h2>
        <p className={styles.text}>{t('status.rejected.decidedOn', { date: formatDate(rejection.at) })}</p>
        <p className={styles.text} data-testid="cashless-rejection-reason">
          {rejection.reason ? t('status.rejected.reason', { reason: rejection.reason }) : t('status.rejected.noReason')}
        </p>
      </section>
      <ApplyActions labelKey="status.rejected.applyAgain" />
    </>
  );
}

export function PendingPanel({ appliedAt }: { appliedAt: string | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} role="status" data-testid="cashless-pending">
      <h2 className={styles.heading}>{t('status.pending.heading')}</h2>
      <p className={styles.text}>{t('status.pending.text', { date: formatDate(appliedAt) })}</p>
      <Button block fill="outline" color="primary" onClick={findProviders}>
        {t('status.findProviders')}
      </Button>
    </section>
  );
}

/** The hospital stays under cashless service (#/cashless/stays): a real link, for keyboards and screen readers. */
function StaysLink() {
  const { t } = useTranslation();
  return (
    <a className={`${styles.panel} ${styles.staysLink}`} href={buildHash('/cashless/stays')} data-testid="cashless-stays-link">
      <strong>{t('stays.link')}</strong>
      <span className={styles.small}>{t('stays.linkHint')}</span>
    </a>
  );
}

export function ActivePanel({ user, activatedAt }: { user: SessionUser | null; activatedAt: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <CashlessCard user={user} activatedAt={activatedAt} />
      <StaysLink />
      <section className={styles.panel}>
        <div className={styles.panelHead}>
          <h2 className={styles.heading}>{t('status.active.nearest')}</h2>
          <button type="button" className={styles.link} onClick={findProviders}>
            {t('nearest.seeAll')}
          </button>
        </div>
        <NearestList limit={3} />
      </section>
    </>
  );
}
