import type { ClaimListScope, ClaimTab } from '@sencare/shared/rules';

/**
 * Every react-query key of this remote, from one place (the report picker and
 * my claims once shared ['claims', tab, ''] while one cached a page and the other an infinite
 * list, so whichever screen came second read the other's shape and crashed).
 *
 * A key names what the data IS, and each shape has its own branch: `list.infinite` holds
 * `{ pages, pageParams }`, `list.firstPage` a single ClaimListPage. Invalidate `lists()` to
 * refresh both after a claim changes.
 */
export const claimKeys = {
  all: ['claims'] as const,
  lists: () => [...claimKeys.all, 'list'] as const,
  infiniteList: (tab: ClaimListScope, q: string) => [...claimKeys.lists(), 'infinite', tab, q] as const,
  firstPage: (tab: ClaimTab) => [...claimKeys.lists(), 'first-page', tab] as const,
  summary: () => [...claimKeys.all, 'summary'] as const,
  detail: (id: string) => [...claimKeys.all, 'detail', id] as const,
  formOptions: () => [...claimKeys.all, 'form-options'] as const,
  signatureDraft: () => [...claimKeys.all, 'draft', 'for-signature'] as const,
};
