import { Steps, Tag } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatVnd } from '@sencare/shared/format';
import { gopStatusTone } from '@sencare/shared/rules';
import type { HospitalStay } from '../../api/stays';
import styles from './stays.module.css';

/** What the insurer covers so far: the payable amount once decided, else the guarantee. */
const coveredOf = (stay: HospitalStay) => stay.payableAmount ?? stay.guaranteedAmount;

export function StayCard({ stay }: { stay: HospitalStay }) {
  const { t } = useTranslation();
  const headingId = `stay-${stay.id}`;
  const covered = coveredOf(stay);
  const bill = stay.finalBillAmount ?? stay.estimatedAmount;
  return (
    <li className={styles.card} data-testid="stay" data-status={stay.status} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 className={styles.hospital} id={headingId}>{stay.providerName}</h2>
        <Tag color={gopStatusTone(stay.status)} fill="outline" data-testid="stay-status" style={{ whiteSpace: 'normal', textAlign: 'left' }}>
          {t(`stays.status.${stay.status}`, { defaultValue: stay.status })}
        </Tag>
      </div>
      <p className={styles.muted}>{t('stays.admitted', { date: formatDate(stay.admissionDate) })}{stay.dischargeDate ? ` · ${t('stays.discharged', { date: formatDate(stay.dischargeDate) })}` : ''} · {stay.caseNo}</p>
      <dl className={styles.amounts}>
        <dt>{stay.finalBillAmount !== null ? t('stays.finalBill') : t('stays.estimated')}</dt>
        <dd data-testid="stay-bill">{formatVnd(bill)}</dd>
        <dt>{stay.payableAmount !== null ? t('stays.payable') : t('stays.guaranteed')}</dt>
        <dd data-testid="stay-covered" className={styles.covered}>{covered !== null ? formatVnd(covered) : t('stays.notYet')}</dd>
        <dt>{t('stays.youPay')}</dt>
        <dd data-testid="stay-you-pay" className={styles.youPay}>{stay.customerPays !== null && covered !== null ? formatVnd(stay.customerPays) : t('stays.notYet')}</dd>
      </dl>
      {stay.events.length ? (
        <div className={styles.timeline} data-testid="stay-timeline">
          <h3 className={styles.timelineTitle}>{t('stays.timeline')}</h3>
          <Steps direction="vertical" current={stay.events.length - 1}>
            {stay.events.map((event, i) => (
              <Steps.Step
                key={`${event.at}-${i}`}
                status="finish"
                title={<span data-testid="stay-event">{t(`stays.event.${event.action}`, { defaultValue: t(`stays.status.${event.to}`, { defaultValue: event.action }) })}</span>}
                description={
                  <span>
                    {formatDateTime(event.at)}
                    {event.note ? (
                      <>
                        <br />
                        <span data-testid="stay-message">{event.note}</span>
                      </>
                    ) : null}
                  </span>
                }
              />
            ))}
          </Steps>
        </div>
      ) : null}
    </li>
  );
}
