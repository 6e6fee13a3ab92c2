import { lazy } from 'react';

// Every page but login and unlock loads on first use (docs/architecture.md decision 5: the login
// page's weight). The unlock page is a signed-in start's first screen: in main.js (1 KB br) it is
// drawn in the first render, with no chunk to wait for (docs/architecture.md "Nothing the first
// screen does not need starts before it is drawn").
export const HomePage = lazy(() => import('./pages/HomePage'));
export const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
export const ForgotAccountPage = lazy(() => import('./pages/ForgotAccountPage').then((m) => ({ default: m.ForgotAccountPage })));
export const PrivacyPage = lazy(() => import('./pages/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
export const SetPinPage = lazy(() => import('./pages/SetPinPage').then((m) => ({ default: m.SetPinPage })));
export const VerifyPage = lazy(() => import('./pages/VerifyPage').then((m) => ({ default: m.VerifyPage })));
export const ResetPinPage = lazy(() => import('./pages/ResetPinPage').then((m) => ({ default: m.ResetPinPage })));
// Lazy like the other forms: its PIN rule would bring zod onto the login page (docs/architecture.md, login weight).
export const ConsentPage = lazy(() => import('./pages/ConsentPage').then((m) => ({ default: m.ConsentPage })));
export const OfflinePinPage = lazy(() => import('./pages/OfflinePinPage').then((m) => ({ default: m.OfflinePinPage })));
export { UnlockPage } from './pages/UnlockPage';
