import { lazy } from 'react';
import type { RouteTable } from '@sencare/shared/kit';
import { PoliciesPage } from './features/list/PoliciesPage';

// The list is the entry screen and stays in the exposed chunk; detail and e-cards (qrcode,
// swiper) load on first visit so the remote's first paint stays small.
const PolicyDetailPage = lazy(() => import('./features/detail/PolicyDetailPage').then((m) => ({ default: m.PolicyDetailPage })));
const EcardsPage = lazy(() => import('./features/ecards/EcardsPage').then((m) => ({ default: m.EcardsPage })));

/** Canonical routes (docs/architecture.md "Contracts between the shell and the remotes"), the first is the entry screen; the shell maps docs/requirements.md §2 aliases onto them. */
export const ROUTES: RouteTable = {
  '/policies': () => <PoliciesPage />,
  '/policies/detail': (query) => <PolicyDetailPage policyNo={query.policyNo ?? ''} />,
  '/ecards': (query) => <EcardsPage tab={query.tab} />,
};
