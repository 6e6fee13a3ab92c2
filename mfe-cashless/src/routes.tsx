import type { ComponentType } from 'react';
import type { SessionChannel } from '@sencare/shared/channel';
import type { HttpClient } from '@sencare/shared/http';
import { useHashLocation } from '@sencare/shared/routing';
import type { RemoteAppProps } from '@sencare/shared/ui';
import { CommitmentsStepPage } from './features/apply/CommitmentsStepPage';
import { DocumentsStepPage } from './features/apply/DocumentsStepPage';
import { IdentificationStepPage } from './features/apply/IdentificationStepPage';
import { SuccessPage } from './features/apply/SuccessPage';
import { NotFoundPage } from './features/common/NotFoundPage';
import { ProviderMapPage } from './features/providers/ProviderMapPage';
import { ProvidersPage } from './features/providers/ProvidersPage';
import { CashlessStatusPage } from './features/status/CashlessStatusPage';

type Page = ComponentType<{ channel: SessionChannel; http: HttpClient }>;

/** Canonical routes (remote brief); the shell maps the spec's old paths onto them. */
export const ROUTES: Record<string, Page> = {
  '/cashless': CashlessStatusPage,
  '/cashless/apply': DocumentsStepPage,
  '/cashless/identification': IdentificationStepPage,
  '/cashless/commitments': CommitmentsStepPage,
  '/cashless/success': SuccessPage,
  '/providers': ProvidersPage,
  '/providers/map': ProviderMapPage,
};

const OWN_PREFIXES = ['/cashless', '/providers'];

export function isOwnPath(path: string): boolean {
  return OWN_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

export function CashlessRoutes({ channel, http }: RemoteAppProps) {
  const { path } = useHashLocation();
  const Page = ROUTES[path];
  if (Page) return <Page channel={channel} http={http} />;
  return isOwnPath(path) ? <NotFoundPage /> : null;
}
