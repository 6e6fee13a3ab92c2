import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatVnd } from '@sencare/shared/format';
import { pickLanguage } from '@sencare/shared/i18n';
import { DESK_MEDIA, useMediaQuery, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimDocumentPath, claimKeys, fetchClaim } from '../../api/claims';
import type { InsurerClaimDetail } from '../../api/types';
import { ChangedMeanwhileNotice } from '../../components/changedMeanwhile';
import { DeskShortcuts } from '../../components/DeskShortcuts';
import { DocumentGallery } from '../../components/DocumentGallery';
import { useRecordChangedElsewhere } from '../../components/LiveUpdates';
import { Facts } from '../../components/Facts';
import { QueryView } from '@sencare/shared/kit';
import { StatusBadge } from '../../components/StatusBadge';
import { Timeline } from '../../components/Timeline';
import { AssignmentBar } from './AssignmentBar';
import { ClaimActions } from './ClaimActions';
import { InternalNotes } from './InternalNotes';
import { FeeLines, RequestedDocuments } from './ClaimLines';
import styles from '../../components/ui.module.css';

/** Claim assessment (#/insurer/claim?id=…): the facts, the documents, the history and the insurer's moves. */
export function ClaimPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('claim.title');
  const desk = useMediaQuery(DESK_MEDIA);
  const query = useQuery({ queryKey: claimKeys.detail(id), queryFn: () => fetchClaim(http, id), enabled: Boolean(id) });
  return (
    <div className={styles.page} data-testid="claim-page">
      <div className={`${styles.column} ${styles.wide}`}>
        <div className={styles.toolbar}>
          <h1 className={styles.heading}>{t('claim.title')}</h1>
          {desk ? <DeskShortcuts screen="record" /> : null}
        </div>
        <QueryView query={query} testId="claim">
          {(claim) => <ClaimView claim={claim} />}
        </QueryView>
      </div>
    </div>
  );
}

function ClaimView({ claim }: { claim: InsurerClaimDetail }) {
  const { t } = useTranslation();
  const { language } = useRemoteServices();
  const [changed, setChanged] = useState(false);
  useRecordChangedElsewhere('claim', claim.id, claimKeys.detail(claim.id), () => setChanged(true));
  const payee = claim.payee;
  return (
    <div className={styles.workspace}>
      <p className={styles.itemTop} style={{ margin: '0 4px 12px' }}>
        <span data-testid="claim-no">{claim.id}</span>
        <StatusBadge testId="claim-status">{t(`status.${claim.status}`)}</StatusBadge>
      </p>
      <AssignmentBar claim={claim} />
      <section className={styles.card} aria-labelledby="claim-facts">
        <h2 id="claim-facts" className={styles.cardTitle}>{t('claim.facts')}</h2>
        <Facts
          testId="claim-facts-list"
          facts={[
            [t('claim.insured'), claim.insuredName, 'claim-insured'],
            [t('claim.idNumber'), claim.idNumber],
            [t('claim.policies'), claim.policies.map((p) => p.policyNo).join(', ')],
            [t('claim.claimType'), claim.claimType ? t(`claimType.${claim.claimType}`) : null],
            [t('claim.treatment'), claim.treatment ? t(`treatment.${claim.treatment}`) : null],
            [t('claim.riskDate'), formatDate(claim.riskDate)],
            [t('claim.diagnosis'), claim.diagnosis],
            [t('claim.requestAmount'), formatVnd(claim.requestAmount), 'claim-request-amount'],
            [t('claim.reimbursement'), formatVnd(claim.reimbursementAmount)],
            [t('claim.submittedAt'), formatDateTime(claim.submittedAt)],
            [t('claim.payee'), [payee.bankName ?? payee.bankCode, payee.accountNumber, payee.accountName].filter(Boolean).join(' · ')],
          ]}
        />
      </section>
      <section className={styles.card} aria-labelledby="claim-lines">
        <h2 id="claim-lines" className={styles.cardTitle}>{t('claim.feeItems')}</h2>
        <FeeLines items={claim.feeItems} />
      </section>
      <section className={`${styles.card} ${styles.docsPane}`} aria-labelledby="claim-docs">
        <h2 id="claim-docs" className={styles.cardTitle}>{t('claim.documents')}</h2>
        <DocumentGallery
          documents={claim.documents.map((doc) => ({ id: doc.id, name: doc.name, mime: doc.mime, caption: t(`docKind.${doc.kind}`, { defaultValue: doc.kind }) }))}
          pathOf={(docId) => claimDocumentPath(claim.id, docId)}
          testId="claim-documents"
        />
      </section>
      {claim.supplementItems.length > 0 ? (
        <section className={styles.card} aria-labelledby="claim-requested">
          <h2 id="claim-requested" className={styles.cardTitle}>{t('claim.requested')}</h2>
          <RequestedDocuments items={claim.supplementItems} />
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="claim-timeline">
        <h2 id="claim-timeline" className={styles.cardTitle}>{t('claim.timeline')}</h2>
        <Timeline
          label={t('claim.timeline')}
          entries={claim.events.map((e) => ({
            key: String(e.id),
            at: e.createdAt,
            what: t(`status.${e.to}`, { defaultValue: e.to }),
            who: [e.actorName, t(`actor.${e.actorRole}`, { defaultValue: e.actorRole })].filter(Boolean).join(', '),
            note: pickLanguage(e.note, language),
          }))}
        />
      </section>
      <InternalNotes subject={{ kind: 'claim', id: claim.id }} />
      <section className={styles.card} aria-labelledby="claim-decide">
        <h2 id="claim-decide" className={styles.cardTitle}>{t('claim.decide')}</h2>
        <ChangedMeanwhileNotice shown={changed} testId="claim-changed-meanwhile" />
        <ClaimActions key={claim.status} claim={claim} onChangedMeanwhile={setChanged} />
      </section>
    </div>
  );
}
