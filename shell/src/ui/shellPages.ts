import { lazy } from 'react';

// Every page but login loads on first use (docs/architecture.md decision 5: the login page's weight).
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
export const UnlockPage = lazy(() => import('./pages/UnlockPage').then((m) => ({ default: m.UnlockPage })));
