import type { RouteTable } from '@sencare/shared/kit';
import { CashlessDetailPage } from './features/cashless/CashlessDetailPage';
import { CashlessListPage } from './features/cashless/CashlessListPage';
import { ClaimPage } from './features/claim/ClaimPage';
import { GopPage } from './features/gops/GopPage';
import { GopQueuePage } from './features/gops/GopQueuePage';
import { MePage } from './features/me/MePage';
import { QueuePage } from './features/queue/QueuePage';

/** Canonical routes (docs/portals.md "Remotes"); the first is the insurer's home. */
export const ROUTES: RouteTable = {
  '/insurer': (query) => <QueuePage query={query} />,
  '/insurer/claim': (query) => <ClaimPage id={query.id ?? ''} />,
  '/insurer/cashless': () => <CashlessListPage />,
  '/insurer/cashless/detail': (query) => <CashlessDetailPage userCode={query.user ?? ''} />,
  '/insurer/gops': (query) => <GopQueuePage query={query} />,
  '/insurer/gop': (query) => <GopPage id={query.id ?? ''} />,
  '/insurer/me': () => <MePage />,
};
