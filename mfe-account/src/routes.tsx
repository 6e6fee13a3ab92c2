import type { RouteAliases, RouteTable } from '@sencare/shared/kit';
import { ChangePinPage } from './features/pin/ChangePinPage';
import { FaqPage } from './features/faq/FaqPage';
import { MessagesPage } from './features/messages/MessagesPage';
import { MinePage } from './features/mine/MinePage';
import { PasswordPage } from './features/password/PasswordPage';
import { SettingsPage } from './features/settings/SettingsPage';

/** Canonical routes (remote brief), the first is the entry screen. */
export const ROUTES: RouteTable = {
  '/mine': () => <MinePage />,
  '/settings': () => <SettingsPage />,
  '/password': () => <PasswordPage />,
  '/pin/change': () => <ChangePinPage />,
  '/messages': () => <MessagesPage />,
  '/faq': () => <FaqPage />,
};

const rebuild = (page: string) => `/pages/ui-rebuild/${page}/${page}`;
const old = (page: string) => `/pages/${page}/${page}`;

/** Spec §2 paths of this remote's screens, in case the shell mounts us without rewriting the hash. */
export const ALIASES: RouteAliases = {
  [old('mine')]: '/mine',
  [old('personal-center')]: '/mine',
  [rebuild('personal-center')]: '/mine',
  [old('setting')]: '/settings',
  [rebuild('setting')]: '/settings',
  [old('change-password')]: '/password',
  [rebuild('change-password')]: '/password',
  [old('change-pin')]: '/pin/change',
  [old('message')]: '/messages',
  [rebuild('FAQ')]: '/faq',
};
