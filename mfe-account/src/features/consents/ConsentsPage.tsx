import { useState } from 'react';
import { Button } from '@sencare/shared/antd';
import type { ConsentView } from '@sencare/shared/contracts';
import { apiErrorText } from '@sencare/shared/http';
import { ConfirmDialog, QueryView } from '@sencare/shared/kit';
import { saveBlob, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { answerConsents, consentsKey, fetchConsentPdf, fetchConsents } from '../../api/consents';
import { ConsentCard } from './ConsentCard';
import styles from './ConsentsPage.module.css';

/** The installed app (home-screen PWA) is the `app` channel of an answer, a browser tab `web` (as the shell's ConsentPage.tsx). */
const channel = (): 'web' | 'app' => (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches ? 'app' : 'web');

/**
 * Mine → Privacy & consents (docs/privacy.md "Consent"): every purpose with its state and date,
 * the exact text agreed to, optional ones switched off (after a confirmation) or on, and the
 * record as a PDF. Each switch is one new record on the server; the list shows its answer.
 */
export function ConsentsPage() {
  const { t } = useTranslation();
  const { http, language } = useRemoteServices();
  usePageTitle('consents.title');
  const client = useQueryClient();
  const consents = useQuery({ queryKey: consentsKey, queryFn: () => fetchConsents(http) });
  const lang = language === 'vi_VN' ? 'vi' : 'en';
  const [withdrawing, setWithdrawing] = useState<ConsentView | null>(null);
  const answer = useMutation({
    mutationFn: ({ purpose, given }: { purpose: ConsentView; given: boolean }) => answerConsents(http, { answers: [{ purpose: purpose.purpose, version: purpose.current.version, given }], language: lang, channel: channel() }),
    onSuccess: (data) => client.setQueryData(consentsKey, data),
  });
  const pdf = useMutation({ mutationFn: async () => saveBlob(await fetchConsentPdf(http, lang), `sencare-consents-${lang}.pdf`) });

  return (
    <QueryView query={consents} testId="consents" frame={(content) => <div className={styles.page} data-testid="consents-page">{content}</div>}>
      {(data) => (
        <>
          <p className={styles.intro}>{t('consents.intro')}</p>
          <div role="alert">
            {answer.isError ? <div className={styles.error} data-testid="consents-answer-error">{apiErrorText(t, answer.error)}</div> : null}
          </div>
          {data.purposes.map((purpose) => (
            <ConsentCard key={purpose.purpose} purpose={purpose} language={language} busy={answer.isPending} onSwitch={(on) => (on ? answer.mutate({ purpose, given: true }) : setWithdrawing(purpose))} />
          ))}
          <section className={styles.card} aria-labelledby="consents-pdf-title">
            <h2 id="consents-pdf-title" className={styles.title}>{t('consents.pdfTitle')}</h2>
            <p className={styles.note}>{t('consents.pdfIntro')}</p>
            <div role="alert">{pdf.isError ? <div className={styles.error} data-testid="consents-pdf-error">{apiErrorText(t, pdf.error)}</div> : null}</div>
            <Button block color="primary" loading={pdf.isPending} onClick={() => pdf.mutate()} data-testid="consents-pdf">
              {t('consents.pdf')}
            </Button>
          </section>
          <ConfirmDialog
            visible={withdrawing !== null}
            question={withdrawing ? t('consents.withdrawQuestion', { purpose: withdrawing.current.title[lang] }) : ''}
            confirmText={t('consents.withdraw')}
            danger
            onConfirm={() => {
              if (withdrawing) answer.mutate({ purpose: withdrawing, given: false });
              setWithdrawing(null);
            }}
            onClose={() => setWithdrawing(null)}
            testId="consents-withdraw-dialog"
          />
        </>
      )}
    </QueryView>
  );
}
