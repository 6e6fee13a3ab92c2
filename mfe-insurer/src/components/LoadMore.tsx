import { useTranslation } from 'react-i18next';
import { ErrorView } from '@sencare/shared/ui';
import styles from './ui.module.css';

/** What a list's infinite query tells its footer (TanStack Query's own fields). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The footer of a paged list in the console (the claims queue, the access log): "Load more" while
 * the API has more, the kit's error view with a retry when the next page failed. Test ids
 * `<testId>-more` and `<testId>-more-error`.
 */
export function LoadMore({ pages, testId }: { pages: MorePages; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      {pages.isFetchNextPageError ? <ErrorView onRetry={() => void pages.fetchNextPage()} testId={`${testId}-more-error`} /> : null}
      {pages.hasNextPage ? (
        <div className={styles.more}>
          <button type="button" className={styles.secondary} disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()} data-testid={`${testId}-more`}>
            {pages.isFetchingNextPage ? t('loading', { ns: 'common' }) : t('loadMore', { ns: 'common' })}
          </button>
        </div>
      ) : null}
    </>
  );
}
