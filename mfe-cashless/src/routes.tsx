import type { RouteTable } from '@sencare/shared/kit';
import { CommitmentsStepPage } from './features/apply/CommitmentsStepPage';
import { DocumentsStepPage } from './features/apply/DocumentsStepPage';
import { IdentificationStepPage } from './features/apply/IdentificationStepPage';
import { SuccessPage } from './features/apply/SuccessPage';
import { ProviderMapPage } from './features/providers/ProviderMapPage';
import { ProvidersPage } from './features/providers/ProvidersPage';
import { CashlessStatusPage } from './features/status/CashlessStatusPage';
import { StaysPage } from './features/stays/StaysPage';

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
