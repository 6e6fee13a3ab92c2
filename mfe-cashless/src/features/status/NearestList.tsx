import { Skeleton } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { navigate } from '@sencare/shared/routing';
import { ErrorView, OfflineEmptyView } from '@sencare/shared/ui';
import { NearestItems, useNearestCashless } from '../providers/NearestProviders';

export function NearestList({ limit = 3 }: { limit?: number }) {
  const { t } = useTranslation();
  const { search, offline, retry, items } = useNearestCashless(limit);
  if (offline) return <OfflineEmptyView onRetry={retry} testId="nearest-offline" />;
  if (search.isPending) return <Skeleton.Paragraph lineCount={3} animated />;
  if (search.isError) return <ErrorView onRetry={() => void search.refetch()} testId="nearest-error" />;
  return (
    <NearestItems items={items} onOpen={(id) => navigate('/providers', { cashless: 'true', id })} emptyText={t('nearest.empty')} />
  );
}

