import type { ReactNode } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Button, List } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatVnd } from '@sencare/shared/format';
import { navigate } from '@sencare/shared/routing';
import { CLAIM_TABS } from '@sencare/shared/rules';
import type { ClaimDetail } from '@sencare/shared/contracts';
import { QueryView } from '@sencare/shared/kit';
import { EmptyView, ErrorView, LoadingView, useLocalized, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimsApi } from '../../api/claims';
import { claimKeys } from '../../api/queryKeys';
import { feeDecisionKey } from '../../components/feeDecision';
import { maskAccountNumber } from '../../components/maskAccount';
import { StatusTag } from '../../components/StatusTag';
import styles from './ReportPage.module.css';

/** #/claims/report?id=: a printable summary of one claim; without an id, the claims to pick from. */
export function ReportPage({ id }: { id?: string }) {
  usePageTitle('title.report');
  return id ? <ClaimReport id={id} /> : <ReportPicker />;
}

function ReportPicker() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const api = claimsApi(http);
  // One page of each tab: the report is for recent claims; older ones are a search away in my claims.
  const tabs = useQueries({ queries: CLAIM_TABS.map((tab) => ({ queryKey: claimKeys.firstPage(tab), queryFn: () => api.list(tab, 1) })) });
  if (tabs.some((q) => q.isError)) return <ErrorView onRetry={() => tabs.forEach((q) => void q.refetch())} />;
  if (tabs.some((q) => q.isPending)) return <LoadingView />;
  const items = [...new Map(tabs.flatMap((q) => q.data?.items ?? []).map((c) => [c.id, c])).values()].sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''));
  if (items.length === 0) return <EmptyView testId="report-empty">{t('report.empty')}</EmptyView>;
  return (
    <div className={styles.page} data-testid="report-picker">
      <List header={t('report.pick')}>
        {items.map((c) => (
          <List.Item key={c.id} clickable onClick={() => navigate('/claims/report', { id: c.id })} data-testid="report-pick" data-claim-id={c.id}
            description={`${c.insuredName} · ${formatDate(c.riskDate)}`} extra={<StatusTag status={c.status} />}>
            {c.id}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

function ClaimReport({ id }: { id: string }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const api = claimsApi(http);
  const detail = useQuery({ queryKey: claimKeys.detail(id), queryFn: () => api.detail(id) });
  return (
    <QueryView query={detail} testId="claim" notFound={<EmptyView testId="claim-not-found">{t('detail.notFound')}</EmptyView>}>
      {(c) => <ReportSheet c={c} />}
    </QueryView>
  );
}

export function ReportSheet({ c }: { c: ClaimDetail }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const row = (label: string, value: ReactNode) => (
    <tr><th scope="row">{label}</th><td>{value ?? '–'}</td></tr>
  );
  return (
    <div className={styles.page}>
      <article className={styles.sheet} data-testid="claim-report-sheet" data-claim-id={c.id}>
        <header>
          <h1 className={styles.title}>{t('report.heading', { id: c.id })}</h1>
          <div className={styles.muted}>{t('report.generated', { time: formatDateTime(new Date().toISOString()) })}</div>
        </header>
        <table className={styles.table}>
          <tbody>
            {row(t('report.status'), t(`status.${c.status}`))}
            {row(t('detail.insured'), c.insuredName)}
            {row(t('wizard.idNumber'), `${t(`idType.${c.idType}`, { defaultValue: c.idType })} ${c.idNumber}`)}
            {row(t('detail.policies'), c.policies.map((p) => p.policyNo).join(', '))}
            {row(t('list.riskDate'), formatDate(c.riskDate))}
            {row(t('detail.claimType'), [c.claimType && t(`claimType.${c.claimType}`), c.treatment && t(`claimType.${c.treatment}`)].filter(Boolean).join(' · '))}
            {row(t('detail.diagnosis'), c.diagnosis)}
            {row(t('list.submittedAt'), formatDateTime(c.submittedAt))}
          </tbody>
        </table>
        <div className={styles.section}>{t('detail.feeItems')}</div>
        <table className={styles.table} data-testid="report-fees">
          <thead><tr><th>{t('wizard.feeName')}</th><th className={styles.num}>{t('wizard.amount')}</th><th className={styles.num}>{t('detail.approved')}</th></tr></thead>
          <tbody>
            {c.feeItems.map((f) => (
              <tr key={f.id}><td>{f.name}<div className={styles.muted}>{t(`feeType.${f.type}`, { defaultValue: f.type })} · {f.quantity} × {formatVnd(f.unitPrice)}</div></td>
                <td className={styles.num}>{formatVnd(f.amount)}</td>
                <td className={styles.num}>{f.decision ? formatVnd(f.approvedAmount) : t(feeDecisionKey(c.status, f.decision))}</td></tr>
            ))}
            <tr><th>{t('list.requestAmount')}</th><th className={styles.num}>{formatVnd(c.requestAmount)}</th><th className={styles.num} data-testid="report-reimbursement">{c.reimbursementAmount === null ? '–' : formatVnd(c.reimbursementAmount)}</th></tr>
          </tbody>
        </table>
        <div className={styles.section}>{t('report.payee')}</div>
        <table className={styles.table}>
          <tbody>
            {row(t('wizard.bank'), c.payee.bankName ?? c.payee.bankCode)}
            {row(t('wizard.accountNumber'), maskAccountNumber(c.payee.accountNumber))}
            {row(t('wizard.accountName'), c.payee.accountName)}
            {row(t('wizard.claimant'), c.payee.claimant)}
          </tbody>
        </table>
        <div className={styles.section}>{t('detail.timeline')}</div>
        <table className={styles.table}>
          <tbody>
            {c.events.map((e) => <tr key={e.id}><td>{formatDateTime(e.createdAt)}</td><td>{t(`status.${e.to}`, { defaultValue: e.to })}{e.note ? <div className={styles.muted}>{localized(e.note)}</div> : null}</td></tr>)}
          </tbody>
        </table>
        <div className={styles.muted}>{t('report.documents', { count: c.documents.length })}</div>
        {c.signature ? <div><div className={styles.section}>{t('detail.signature')}</div><img src={c.signature} alt={t('detail.signature')} className={styles.signature} /></div> : null}
      </article>
      <div className={styles.actions}>
        <Button block color="success" onClick={() => window.print()} data-testid="report-print">{t('report.print')}</Button>
        <Button block onClick={() => navigate('/claims/detail', { id: c.id })}>{t('report.back')}</Button>
      </div>
    </div>
  );
}
