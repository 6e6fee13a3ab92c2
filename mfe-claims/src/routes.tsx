import { lazy } from 'react';
import type { RouteTable } from '@sencare/shared/kit';
import { MyClaimsPage } from './features/list/MyClaimsPage';

// The list is the entry screen and stays in the exposed chunk; the rest loads on first visit.
const ClaimDetailPage = lazy(() => import('./features/details/ClaimDetailPage').then((m) => ({ default: m.ClaimDetailPage })));
const SubmitPage = lazy(() => import('./features/submit/SubmitPage').then((m) => ({ default: m.SubmitPage })));
const SupplementPage = lazy(() => import('./features/supplement/SupplementPage').then((m) => ({ default: m.SupplementPage })));
const ReportPage = lazy(() => import('./features/report/ReportPage').then((m) => ({ default: m.ReportPage })));
const SignaturePage = lazy(() => import('./features/signature/SignaturePage').then((m) => ({ default: m.SignaturePage })));
const CameraPage = lazy(() => import('./features/camera/CameraPage').then((m) => ({ default: m.CameraPage })));
const UploadPage = lazy(() => import('./features/submit/UploadPage').then((m) => ({ default: m.UploadPage })));

/** Canonical routes (docs/architecture.md "Contracts between the shell and the remotes"), the first is the entry screen; the shell maps docs/requirements.md §2 aliases onto them. */
export const ROUTES: RouteTable = {
  '/claims': (query) => <MyClaimsPage tab={query.tab} q={query.q} />,
  '/claims/detail': (query) => <ClaimDetailPage id={query.id ?? ''} />,
  '/claims/new': (query) => <SubmitPage claimId={query.id} mode={query.mode} />,
  '/claims/supplement': (query) => <SupplementPage id={query.id ?? ''} />,
  '/claims/report': (query) => <ReportPage id={query.id} />,
  '/claims/signature': () => <SignaturePage />,
  '/claims/camera': (query) => <CameraPage kind={query.kind} back={query.back} />,
  // Spec alias /pages/MultiUploadsn/MultiUploadsn: the unfinished claim's documents, several at a time.
  '/claims/upload': () => <UploadPage />,
};
