import { useState } from 'react';
import { OpenDocument } from './OpenDocument';
import { Button } from '@sencare/shared/antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatNumber, formatVnd } from '@sencare/shared/format';
import { TERMINAL_GOP_STATUSES, gopCustomerShare } from '@sencare/shared/rules';
import { QueryView } from '@sencare/shared/kit';
import { EmptyView, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { providerActions, type ProviderAction } from '../../api/gopActions';
import { fetchGop, providerKeys } from '../../api/provider';
import type { Gop } from '../../api/types';
import { BackLink } from '../../components/BackLink';
import { GopStatusTag } from '../../components/GopStatusTag';
import styles from '../../components/page';
import { Timeline } from '../../components/Timeline';
import { ActionDialog } from './ActionDialog';
import { GopDownloads } from './GopDownloads';
import { useGopLiveUpdates } from './useGopLiveUpdates';

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} MB` : `${formatNumber(Math.ceil(bytes / 1024))} KB`);

/** #/provider/gop?id=… — one guarantee request: state, amounts, what happened, what the hospital can do next. */
export function GopDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  usePageTitle('title.gop');
  const { http } = useRemoteServices();
  const gop = useQuery({ queryKey: providerKeys.gop(id), queryFn: () => fetchGop(http, id), enabled: !!id });
  useGopLiveUpdates();

  if (!id) return <Missing text={t('detail.noId')} testId="gop-no-id" />;
  return (
    <QueryView query={gop} testId="gop" notFound={<Missing text={t('gop.errors.notFound')} testId="gop-not-found" />}>
      {(g) => <GopDetails g={g} />}
    </QueryView>
  );
}

/** The request once loaded: state, amounts, timeline, documents, downloads and the actions left. */
function GopDetails({ g }: { g: Gop }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.page} ${styles.wide} ${styles.workspace}`} data-testid="gop-detail" data-status={g.status}>
      <div className={styles.head}>
        <div>
          <h2 className={styles.headTitle} data-testid="gop-case-no">{g.caseNo}</h2>
          <div className={styles.muted}>{formatDateTime(g.createdAt)}</div>
        </div>
        <GopStatusTag status={g.status} />
      </div>
      {g.status === 'to_be_replied' && g.returnReason ? (
        <div className={styles.errorBox} role="note" data-testid="gop-return-reason">
          <strong>{t('detail.returned')}</strong>
          <br />
          {t('detail.returnReason', { reason: g.returnReason })}
        </div>
      ) : null}
      <Actions gop={g} />
      <Facts gop={g} />
      <Amounts gop={g} />
      <GopDownloads gop={g} />
      <section className={styles.section} aria-labelledby="gop-timeline-title">
        <h3 className={styles.sectionTitle} id="gop-timeline-title">{t('detail.timeline')}</h3>
        <Timeline events={g.events ?? []} />
      </section>
      <Documents gop={g} />
    </div>
  );
}

function Actions({ gop }: { gop: Gop }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ProviderAction | null>(null);
  const actions = providerActions(gop);
  return (
    <section className={styles.section} aria-labelledby="gop-actions" data-testid="gop-actions">
      <h3 className={styles.sectionTitle} id="gop-actions">{t('detail.actions')}</h3>
      {/* Nothing to do either because the insurer has the next step, or because the request is over. */}
      {actions.length === 0 ? <p className={styles.muted} data-testid="gop-no-actions">{t(TERMINAL_GOP_STATUSES.includes(gop.status) ? 'detail.concludedNoActions' : 'detail.noActions')}</p> : null}
      {actions.map((action, i) => (
        <Button key={action} block color={i === 0 && action !== 'withdraw' && action !== 'cancel' ? 'primary' : 'default'} fill={i === 0 && action !== 'withdraw' && action !== 'cancel' ? 'solid' : 'outline'} onClick={() => setOpen(action)} data-testid={`gop-action-${action}`}>
          {t(`action.${action}`)}
        </Button>
      ))}
      {open ? <ActionDialog key={open} gop={gop} action={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

function Facts({ gop: g }: { gop: Gop }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section}>
      <dl className={styles.rows} data-testid="gop-facts">
        <dt>{t('detail.patient')}</dt>
        <dd>{g.patientName}</dd>
        <dt>{t('detail.card')}</dt>
        <dd>{g.cardNumber}</dd>
        <dt>{t('detail.policy')}</dt>
        <dd>{g.policyNo}</dd>
        <dt>{t('detail.admission')}</dt>
        <dd>{formatDate(g.admissionDate)}</dd>
        {g.dischargeDate ? (
          <>
            <dt>{t('detail.discharge')}</dt>
            <dd>{formatDate(g.dischargeDate)}</dd>
          </>
        ) : null}
        {g.doctor ? (
          <>
            <dt>{t('detail.doctor')}</dt>
            <dd data-testid="gop-doctor">{`${g.doctor.fullName} (${g.doctor.code})`}</dd>
          </>
        ) : null}
        <dt>{t('detail.diagnosis')}</dt>
        <dd>{g.diagnosis}</dd>
      </dl>
    </section>
  );
}

function Amounts({ gop: g }: { gop: Gop }) {
  const { t } = useTranslation();
  const rows: [string, number | null, string][] = [
    ['detail.estimated', g.estimatedAmount, 'estimated'],
    ['detail.guaranteed', g.guaranteedAmount, 'guaranteed'],
    ['detail.finalBill', g.finalBillAmount, 'final-bill'],
    ['detail.payable', g.payableAmount, 'payable'],
    ['detail.customerPays', gopCustomerShare(g), 'customer-pays'],
  ];
  return (
    <section className={styles.section} aria-labelledby="gop-amounts">
      <h3 className={styles.sectionTitle} id="gop-amounts">{t('detail.amounts')}</h3>
      <dl className={styles.rows}>
        {rows.filter(([, value]) => value !== null && value !== undefined).map(([label, value, testId]) => (
          <div key={testId} style={{ display: 'contents' }}>
            <dt>{t(label)}</dt>
            <dd data-testid={`gop-${testId}`} className={testId === 'guaranteed' || testId === 'payable' ? styles.amount : undefined}>{formatVnd(value)}</dd>
          </div>
        ))}
        {g.conclusion ? (
          <>
            <dt>{t('detail.conclusion')}</dt>
            <dd data-testid="gop-conclusion">{t(`gop.conclusion.${g.conclusion}`)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function Documents({ gop }: { gop: Gop }) {
  const { t } = useTranslation();
  const docs = gop.documents ?? [];
  return (
    <section className={styles.section} aria-labelledby="gop-documents">
      <h3 className={styles.sectionTitle} id="gop-documents">{t('detail.documents')}</h3>
      {docs.length === 0 ? <p className={styles.muted}>{t('detail.noDocuments')}</p> : null}
      <ul className={styles.files}>
        {docs.map((d) => (
          <li key={d.id} className={styles.file} data-testid="gop-document">
            <span>{d.name}</span>
            <span className={styles.muted}>{t(`gop.docKind.${d.kind}`, { defaultValue: d.kind })} · {sizeText(d.size)}</span>
            <OpenDocument gopId={gop.id} doc={d} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Missing({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <EmptyView testId={testId}>{text}</EmptyView>
      <BackLink path="/provider/gops">{t('detail.toList')}</BackLink>
    </div>
  );
}
