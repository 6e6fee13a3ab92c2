import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@sencare/shared/format';
import { usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { cashlessKeys, fetchApplication } from '../../api/cashless';
import type { CashlessApplicationDetail, PhotoKind } from '../../api/types';
import { Facts } from '../../components/Facts';
import { QueryView } from '@sencare/shared/kit';
import { StatusBadge } from '../../components/StatusBadge';
import { ZoomViewer } from '../../components/ZoomViewer';
import { CashlessDecisionForm } from './CashlessDecisionForm';
import { PhotoTile } from './PhotoTile';
import styles from '../../components/ui.module.css';

const PHOTOS: readonly PhotoKind[] = ['id_front', 'id_back', 'portrait', 'signature'];

/** One cashless application (#/insurer/cashless/detail?user=…): who, the three photos and the signature, approve or reject. */
export function CashlessDetailPage({ userCode }: { userCode: string }) {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('cashless.detailTitle');
  const query = useQuery({ queryKey: cashlessKeys.detail(userCode), queryFn: () => fetchApplication(http, userCode), enabled: Boolean(userCode) });
  return (
    <div className={styles.page} data-testid="cashless-detail-page">
      <div className={styles.column}>
        <h1 className={styles.heading}>{t('cashless.detailTitle')}</h1>
        <QueryView query={query} testId="cashless-detail">
          {(application) => <ApplicationView application={application} />}
        </QueryView>
      </div>
    </div>
  );
}

function ApplicationView({ application }: { application: CashlessApplicationDetail }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<{ url: string; name: string } | null>(null);
  const shown = PHOTOS.filter((kind) => application.photos.length === 0 || application.photos.some((p) => p.kind === kind));
  return (
    <>
      <section className={styles.card} aria-labelledby="cashless-who">
        <h2 id="cashless-who" className={styles.cardTitle}>
          {application.fullName} <StatusBadge testId="cashless-status">{t(`cashless.status.${application.status}`)}</StatusBadge>
        </h2>
        <Facts
          facts={[
            [t('cashless.userCode'), application.userCode],
            [t('cashless.idType'), application.idType ? t(`cashless.idTypes.${application.idType}`, { defaultValue: application.idType }) : null],
            [t('cashless.idNumber'), application.idNumber, 'cashless-id-number'],
            [t('cashless.dateOfBirth'), formatDate(application.dateOfBirth)],
            [t('cashless.phone'), application.phone],
            [t('cashless.applied'), formatDateTime(application.createdAt)],
            [t('cashless.rejectionReason'), application.status === 'rejected' ? application.decisionNote : null],
          ]}
        />
      </section>
      <section className={styles.card} aria-labelledby="cashless-photos">
        <h2 id="cashless-photos" className={styles.cardTitle}>{t('cashless.photos')}</h2>
        <div className={styles.photos}>
          {shown.map((kind) => (
            <PhotoTile key={kind} userCode={application.userCode} kind={kind} onOpen={setViewing} />
          ))}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="cashless-decide">
        <h2 id="cashless-decide" className={styles.cardTitle}>{t('cashless.decide')}</h2>
        {application.status === 'pending' ? <CashlessDecisionForm userCode={application.userCode} /> : <p className={styles.hint} data-testid="cashless-decided">{t('cashless.alreadyDecided')}</p>}
      </section>
      <ZoomViewer image={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
