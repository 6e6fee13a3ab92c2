import { lazy, Suspense, useEffect } from 'react';
import { useHashLocation } from '@sencare/shared/routing';
import { LoadingView, type RemoteAppProps } from '@sencare/shared/ui';
import { MyClaimsPage } from './features/list/MyClaimsPage';
import { NotFoundPage } from './features/notFound/NotFoundPage';
import { setDraftUser } from './features/submit/draftStore';

// The list is the entry screen and stays in the exposed chunk; the rest loads on first visit.
const ClaimDetailPage = lazy(() => import('./features/details/ClaimDetailPage').then((m) => ({ default: m.ClaimDetailPage })));
const SubmitPage = lazy(() => import('./features/submit/SubmitPage').then((m) => ({ default: m.SubmitPage })));
const SupplementPage = lazy(() => import('./features/supplement/SupplementPage').then((m) => ({ default: m.SupplementPage })));
const ReportPage = lazy(() => import('./features/report/ReportPage').then((m) => ({ default: m.ReportPage })));
const SignaturePage = lazy(() => import('./features/signature/SignaturePage').then((m) => ({ default: m.SignaturePage })));
const CameraPage = lazy(() => import('./features/camera/CameraPage').then((m) => ({ default: m.CameraPage })));
const UploadPage = lazy(() => import('./features/upload/UploadPage').then((m) => ({ default: m.UploadPage })));

/** Canonical routes (brief "Canonical routes"); the shell maps spec §2 aliases onto them. */
export function ClaimsRoutes({ channel }: RemoteAppProps) {
  const { path, query } = useHashLocation();
  const userCode = channel.getState().userCode;
  useEffect(() => setDraftUser(userCode), [userCode]);
  setDraftUser(userCode);
  return <Suspense fallback={<LoadingView />}>{renderRoute(path, query)}</Suspense>;
}

function renderRoute(path: string, query: Record<string, string>) {
  switch (path) {
    case '/claims':
      return <MyClaimsPage tab={query.tab} q={query.q} />;
    case '/claims/detail':
      return <ClaimDetailPage id={query.id ?? ''} />;
    case '/claims/new':
      return <SubmitPage claimId={query.id} mode={query.mode} />;
    case '/claims/supplement':
      return <SupplementPage id={query.id ?? ''} />;
    case '/claims/report':
      return <ReportPage id={query.id} />;
    case '/claims/signature':
      return <SignaturePage />;
    case '/claims/camera':
      return <CameraPage kind={query.kind} back={query.back} />;
    case '/claims/upload':
      // Spec alias /pages/MultiUploadsn/MultiUploadsn: the unfinished claim's documents, several at a time.
      return <UploadPage />;
    default:
      return <NotFoundPage />;
  }
}
