import { lazy } from 'react';
import type { RouteTable } from '@sencare/shared/kit';
import { ClientsPage } from './features/clients/ClientsPage';

// The clients list is the entry screen and stays in the exposed chunk; the others (react-hook-form
// and the forms' zod schemas among them) load when first opened, as in mfe-hr/src/routes.tsx.
const ClientPage = lazy(() => import('./features/client/ClientPage').then((m) => ({ default: m.ClientPage })));
const RenewalsPage = lazy(() => import('./features/renewals/RenewalsPage').then((m) => ({ default: m.RenewalsPage })));
const AgenciesPage = lazy(() => import('./features/agencies/AgenciesPage').then((m) => ({ default: m.AgenciesPage })));
const AgencyPage = lazy(() => import('./features/agencies/AgencyPage').then((m) => ({ default: m.AgencyPage })));
const NewAgencyPage = lazy(() => import('./features/agencies/NewAgencyPage').then((m) => ({ default: m.NewAgencyPage })));
const AgentsPage = lazy(() => import('./features/agents/AgentsPage').then((m) => ({ default: m.AgentsPage })));
const AgentPage = lazy(() => import('./features/agents/AgentPage').then((m) => ({ default: m.AgentPage })));
const NewAgentPage = lazy(() => import('./features/agents/NewAgentPage').then((m) => ({ default: m.NewAgentPage })));
const MePage = lazy(() => import('./features/me/MePage').then((m) => ({ default: m.MePage })));

/** Canonical routes (docs/portals.md "Employer HR and broker"), the first is the entry screen. */
export const ROUTES: RouteTable = {
  '/broker': (q) => <ClientsPage sort={q.sort} />,
  '/broker/client': (q) => <ClientPage id={q.id ?? ''} />,
  '/broker/renewals': (q) => <RenewalsPage query={q} />,
  '/broker/agencies': (q) => <AgenciesPage sort={q.sort} />,
  '/broker/agency': (q) => <AgencyPage id={q.id ?? ''} />,
  '/broker/agency/new': () => <NewAgencyPage />,
  '/broker/agents': (q) => <AgentsPage query={q} />,
  '/broker/agent': (q) => <AgentPage id={q.id ?? ''} />,
  '/broker/agent/new': (q) => <NewAgentPage agency={q.agency} />,
  '/broker/me': () => <MePage />,
};
