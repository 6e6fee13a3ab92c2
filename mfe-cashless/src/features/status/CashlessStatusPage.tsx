import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@sencare/shared/rules';
import { PullToRefreshFrame, QueryView } from '@sencare/shared/kit';
import { usePageTitle, useRemoteServices, useSessionState } from '@sencare/shared/ui';
import { cashlessKeys, getCashlessStatus } from '../../api/cashless';
import { ActivePanel, NotAppliedPanel, PendingPanel, RejectedPanel, viewOf } from './StatusPanels';
import styles from './status.module.css';

/**
 * #/cashless — not applied (benefits + apply), pending review, active (card + nearest cashless
 * providers), or not approved (the insurer's reason + apply again). The nav title names the same
 * state as the body.
 */
export function CashlessStatusPage() {
  const { channel, http } = useRemoteServices();
  const user = useSessionState(channel, (s) => s.user);
  // The insurer decides out of band: opening this page always asks again, whatever is cached.
  const status = useQuery({ queryKey: cashlessKeys.status, queryFn: () => getCashlessStatus(http), refetchOnMount: 'always' });
  const view = status.data ? viewOf(status.data) : null;
  usePageTitle(view ? `status.titles.${view}` : 'status.title');

  return (
    <QueryView query={status} testId="cashless-status">
      {(data) => (
        <PullToRefreshFrame threshold={LIMITS.refresherThreshold} onRefresh={status.refetch}>
          <div className={styles.page} data-testid={`cashless-status-${view}`}>
            {view === 'none' ? <NotAppliedPanel /> : null}
            {view === 'rejected' && data.rejection ? <RejectedPanel rejection={data.rejection} /> : null}
            {view === 'pending' ? <PendingPanel appliedAt={data.appliedAt} /> : null}
            {view === 'active' ? <ActivePanel user={user} activatedAt={data.activatedAt} /> : null}
          </div>
        </PullToRefreshFrame>
      )}
    </QueryView>
  );
}
