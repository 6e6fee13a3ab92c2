import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sencare/shared/format';
import { buildHash } from '@sencare/shared/routing';
import { QueryView } from '@sencare/shared/kit';
import { usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { cashlessKeys, fetchPendingApplications } from '../../api/cashless';
import styles from '../../components/ui.module.css';

/** Cashless applications waiting for a decision (#/insurer/cashless). */
export function CashlessListPage() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('cashless.title');
  const query = useQuery({ queryKey: cashlessKeys.pending, queryFn: () => fetchPendingApplications(http) });
  const items = query.data ?? [];
  return (
    <div className={styles.page} data-testid="cashless-page">
      <div className={styles.column}>
        <h1 className={styles.heading}>{t('cashless.title')}</h1>
        <QueryView query={query} testId="cashless" empty={{ when: () => items.length === 0, text: t('cashless.empty') }}>
          {() => (
            <ul className={styles.list} data-testid="cashless-list">
              {items.map((application) => (
                <li key={application.userCode} className={styles.listItem}>
                  <a className={styles.itemLink} href={buildHash('/insurer/cashless/detail', { user: application.userCode })} data-testid={`cashless-item-${application.userCode}`}>
                    <span className={styles.itemTop}>
                      <span>{application.fullName}</span>
                      <span>{application.userCode}</span>
                    </span>
                    <span className={styles.itemMeta} style={{ display: 'block' }}>
                      {t('cashless.appliedAt', { time: formatDateTime(application.createdAt) })}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </div>
  );
}
