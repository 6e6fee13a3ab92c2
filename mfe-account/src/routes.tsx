import { lazy } from 'react';
import type { RouteTable } from '@sencare/shared/kit';
import { MinePage } from './features/mine/MinePage';

// Mine is the entry screen and stays in the exposed chunk; the others (the forms' react-hook-form and
// zod schemas among them) load when first opened, as in mfe-claims/src/routes.tsx.
const AccessLogPage = lazy(() => import('./features/access-log/AccessLogPage').then((m) => ({ default: m.AccessLogPage })));
const BiometricPage = lazy(() => import('./features/biometric/BiometricPage').then((m) => ({ default: m.BiometricPage })));
const ChangePinPage = lazy(() => import('./features/pin/ChangePinPage').then((m) => ({ default: m.ChangePinPage })));
const ConsentsPage = lazy(() => import('./features/consents/ConsentsPage').then((m) => ({ default: m.ConsentsPage })));
const FaqPage = lazy(() => import('./features/faq/FaqPage').then((m) => ({ default: m.FaqPage })));
const MessagesPage = lazy(() => import('./features/messages/MessagesPage').then((m) => ({ default: m.MessagesPage })));
const ClosePage = lazy(() => import('./features/mydata/ClosePage').then((m) => ({ default: m.ClosePage })));
const CorrectionPage = lazy(() => import('./features/mydata/CorrectionPage').then((m) => ({ default: m.CorrectionPage })));
const MyDataPage = lazy(() => import('./features/mydata/MyDataPage').then((m) => ({ default: m.MyDataPage })));
const PasswordPage = lazy(() => import('./features/password/PasswordPage').then((m) => ({ default: m.PasswordPage })));
const SettingsPage = lazy(() => import('./features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));

/** Canonical routes (remote brief), the first is the entry screen. */
export const ROUTES: RouteTable = {
  '/mine': () => <MinePage />,
  '/settings': () => <SettingsPage />,
  '/password': () => <PasswordPage />,
  '/pin/change': () => <ChangePinPage />,
  '/biometric': () => <BiometricPage />,
  '/messages': () => <MessagesPage />,
  '/faq': () => <FaqPage />,
  '/mine/access-log': () => <AccessLogPage />,
  '/mydata': () => <MyDataPage />,
  '/mydata/correction': () => <CorrectionPage />,
  '/mydata/close': () => <ClosePage />,
  '/consents': () => <ConsentsPage />,
};
