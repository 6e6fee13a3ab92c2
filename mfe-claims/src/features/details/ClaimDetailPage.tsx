import { useQuery } from '@tanstack/react-query';
import { Button, List, Steps } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatNumber, formatVnd } from '@sencare/shared/format';
import { navigate } from '@sencare/shared/routing';
import { allowedTransitions } from '@sencare/shared/rules';
import type { ClaimDetail } from '@sencare/shared/contracts';
import { QueryView } from '@sencare/shared/kit';
import { useLocalized, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimsApi } from '../../api/claims';
import { claimKeys } from '../../api/queryKeys';
import { feeDecisionKey } from '../../components/feeDecision';
import { NoClaimView } from '../../components/MyClaimsLink';
import { PayeeList } from '../../components/PayeeList';
import { StatusTag } from '../../components/StatusTag';
import { DocumentPreview } from '../../components/uploads/DocumentPreview';
import { CancelClaimButton } from './CancelClaimButton';
import styles from './ClaimDetailPage.module.css';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} MB` : `${formatNumber(Math.ceil(bytes / 1024))} KB`);

export function ClaimDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle('title.details');
  const { http } = useRemoteServices();
  const api = claimsApi(http);
  const detail = useQuery({ queryKey: claimKeys.detail(id), queryFn: () => api.detail(id), enabled: !!id });

  // #/claims/detail without an id (or a spec alias without its param): say so, link to My claims.
  if (!id) return <NoClaimView testId="claim-no-id">{t('detail.noId')}</NoClaimView>;
  return (
    <QueryView query={detail} testId="claim" notFound={<NoClaimView testId="claim-not-found">{t('detail.notFound')}</NoClaimView>}>
      {(c) => <ClaimDetails c={c} />}
    </QueryView>
  );
}

/** The claim once loaded: summary, fee lines, payee, requested documents, timeline, documents, actions. */
function ClaimDetails({ c }: { c: ClaimDetail }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (
    <div className={styles.page} data-testid="claim-detail" data-status={c.status}>
      <div className={styles.head}>
        <div>
          <div className={styles.claimId} data-testid="claim-id">{c.id}</div>
          <div className={styles.muted}>{formatDateTime(c.submittedAt)}</div>
        </div>
        <StatusTag status={c.status} />
      </div>

      <List header={t('detail.summary')} data-testid="claim-summary">
        <List.Item extra={c.insuredName}>{t('detail.insured')}</List.Item>
        <List.Item extra={[c.claimType && t(`claimType.${c.claimType}`), c.treatment && t(`claimType.${c.treatment}`)].filter(Boolean).join(' · ')}>{t('detail.claimType')}</List.Item>
        <List.Item extra={formatDate(c.riskDate)}>{t('list.riskDate')}</List.Item>
        <List.Item extra={c.diagnosis}>{t('detail.diagnosis')}</List.Item>
        <List.Item extra={c.policies.map((p) => p.policyNo).join(', ')}>{t('detail.policies')}</List.Item>
        <List.Item extra={formatVnd(c.requestAmount)}>{t('list.requestAmount')}</List.Item>
        {c.reimbursementAmount !== null ? (
          <List.Item extra={<span className={styles.amount} data-testid="claim-reimbursement">{formatVnd(c.reimbursementAmount)}</span>}>{t('list.reimbursement')}</List.Item>
        ) : null}
      </List>

      <List header={t('detail.feeItems')} data-testid="claim-fee-items">
        {c.feeItems.map((f) => (
          <List.Item key={f.id} description={`${t(`feeType.${f.type}`, { defaultValue: f.type })} · ${f.quantity} × ${formatVnd(f.unitPrice)}`}
            extra={<div style={{ textAlign: 'right' }}><div>{formatVnd(f.amount)}</div><div className={styles.muted} data-testid="fee-decision">{f.decision ? `${t(`decision.${f.decision}`)}: ${formatVnd(f.approvedAmount)}` : t(feeDecisionKey(c.status, f.decision))}</div></div>}>
            {f.name}
          </List.Item>
        ))}
      </List>

      <PayeeList payee={c.payee} />

      {c.supplementItems.length ? (
        <List header={t('detail.requested')} data-testid="claim-requested">
          {c.supplementItems.map((s) => (
            <List.Item key={s.id} data-testid="claim-requested-item" description={<span>{localized(s.reason)}{s.deadline ? <><br />{t('supplement.deadline', { date: formatDate(s.deadline) })}</> : null}</span>}
              extra={s.answeredAt ? t('detail.answered', { time: formatDateTime(s.answeredAt) }) : t('detail.open')}>
              {localized(s.name) || t(`docKind.${s.kind}`, { defaultValue: s.kind })}
            </List.Item>
          ))}
        </List>
      ) : null}

      <List header={t('detail.timeline')}>
        <div style={{ padding: '8px 12px' }} data-testid="claim-timeline">
          <Steps direction="vertical" current={c.events.length - 1}>
            {c.events.map((e) => (
              <Steps.Step key={e.id} status="finish" title={t(`status.${e.to}`, { defaultValue: e.to })}
                description={<span>{formatDateTime(e.createdAt)} · {t(`actor.${e.actorRole}`)}{e.note ? <><br />{localized(e.note)}</> : null}</span>} />
            ))}
          </Steps>
        </div>
      </List>

      <ClaimDocuments c={c} />

      <ClaimActions c={c} />
    </div>
  );
}

/** Each document with its receipt (size, SHA-256 prefix, time), and the signature. */
function ClaimDocuments({ c }: { c: ClaimDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <List header={t('detail.documents')} className={styles.docs} data-testid="claim-documents">
        {c.documents.length === 0 ? <List.Item>{t('detail.noDocuments')}</List.Item> : null}
        {c.documents.map((d) => (
          <List.Item key={d.id} prefix={<DocumentPreview doc={d} />} description={<span className={styles.receipt}>{t('detail.receipt', { size: size(d.size), hash: d.sha256.slice(0, 12), time: formatDateTime(d.createdAt) })}</span>} extra={t(`docKind.${d.kind}`, { defaultValue: d.kind })}>
            {d.name}
          </List.Item>
        ))}
      </List>
      {c.signature ? (
        <List header={t('detail.signature')}>
          <div style={{ padding: 12 }}><img src={c.signature} alt={t('detail.signature')} className={styles.signature} data-testid="claim-signature" /></div>
        </List>
      ) : null}
    </>
  );
}

/** What the customer can do with the claim now (shared/src/rules/claimStateMachine.ts), and its report. */
function ClaimActions({ c }: { c: ClaimDetail }) {
  const { t } = useTranslation();
  const actions = allowedTransitions(c.status, 'customer').map((tr) => tr.action);
  return (
    <div className={styles.actions}>
      {actions.includes('answerSupplement') && c.status === 'supplement_requested' ? (
        <Button block color="success" onClick={() => navigate('/claims/supplement', { id: c.id })} data-testid="claim-answer-supplement">{t('detail.answerSupplement')}</Button>
      ) : null}
      {actions.includes('revise') ? (
        <Button block color="success" onClick={() => navigate('/claims/new', { id: c.id, mode: 'revise' })} data-testid="claim-revise">{t('detail.revise')}</Button>
      ) : null}
      {actions.includes('retryPayment') ? (
        <Button block color="success" onClick={() => navigate('/claims/new', { id: c.id, mode: 'bank' })} data-testid="claim-bank-details">{t('detail.bankDetails')}</Button>
      ) : null}
      <Button block fill="outline" onClick={() => navigate('/claims/report', { id: c.id })} data-testid="claim-report">{t('detail.report')}</Button>
      {actions.includes('cancel') ? <CancelClaimButton claimId={c.id} /> : null}
    </div>
  );
}
