import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sencare/shared/format';
import { apiErrorText } from '@sencare/shared/http';
import { QueryView } from '@sencare/shared/kit';
import { saveBlob, useRemoteServices } from '@sencare/shared/ui';
import { downloadExport, fetchLatestExport, myDataKeys, requestExport, type ExportJob } from '../../api/mydata';
import { shortLanguage } from './labels';
import styles from './MyData.module.css';

/** While an archive is being made, its progress is asked this often. */
export const EXPORT_POLL_MS = 2_000;

const working = (job: ExportJob | null | undefined) => job?.state === 'queued' || job?.state === 'running';
const ready = (job: ExportJob | null | undefined) => job?.state === 'done' && job.expiresAt !== null && Date.parse(job.expiresAt) > Date.now();

/** "Download my data": ask for the archive, follow its progress, download it while it is kept. */
export function ExportCard() {
  const { t } = useTranslation();
  const { http, language } = useRemoteServices();
  const client = useQueryClient();
  const latest = useQuery({ queryKey: myDataKeys.latestExport, queryFn: () => fetchLatestExport(http), refetchInterval: (q) => (working(q.state.data?.job) ? EXPORT_POLL_MS : false) });
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: () => requestExport(http, shortLanguage(language)),
    onMutate: () => setProblem(null),
    onSuccess: (job) => client.setQueryData(myDataKeys.latestExport, { job }),
    onError: (error) => setProblem(apiErrorText(t, error)),
  });
  const download = useMutation({
    mutationFn: (job: ExportJob) => downloadExport(http, job.id),
    onMutate: () => setProblem(null),
    onSuccess: (blob, job) => saveBlob(blob, `sencare-my-data-${(job.finishedAt ?? job.createdAt).slice(0, 10)}.zip`),
    onError: (error) => {
      setProblem(apiErrorText(t, error));
      void latest.refetch();
    },
  });

  return (
    <section className={styles.card} aria-labelledby="mydata-export" data-testid="mydata-export">
      <h2 id="mydata-export" className={styles.heading}>{t('mydata.export.title')}</h2>
      <p className={styles.text}>{t('mydata.export.intro')}</p>
      <QueryView query={latest} testId="mydata-export">
        {({ job }) => (
          <>
            {working(job) ? (
              <div data-testid="mydata-export-progress">
                <label htmlFor="mydata-export-bar" className={styles.text}>{t('mydata.export.working', { progress: job?.progress ?? 0 })}</label>
                <progress id="mydata-export-bar" className={styles.progress} max={100} value={job?.progress ?? 0} />
              </div>
            ) : null}
            {job && ready(job) ? (
              <>
                <p className={styles.text} data-testid="mydata-export-expiry">{t('mydata.export.readyUntil', { date: formatDateTime(job.expiresAt) })}</p>
                <Button block color="primary" loading={download.isPending} onClick={() => download.mutate(job)} data-testid="mydata-export-download">
                  {t('mydata.export.download')}
                </Button>
              </>
            ) : null}
            {job?.state === 'failed' ? <p className={styles.text} data-testid="mydata-export-failed">{t('mydata.export.failed')}</p> : null}
            {job?.state === 'done' && !ready(job) ? <p className={styles.text} data-testid="mydata-export-expired">{t('mydata.export.expired')}</p> : null}
            {!working(job) && !ready(job) ? (
              <Button block color="primary" loading={ask.isPending} onClick={() => ask.mutate()} data-testid="mydata-export-request">
                {t('mydata.export.request')}
              </Button>
            ) : null}
          </>
        )}
      </QueryView>
      {problem ? <p className={styles.error} role="alert" data-testid="mydata-export-error">{problem}</p> : null}
    </section>
  );
}
