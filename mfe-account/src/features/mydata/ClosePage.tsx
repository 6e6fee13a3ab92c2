import { useState } from 'react';
import { Button, Toast } from '@sencare/shared/antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import { apiErrorText } from '@sencare/shared/http';
import { ConfirmDialog, QueryView } from '@sencare/shared/kit';
import { navigate } from '@sencare/shared/routing';
import { showToast, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { fetchOverview, myDataKeys, requestClosure, type MyDataOverview } from '../../api/mydata';
import { sectionLabel } from './labels';
import styles from './MyData.module.css';

/**
 * "Close my account": what a closure erases, what the insurer must keep (restricted) and until
 * when (the API's retention, docs/privacy.md "My data"), then an explicit confirmation.
 */
export function ClosePage() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  const client = useQueryClient();
  usePageTitle('mydata.close.title');
  const overview = useQuery({ queryKey: myDataKeys.overview, queryFn: () => fetchOverview(http) });
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = useMutation({
    mutationFn: () => requestClosure(http),
    onMutate: () => setProblem(null),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: myDataKeys.requests });
      showToast(Toast, t('mydata.close.sent'), 'success');
      navigate('/mydata', undefined, { replace: true });
    },
    onError: (error) => setProblem(apiErrorText(t, error)),
  });

  return (
    <div className={styles.page} data-testid="mydata-close-page">
      <QueryView query={overview} testId="mydata-close">
        {({ closure }) => <Explanation closure={closure} problem={problem} sending={close.isPending} onAsk={() => setAsking(true)} />}
      </QueryView>
      <ConfirmDialog
        visible={asking}
        question={t('mydata.close.confirm')}
        confirmText={t('mydata.close.confirmButton')}
        danger
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          close.mutate();
        }}
        testId="mydata-close-dialog"
      />
    </div>
  );
}

/** What a closure deletes, what it keeps until when and why, then the button that asks. */
function Explanation({ closure, problem, sending, onAsk }: { closure: MyDataOverview['closure']; problem: string | null; sending: boolean; onAsk: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-labelledby="mydata-close-what">
      <h2 id="mydata-close-what" className={styles.heading}>{t('mydata.close.whatHappens')}</h2>
      <p className={styles.text}>{t('mydata.close.intro')}</p>
      <h3 className={styles.subheading}>{t('mydata.close.erased')}</h3>
      <ul className={styles.kept} data-testid="mydata-close-erased">
        {closure.erased.map((key) => (
          <li key={key}>{sectionLabel(t, key)}</li>
        ))}
      </ul>
      <h3 className={styles.subheading}>{t('mydata.close.kept')}</h3>
      <ul className={styles.kept} data-testid="mydata-close-kept">
        {closure.kept.map((k) => (
          <li key={k.data}>
            {k.until
              ? t('mydata.close.keptUntil', { data: sectionLabel(t, k.data), date: formatDate(k.until), basis: t(`mydata.close.basis.${k.basis}`) })
              : t('mydata.close.keptNone', { data: sectionLabel(t, k.data) })}
          </li>
        ))}
      </ul>
      <p className={styles.text}>{t('mydata.close.timing')}</p>
      {problem ? <p className={styles.error} role="alert" data-testid="mydata-close-error">{problem}</p> : null}
      <Button block color="danger" size="large" loading={sending} onClick={onAsk} data-testid="mydata-close-submit">
        {t('mydata.close.submit')}
      </Button>
    </section>
  );
}
