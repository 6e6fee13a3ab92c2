import type { ReactNode } from 'react';
import { Button } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatVnd } from '@sencare/shared/format';
import { navigate } from '@sencare/shared/routing';
import type { FieldErrors } from '@sencare/shared/rules';
import type { ClaimDocumentReceipt } from '@sencare/shared/contracts';
import type { FormOptions } from '../../../api/claims';
import type { ClaimDraftValues, StepName } from '../wizardModel';
import { ReviewErrors } from './ReviewErrors';
import styles from '../SubmitPage.module.css';

interface Props {
  values: ClaimDraftValues;
  errors: FieldErrors;
  options: FormOptions;
  documents: ClaimDocumentReceipt[];
  /** A new claim is signed (docs/requirements.md §5); a revision keeps the claim's signature and shows no pad. */
  signable: boolean;
  /** Opens the step of a field a message names. */
  onGo: (step: StepName) => void;
}

/** Step "review": the claim as it will be sent, the signature, and what still stops it. */
export function ReviewStep({ values: v, errors, options, documents, signable, onGo }: Props) {
  const { t } = useTranslation();
  const insured = options.insured.find((p) => p.id === v.insuredId);
  const policies = insured?.policies.filter((p) => (v.policyIds ?? []).includes(p.id)) ?? [];
  const { signature: signatureError, ...others } = errors;
  const bank = options.banks.find((b) => b.code === v.bankCode)?.shortName;
  // One labelled row per fact: a run of values joined by dots read as one line.
  const rows: [string, ReactNode][] = [
    [t('wizard.insured'), insured?.fullName],
    [t('wizard.policies'), policies.map((p) => p.policyNo).join(', ')],
    [t('wizard.riskDate'), v.riskDate ? formatDate(v.riskDate) : undefined],
    [t('wizard.claimType'), v.claimType && t(`claimType.${v.claimType}`)],
    [t('wizard.treatment'), v.treatment && t(`claimType.${v.treatment}`)],
    [t('wizard.diagnosis'), v.diagnosis],
    ...(v.feeItems ?? []).map((f): [string, ReactNode] => [f.name ?? '', formatVnd(f.amount)]),
    [t('list.requestAmount'), <strong key="amount">{formatVnd(v.requestAmount)}</strong>],
    [t('detail.documents'), t('wizard.documentCount', { count: documents.length })],
    [t('wizard.bank'), bank],
    [t('wizard.accountNumber'), v.accountNumber],
    [t('wizard.accountName'), v.accountName],
  ];
  return (
    <div className={styles.card} data-testid="wizard-review">
      <dl className={styles.review}>
        {rows.map(([label, value], i) => (
          <div key={i} className={styles.reviewRow}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {signable ? (
        <div className={styles.field}>
          <div className={styles.fileHead} data-testid="wizard-signature">
            {v.signature ? <img src={v.signature} alt={t('wizard.signature')} className={styles.signature} /> : <span>{t('wizard.noSignature')}</span>}
            <Button size="small" fill="outline" onClick={() => navigate('/claims/signature')} data-testid="wizard-sign">{v.signature ? t('wizard.signAgain') : t('wizard.sign')}</Button>
          </div>
          {signatureError ? (
            <div className={styles.error} role="alert" data-testid="wizard-signature-error">
              {t(signatureError, { ns: 'common' })} · <a className={styles.link} href="#/claims/signature" data-testid="wizard-sign-link">{t('wizard.signNow')}</a>
            </div>
          ) : null}
        </div>
      ) : null}
      {/* A revision shows no pad: a signature message is then one of the list's. */}
      <ReviewErrors errors={signable ? others : errors} onGo={onGo} />
    </div>
  );
}
