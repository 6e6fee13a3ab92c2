import { Button, ProgressBar } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import { navigate } from '@sencare/shared/routing';
import { EmptyView, useLocalized, usePageTitle } from '@sencare/shared/ui';
import type { Patient, PatientBenefit } from '../../api/types';
import { BackLink } from '../../components/BackLink';
import styles from '../../components/page';
import { ConfirmPatient } from '../lookup/LookupForm';
import { useLookedUpPatient } from './useLookedUpPatient';

/** A GOP can be requested for an active cashless customer with an effective card (docs/portals.md, `create`). */
export const canRequestGop = (p: Pick<Patient, 'cashlessStatus' | 'cardStatus'>) => p.cashlessStatus === 'active' && p.cardStatus === 'effective';

/** #/provider/patient?card=… — who the patient is, their cover and cashless status, what is left of each benefit. */
export function PatientPage({ card }: { card: string }) {
  const { t } = useTranslation();
  usePageTitle('title.patient');
  const p = useLookedUpPatient(card);

  if (!card) return <NoPatient text={t('patient.noCard')} testId="patient-no-card" />;
  if (!p) return <ConfirmPatient card={card} testId="patient-confirm" />;
  return (
    <div className={styles.page} data-testid="patient-page">
      <div className={styles.head}>
        <div>
          <h2 className={styles.headTitle} data-testid="patient-name">{p.fullName}</h2>
          <div className={styles.muted}>{p.cardNumber}</div>
        </div>
      </div>
      <PatientFacts patient={p} />
      <CashlessBlock patient={p} />
      <Benefits benefits={p.benefits} />
    </div>
  );
}

function PatientFacts({ patient: p }: { patient: Patient }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const valid = p.cardStatus === 'effective';
  return (
    <section className={styles.section}>
      <dl className={styles.rows}>
        <dt>{t('patient.dateOfBirth')}</dt>
        <dd data-testid="patient-dob">{formatDate(p.dateOfBirth)}</dd>
        <dt>{t('patient.policy')}</dt>
        <dd data-testid="patient-policy">{p.policyNo}</dd>
        <dt>{t('patient.product')}</dt>
        <dd>{localized(p.productName)}</dd>
        <dt>{t('patient.card')}</dt>
        <dd data-testid="patient-card-validity">
          <span style={{ color: valid ? '#15803d' : '#b91c1c', fontWeight: 600 }}>{t(`patient.cardStatus.${valid ? 'effective' : 'invalid'}`)}</span>
          <br />
          {t('patient.validTo', { date: formatDate(p.validTo) })}
        </dd>
      </dl>
    </section>
  );
}

function CashlessBlock({ patient: p }: { patient: Patient }) {
  const { t } = useTranslation();
  const active = p.cashlessStatus === 'active';
  return (
    <section className={styles.section} aria-labelledby="patient-cashless">
      <h3 className={styles.sectionTitle} id="patient-cashless">{t('patient.cashless')}</h3>
      <div data-testid="patient-cashless" data-status={p.cashlessStatus}>
        {active ? <strong style={{ color: '#15803d' }}>{t('patient.cashlessStatus.active')}</strong> : <div className={styles.notice}>{t('patient.noCashless')}</div>}
      </div>
      {active && p.cardStatus !== 'effective' ? <div className={styles.notice}>{t('patient.cardNotValid')}</div> : null}
      {canRequestGop(p) ? (
        <Button color="primary" block onClick={() => navigate('/provider/gop/new', { card: p.cardNumber })} data-testid="patient-create-gop">
          {t('patient.createGop')}
        </Button>
      ) : null}
    </section>
  );
}

function Benefits({ benefits }: { benefits: PatientBenefit[] }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <section className={styles.section} aria-labelledby="patient-benefits">
      <h3 className={styles.sectionTitle} id="patient-benefits">{t('patient.benefits')}</h3>
      {benefits.length === 0 ? <p className={styles.muted} data-testid="patient-no-benefits">{t('patient.noBenefits')}</p> : null}
      <ul className={styles.files} data-testid="patient-benefits">
        {benefits.map((b) => {
          const name = localized(b.name);
          const percent = b.limit > 0 ? Math.round((b.remaining / b.limit) * 100) : 0;
          return (
            <li key={b.code} data-testid="patient-benefit" style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              <div className={styles.file}>
                <span>{name}</span>
                <span className={styles.amount} data-testid="patient-benefit-remaining">{formatVnd(b.remaining)}</span>
              </div>
              <ProgressBar percent={percent} aria-hidden="true" />
              <span className={styles.muted}>
                {t('patient.remaining')}: {formatVnd(b.remaining)} · {t('patient.limitUsed', { limit: formatVnd(b.limit), used: formatVnd(b.used) })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function NoPatient({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <EmptyView testId={testId}>{text}</EmptyView>
      <div className={styles.actions}>
        <BackLink path="/provider">{t('patient.back')}</BackLink>
      </div>
    </div>
  );
}
