import { lazy } from 'react';
import type { RouteTable } from '@sencare/shared/kit';
import { LookupPage } from './features/lookup/LookupPage';

// The lookup is the entry screen and stays in the exposed chunk; the others (react-hook-form, zod,
// jsQR is the lookup's) load when first opened.
const PatientPage = lazy(() => import('./features/patient/PatientPage').then((m) => ({ default: m.PatientPage })));
const NewGopPage = lazy(() => import('./features/gopNew/NewGopPage').then((m) => ({ default: m.NewGopPage })));
const GopListPage = lazy(() => import('./features/gops/GopListPage').then((m) => ({ default: m.GopListPage })));
const GopDetailPage = lazy(() => import('./features/gop/GopDetailPage').then((m) => ({ default: m.GopDetailPage })));
const MePage = lazy(() => import('./features/me/MePage').then((m) => ({ default: m.MePage })));
const DoctorsPage = lazy(() => import('./features/doctors/DoctorsPage').then((m) => ({ default: m.DoctorsPage })));
const DoctorPage = lazy(() => import('./features/doctors/DoctorPage').then((m) => ({ default: m.DoctorPage })));
const VerifyPage = lazy(() => import('./features/verify/VerifyPage').then((m) => ({ default: m.VerifyPage })));
const NewDoctorPage = lazy(() => import('./features/doctors/NewDoctorPage').then((m) => ({ default: m.NewDoctorPage })));

/** Canonical routes (docs/portals.md "Remotes"), the first is the entry screen. */
export const ROUTES: RouteTable = {
  '/provider': () => <LookupPage />,
  '/provider/patient': (q) => <PatientPage card={q.card ?? ''} />,
  '/provider/gops': (q) => <GopListPage status={q.status} sort={q.sort} />,
  '/provider/gop': (q) => <GopDetailPage id={q.id ?? ''} />,
  '/provider/gop/new': (q) => <NewGopPage card={q.card ?? ''} />,
  '/provider/verify': () => <VerifyPage />,
  '/provider/me': () => <MePage />,
  '/provider/doctors': (q) => <DoctorsPage query={q} />,
  '/provider/doctor': (q) => <DoctorPage id={q.id ?? ''} />,
  '/provider/doctor/new': () => <NewDoctorPage />,
};
