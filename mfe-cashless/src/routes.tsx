import { lazy } from 'react';
import type { RouteTable } from '@sencare/shared/kit';
import { CashlessStatusPage } from './features/status/CashlessStatusPage';

// The status card is the entry screen and stays in the exposed chunk; the others (the application
// forms, the provider list and its map) load when first opened, as in mfe-claims/src/routes.tsx.
const CommitmentsStepPage = lazy(() => import('./features/apply/CommitmentsStepPage').then((m) => ({ default: m.CommitmentsStepPage })));
const DocumentsStepPage = lazy(() => import('./features/apply/DocumentsStepPage').then((m) => ({ default: m.DocumentsStepPage })));
const IdentificationStepPage = lazy(() => import('./features/apply/IdentificationStepPage').then((m) => ({ default: m.IdentificationStepPage })));
const SuccessPage = lazy(() => import('./features/apply/SuccessPage').then((m) => ({ default: m.SuccessPage })));
const ProviderMapPage = lazy(() => import('./features/providers/ProviderMapPage').then((m) => ({ default: m.ProviderMapPage })));
const ProvidersPage = lazy(() => import('./features/providers/ProvidersPage').then((m) => ({ default: m.ProvidersPage })));
const StaysPage = lazy(() => import('./features/stays/StaysPage').then((m) => ({ default: m.StaysPage })));

/** Canonical routes (remote brief), the first is the entry screen; the shell maps the spec's old paths onto them. */
export const ROUTES: RouteTable = {
  '/cashless': () => <CashlessStatusPage />,
  '/cashless/apply': () => <DocumentsStepPage />,
  '/cashless/identification': () => <IdentificationStepPage />,
  '/cashless/commitments': () => <CommitmentsStepPage />,
  '/cashless/success': () => <SuccessPage />,
  '/cashless/stays': () => <StaysPage />,
  '/providers': () => <ProvidersPage />,
  '/providers/map': () => <ProviderMapPage />,
};
