import type { RouteTable } from '@sencare/shared/kit';
import { AccessLogPage } from './features/access-log/AccessLogPage';
import { BiometricPage } from './features/biometric/BiometricPage';
import { ChangePinPage } from './features/pin/ChangePinPage';
import { ConsentsPage } from './features/consents/ConsentsPage';
import { FaqPage } from './features/faq/FaqPage';
import { MessagesPage } from './features/messages/MessagesPage';
import { MinePage } from './features/mine/MinePage';
import { ClosePage } from './features/mydata/ClosePage';
import { CorrectionPage } from './features/mydata/CorrectionPage';
import { MyDataPage } from './features/mydata/MyDataPage';
import { PasswordPage } from './features/password/PasswordPage';
import { SettingsPage } from './features/settings/SettingsPage';

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
