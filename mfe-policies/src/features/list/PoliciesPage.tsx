import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sencare/shared/rules';
import { navigate } from '@sencare/shared/routing';
import { PullToRefreshFrame, QueryView } from '@sencare/shared/kit';
import { LastUpdatedNotice, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { fetchPolicies, offlineQuery, policyKeys } from '../../api/policies';
import { errorKeyOf } from '../../api/errors';
import { PolicyCard } from './PolicyCard';
import styles from './PoliciesPage.module.css';

/** docs/requirements.md §2 "my policies": every policy the user holds or is insured under. */
export function PoliciesPage() {
  const { t } = useTranslation();
  const { http } = useRemoteServices();
  usePageTitle('title.list');
  const query = useQuery({ queryKey: policyKeys.list, queryFn: () => fetchPolicies(http), ...offlineQuery });

  return (
    <QueryView
      query={query}
      testId="policies"
      errorKey={errorKeyOf}
      empty={{ when: (policies) => policies.length === 0, text: t('list.empty') }}
      frame={(content) => (
        <PullToRefreshFrame threshold={LIMITS.refresherThreshold} onRefresh={query.refetch}>
          <div className={styles.page} data-testid="policies-page">
            <LastUpdatedNotice query={query} />
            {content}
          </div>
        </PullToRefreshFrame>
      )}
    >
      {(policies) => (
        <>
          <button type="button" className={styles.ecardsLink} onClick={() => navigate('/ecards')} data-testid="policies-ecards-link">
            <span className={styles.ecardsIcon} aria-hidden="true" />
            {t('list.ecardsLink')}
            <span className={styles.chevron} aria-hidden="true">›</span>
          </button>
          <div data-testid="policies-list">
            {policies.map((policy) => (
              <PolicyCard key={policy.policyNo} policy={policy} onOpen={(policyNo) => navigate('/policies/detail', { policyNo })} />
            ))}
          </div>
        </>
      )}
    </QueryView>
  );
}
