import { lazy } from 'react';
import type { RouteTable } from '@sencare/shared/kit';
import { QueuePage } from './features/queue/QueuePage';

// The queue is the entry screen and stays in the exposed chunk; the assessment pages (the claim's
// forms are most of react-hook-form + zod) and the other tabs load when first opened. The kit's
// RemoteRoutes shows the translated loading view meanwhile, and its error boundary the error view
// with a retry if a chunk fails to load.
const ClaimPage = lazy(() => import('./features/claim/ClaimPage').then((m) => ({ default: m.ClaimPage })));
const CashlessListPage = lazy(() => import('./features/cashless/CashlessListPage').then((m) => ({ default: m.CashlessListPage })));
const CashlessDetailPage = lazy(() => import('./features/cashless/CashlessDetailPage').then((m) => ({ default: m.CashlessDetailPage })));
const GopQueuePage = lazy(() => import('./features/gops/GopQueuePage').then((m) => ({ default: m.GopQueuePage })));
const GopPage = lazy(() => import('./features/gops/GopPage').then((m) => ({ default: m.GopPage })));
const AccessLogPage = lazy(() => import('./features/access-log/AccessLogPage').then((m) => ({ default: m.AccessLogPage })));
const DataRequestsPage = lazy(() => import('./features/datarequests/DataRequestsPage').then((m) => ({ default: m.DataRequestsPage })));
const DataRequestPage = lazy(() => import('./features/datarequests/DataRequestPage').then((m) => ({ default: m.DataRequestPage })));
const BankReportPage = lazy(() => import('./features/bankReport/BankReportPage').then((m) => ({ default: m.BankReportPage })));
const MePage = lazy(() => import('./features/me/MePage').then((m) => ({ default: m.MePage })));

/** Canonical routes (docs/portals.md "Remotes"); the first is the insurer's home. */
export const ROUTES: RouteTable = {
  '/insurer': (query) => <QueuePage query={query} />,
  '/insurer/claim': (query) => <ClaimPage id={query.id ?? ''} />,
  '/insurer/bank-report': () => <BankReportPage />,
  '/insurer/cashless': () => <CashlessListPage />,
  '/insurer/cashless/detail': (query) => <CashlessDetailPage userCode={query.user ?? ''} />,
  '/insurer/gops': (query) => <GopQueuePage query={query} />,
  '/insurer/gop': (query) => <GopPage id={query.id ?? ''} />,
  '/insurer/data-requests': (query) => <DataRequestsPage query={query} />,
  '/insurer/data-request': (query) => <DataRequestPage id={query.id ?? ''} />,
  '/insurer/me': () => <MePage />,
  '/insurer/access-log': (query) => <AccessLogPage query={query} />,
};
