import { lazy } from 'react';
import type { RouteTable } from '@sencare/shared/kit';
import { MembersPage } from './features/members/MembersPage';

// The members list is the entry screen and stays in the exposed chunk; the others (react-hook-form
// and the form's zod schema among them) load when first opened.
const MemberPage = lazy(() => import('./features/member/MemberPage').then((m) => ({ default: m.MemberPage })));
const NewMemberPage = lazy(() => import('./features/newMember/NewMemberPage').then((m) => ({ default: m.NewMemberPage })));
const ImportPage = lazy(() => import('./features/import/ImportPage').then((m) => ({ default: m.ImportPage })));
const ClaimsOverviewPage = lazy(() => import('./features/claims/ClaimsOverviewPage').then((m) => ({ default: m.ClaimsOverviewPage })));
const UsersPage = lazy(() => import('./features/users/UsersPage').then((m) => ({ default: m.UsersPage })));
const UserPage = lazy(() => import('./features/users/UserPage').then((m) => ({ default: m.UserPage })));
const NewUserPage = lazy(() => import('./features/users/NewUserPage').then((m) => ({ default: m.NewUserPage })));
const MePage = lazy(() => import('./features/me/MePage').then((m) => ({ default: m.MePage })));

/** Canonical routes (docs/portals.md "Employer HR and broker"), the first is the entry screen. */
export const ROUTES: RouteTable = {
  '/hr': (q) => <MembersPage query={q} />,
  '/hr/member': (q) => <MemberPage id={q.id ?? ''} />,
  '/hr/member/new': () => <NewMemberPage />,
  '/hr/import': () => <ImportPage />,
  '/hr/claims': (q) => <ClaimsOverviewPage query={q} />,
  '/hr/users': (q) => <UsersPage sort={q.sort} />,
  '/hr/user': (q) => <UserPage id={q.id ?? ''} />,
  '/hr/user/new': () => <NewUserPage />,
  '/hr/me': () => <MePage />,
};
