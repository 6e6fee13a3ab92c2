import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PullToRefresh } from '@sencare/shared/antd';

/**
 * The one pull-to-refresh of the remotes' lists: antd-mobile's, with its four states said in the
 * session's language (`common`). `threshold` is docs/requirements.md §9's 45 px, LIMITS.refresherThreshold of
 * @sencare/shared/rules (domain code the kernel does not import, so the page hands it in).
 */
export function PullToRefreshFrame({ threshold, onRefresh, children }: { threshold: number; onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <PullToRefresh
      threshold={threshold}
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t('pullToRefresh')}
      canReleaseText={t('releaseToRefresh')}
      refreshingText={t('refreshing')}
      completeText={t('refreshed')}
    >
      {children}
    </PullToRefresh>
  );
}
