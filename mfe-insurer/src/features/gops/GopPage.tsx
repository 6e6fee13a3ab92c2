import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatVnd } from '@sencare/shared/format';
import { pickLanguage } from '@sencare/shared/i18n';
import { gopCustomerShare } from '@sencare/shared/rules';
import { DESK_MEDIA, useMediaQuery, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { fetchGop, gopDocumentPath, gopKeys } from '../../api/gops';
import type { Gop } from '../../api/types';
import { ChangedMeanwhileNotice } from '../../components/changedMeanwhile';
import { DeskShortcuts } from '../../components/DeskShortcuts';
import { DocumentGallery } from '../../components/DocumentGallery';
import { useRecordChangedElsewhere } from '../../components/LiveUpdates';
import { Facts } from '../../components/Facts';
import { QueryView } from '@sencare/shared/kit';
import { StatusBadge } from '../../components/StatusBadge';
import { Timeline } from '../../components/Timeline';
import { GopActions } from './GopActions';
import { InternalNotes } from '../claim/InternalNotes';
import { GopPdfLinks } from './GopPdfLinks';
import styles from '../../components/ui.module.css';

/** GOP assessment (#/insurer/gop?id=…): the case, its bills, its history, the PDFs and the insurer's moves. */
export function GopPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('gop.title');
  const desk = useMediaQuery(DESK_MEDIA);
  const query = useQuery({ queryKey: gopKeys.detail(id), queryFn: () => fetchGop(http, id), enabled: Boolean(id) });
  return (
    <div className={styles.page} data-testid="gop-page">
      <div className={`${styles.column} ${styles.wide}`}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>{t('gop.title')}</h1>
          {desk ? <DeskShortcuts screen="record" /> : null}
        </div>
        <QueryView query={query} testId="gop">
          {(gop) => <GopView gop={gop} />}
        </QueryView>
      </div>
    </div>
  );
}

function GopView({ gop }: { gop: Gop }) {
  const { t } = useTranslation();
  const { language } = useRemoteServices();
  const [changed, setChanged] = useState(false);
  useRecordChangedElsewhere('gop', String(gop.id), gopKeys.detail(String(gop.id)), () => setChanged(true));
  const status = (code: string | null) => t(`gop.status.${code}`, { defaultValue: code ?? '' });
  const money = (value: number | null) => (value === null ? null : formatVnd(value));
  return (
    <div className={styles.workspace}>
      <p className={styles.itemTop} style={{ margin: '0 4px 12px' }}>
        <span data-testid="gop-case-no">{gop.caseNo}</span>
        <StatusBadge testId="gop-status">{t(`gop.status.${gop.status}`)}</StatusBadge>
      </p>
      <section className={styles.card} aria-labelledby="gop-facts">
        <h2 id="gop-facts" className={styles.cardTitle}>{t('gop.facts')}</h2>
        <Facts
          testId="gop-facts-list"
          facts={[
            [t('gop.patient'), gop.patientName, 'gop-patient'],
            [t('gop.card'), gop.cardNumber],
            [t('gop.policy'), gop.policyNo],
            [t('gop.benefit'), pickLanguage(gop.benefitName, language) || gop.benefitCode, 'gop-benefit'],
            [t('gop.provider'), gop.providerName],
            // The hospital's own doctor, when the desk named one (docs/portals.md "Doctors").
            [t('gop.doctor'), gop.doctor ? `${gop.doctor.fullName} (${gop.doctor.code})` : null, 'gop-doctor'],
            [t('gop.admission'), formatDate(gop.admissionDate)],
            [t('gop.discharge'), formatDate(gop.dischargeDate)],
            [t('gop.diagnosis'), gop.diagnosis],
            [t('gop.estimated'), money(gop.estimatedAmount), 'gop-estimated'],
            [t('gop.guaranteed'), money(gop.guaranteedAmount), 'gop-guaranteed'],
            [t('gop.finalBill'), money(gop.finalBillAmount), 'gop-final-bill'],
            [t('gop.payable'), money(gop.payableAmount), 'gop-payable'],
            [t('gop.customerPays'), money(gopCustomerShare(gop)), 'gop-customer-pays'],
            [t('gop.conclusionLabel'), gop.conclusion ? t(`gop.conclusion.${gop.conclusion}`) : null],
            [t('gop.returnReason'), gop.status === 'to_be_replied' ? gop.returnReason : null],
          ]}
        />
      </section>
      <section className={`${styles.card} ${styles.docsPane}`} aria-labelledby="gop-docs">
        <h2 id="gop-docs" className={styles.cardTitle}>{t('gop.documents')}</h2>
        <DocumentGallery
          documents={(gop.documents ?? []).map((doc) => ({ id: String(doc.id), name: doc.name, caption: t(`gop.docKind.${doc.kind}`, { defaultValue: doc.kind }) }))}
          pathOf={(docId) => gopDocumentPath(gop.id, docId)}
          testId="gop-documents"
        />
      </section>
      <section className={styles.card} aria-labelledby="gop-pdf-title">
        <h2 id="gop-pdf-title" className={styles.cardTitle}>{t('gop.pdfs')}</h2>
        <GopPdfLinks gop={gop} />
      </section>
      <section className={styles.card} aria-labelledby="gop-timeline">
        <h2 id="gop-timeline" className={styles.cardTitle}>{t('gop.timeline')}</h2>
        <Timeline
          label={t('gop.timeline')}
          testId="gop-timeline-list"
          entries={(gop.events ?? []).map((e, index) => ({
            key: `${e.at}-${index}`,
            at: e.at,
            // The state it left and the one it reached ("Assessed: Pending → Assessed"), not the action twice.
            what: t(e.from ? 'gop.transition' : 'gop.transitionNew', { action: t(`gop.event.${e.action}`, { defaultValue: e.action }), from: status(e.from), to: status(e.to) }),
            who: [e.actorName, t(`actor.${e.actorRole}`, { defaultValue: e.actorRole })].filter(Boolean).join(', '),
            note: [e.note, amountsText(t, e.amounts)].filter(Boolean).join(' · '),
          }))}
        />
        <p className={styles.hint}>{t('gop.updated', { time: formatDateTime(gop.updatedAt) })}</p>
      </section>
      <InternalNotes subject={{ kind: 'gop', id: gop.id }} />
      <section className={styles.card} aria-labelledby="gop-decide">
        <h2 id="gop-decide" className={styles.cardTitle}>{t('gop.decide')}</h2>
        <ChangedMeanwhileNotice shown={changed} testId="gop-changed-meanwhile" />
        <GopActions key={gop.status} gop={gop} onChangedMeanwhile={setChanged} />
      </section>
    </div>
  );
}

const AMOUNT_LABELS: Record<string, string> = {
  estimatedAmount: 'gop.estimated',
  guaranteedAmount: 'gop.guaranteed',
  finalBillAmount: 'gop.finalBill',
  payableAmount: 'gop.payable',
};

function amountsText(t: (key: string) => string, amounts: Record<string, number | null> | null | undefined): string {
  if (!amounts) return '';
  return Object.entries(amounts)
    .filter(([key, value]) => value !== null && AMOUNT_LABELS[key])
    .map(([key, value]) => `${t(AMOUNT_LABELS[key])}: ${formatVnd(value)}`)
    .join(' · ');
}
