import { lazy, Suspense } from 'react';
import { useHashLocation } from '@sencare/shared/routing';
import { LoadingView, type RemoteAppProps } from '@sencare/shared/ui';
import { PoliciesPage } from './features/list/PoliciesPage';
import { NotFoundPage } from './features/notFound/NotFoundPage';

// The list is the entry screen and stays in the exposed chunk; detail and e-cards (qrcode,
// swiper) load on first visit so the remote's first paint stays small.
const PolicyDetailPage = lazy(() => import('./features/detail/PolicyDetailPage').then((m) => ({ default: m.PolicyDetailPage })));
const EcardsPage = lazy(() => import('./features/ecards/EcardsPage').then((m) => ({ default: m.EcardsPage })));

/** Canonical routes (brief "Canonical routes"); the shell maps spec §2 aliases onto them. */
export function PoliciesRoutes(_props: RemoteAppProps) {
  const { path, query } = useHashLocation();
  return <Suspense fallback={<LoadingView />}>{renderRoute(path, query)}</Suspense>;
}

function renderRoute(path: string, query: Record<string, string>) {
  switch (path) {
    case '/policies':
      return <PoliciesPage />;
    case '/policies/detail':
      return <PolicyDetailPage policyNo={query.policyNo ?? ''} />;
    case '/ecards':
      return <EcardsPage tab={query.tab} />;
    default:
      return <NotFoundPage />;
  }
}
