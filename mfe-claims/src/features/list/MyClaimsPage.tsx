import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, InfiniteScroll, NoticeBar, SearchBar } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, CLAIM_TABS, type ClaimListScope, type ClaimTab } from '@sencare/shared/rules';
import { buildHash, navigate } from '@sencare/shared/routing';
import { OFFLINE_META, PullToRefreshFrame, QueryView } from '@sencare/shared/kit';
import { LastUpdatedNotice, SectionTabs, usePageTitle, useRemoteServices } from '@sencare/shared/ui';
import { claimsApi } from '../../api/claims';
import { claimKeys } from '../../api/queryKeys';
import { hasLocalDraft } from '../submit/draftStore';
import { ClaimCard } from './ClaimCard';
import styles from './MyClaimsPage.module.css';

const asTab = (value: string | undefined): ClaimTab => (CLAIM_TABS as readonly string[]).includes(value ?? '') ? (value as ClaimTab) : 'in_progress';

export function MyClaimsPage({ tab: tabParam, q: qParam }: { tab?: string; q?: string }) {
  const { t } = useTranslation();
  usePageTitle('title.myClaims');
  const { http } = useRemoteServices();
  const api = claimsApi(http);
  const tab = asTab(tabParam);
  const [search, setSearch] = useState(qParam ?? '');
  const q = (qParam ?? '').trim();
  // A search looks through every tab: a claim id is found whatever its status,
  // which each card's tag shows. The tab stays in the URL, so clearing the search goes back to it.
  const scope: ClaimListScope = q ? 'all' : tab;

  const list = useInfiniteQuery({
    queryKey: claimKeys.infiniteList(scope, q),
    queryFn: ({ pageParam }) => api.list(scope, pageParam, q),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // The last-known list of each tab opens with no signal; a search is not kept.
    meta: q ? undefined : OFFLINE_META,
  });
  const summary = useQuery({ queryKey: claimKeys.summary(), queryFn: api.summary });

  const go = (next: { tab?: ClaimTab; q?: string }) => navigate('/claims', { tab: next.tab ?? tab, q: next.q ?? q }, { replace: true });

  return (
    <div className={styles.page} data-testid="my-claims">
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('list.heading')}</h1>
      {q ? null : (
        <SectionTabs
          label={t('list.heading')}
          active={tab}
          onChange={(key) => go({ tab: key })}
          tabs={CLAIM_TABS.map((key) => ({ key, title: <span data-testid={`claims-tab-${key}`}>{t(`tabs.${key}`)}</span> }))}
        />
      )}
      <div className={styles.search}>
        <SearchBar
          placeholder={t('list.search')}
          value={search}
          onChange={setSearch}
          onSearch={(value) => go({ q: value.trim() })}
          // antd-mobile's clear is a div with an aria-label that Tab never reaches: the search's
          // "Clear search" button below is the one way to clear it.
          clearable={false}
          data-testid="claims-search"
        />
      </div>
      {q ? (
        <div className={styles.searchScope} data-testid="claims-search-scope" aria-live="polite">
          <span>{t('list.searchAll', { q })}</span>
          <Button size="mini" fill="none" color="primary" onClick={() => { setSearch(''); go({ q: '' }); }} data-testid="claims-search-clear">{t('list.clearSearch')}</Button>
        </div>
      ) : null}
      {hasLocalDraft() ? (
        <NoticeBar className={styles.draft} color="alert" content={t('list.draftCard')} extra={<a href={buildHash('/claims/new')}>{t('list.continueDraft')}</a>} data-testid="claims-draft-notice" />
      ) : null}
      <PullToRefreshFrame threshold={LIMITS.refresherThreshold} onRefresh={async () => { await Promise.all([list.refetch(), summary.refetch()]); }}>
        <LastUpdatedNotice query={list} />
        <QueryView query={list} testId="claims" empty={{ when: (data) => data.pages.every((page) => page.items.length === 0) }}>
          {(data) => (
            <div className={styles.list} data-testid="claims-list">
              {data.pages.flatMap((page) => page.items).map((c) => (
                <ClaimCard key={c.id} claim={c} />
              ))}
              <InfiniteScroll threshold={50} hasMore={!!list.hasNextPage} loadMore={async () => { await list.fetchNextPage(); }}>
                {list.hasNextPage ? t('loading', { ns: 'common' }) : t('noMore', { ns: 'common' })}
              </InfiniteScroll>
            </div>
          )}
        </QueryView>
      </PullToRefreshFrame>
      <div className={styles.fab}>
        <Button block color="success" shape="rounded" size="large" onClick={() => navigate('/claims/new')} data-testid="claims-new">
          {t('list.newClaim')}
        </Button>
      </div>
    </div>
  );
}
