import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PullToRefreshFrame, QueryView } from '@sencare/shared/kit';
import { usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { LIMITS } from '@sencare/shared/rules';
import { pickLanguage } from '@sencare/shared/i18n';
import { faqKey, fetchFaq } from '../../api/faq';
import styles from './FaqPage.module.css';

/** docs/requirements.md §1: the FAQ (11 questions), both languages come from the API so switching needs no refetch. */
export function FaqPage() {
  const { t } = useTranslation();
  const { http, language } = useRemoteServices();
  usePageTitle('faq.title');
  const faq = useQuery({ queryKey: faqKey, queryFn: () => fetchFaq(http), staleTime: 10 * 60_000 });

  return (
    <QueryView
      query={faq}
      testId="faq"
      empty={{ when: (entries) => entries.length === 0, text: t('faq.empty') }}
      frame={(content) => (
        <div className={styles.page} data-testid="faq-page">
          <PullToRefreshFrame threshold={LIMITS.refresherThreshold} onRefresh={faq.refetch}>
            {content}
          </PullToRefreshFrame>
        </div>
      )}
    >
      {(entries) => (
        // Native disclosure: antd-mobile's Collapse headers are <a> without href,
        // which the keyboard never reaches. One shared name keeps one answer open, as before.
        <div className={styles.collapse}>
          {entries.map((entry, index) => (
            <details key={String(entry.id)} name="sc-faq" className={styles.entry}>
              <summary className={styles.summary}>
                <span className={styles.question} data-testid="faq-question">
                  <span className={styles.number}>{index + 1}.</span> {pickLanguage(entry.question, language)}
                </span>
              </summary>
              <div className={styles.answer} data-testid="faq-answer">
                {pickLanguage(entry.answer, language)}
              </div>
            </details>
          ))}
        </div>
      )}
    </QueryView>
  );
}
