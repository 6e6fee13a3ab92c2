import type { ComponentType } from 'react';
import { useHashLocation } from '@sencare/shared/routing';
import { NotFoundView } from './common/NotFoundView';
import { ChangePinPage } from './features/pin/ChangePinPage';
import { FaqPage } from './features/faq/FaqPage';
import { MessagesPage } from './features/messages/MessagesPage';
import { MinePage } from './features/mine/MinePage';
import { PasswordPage } from './features/password/PasswordPage';
import { SettingsPage } from './features/settings/SettingsPage';

/** Canonical routes (remote brief) → page. */
export const ROUTES: Record<string, ComponentType> = {
  '/mine': MinePage,
  '/settings': SettingsPage,
  '/password': PasswordPage,
  '/pin/change': ChangePinPage,
  '/messages': MessagesPage,
  '/faq': FaqPage,
};

const rebuild = (page: string) => `/pages/ui-rebuild/${page}/${page}`;
const old = (page: string) => `/pages/${page}/${page}`;

/** Spec §2 paths of this remote's screens, in case the shell mounts us without rewriting the hash. */
export const ALIASES: Record<string, string> = {
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

const PREFIXES = Object.keys(ROUTES);

export type RouteMatch = { kind: 'page'; Page: ComponentType } | { kind: 'notFound' } | { kind: 'notOurs' };

export function matchRoute(path: string): RouteMatch {
  const canonical = ALIASES[path] ?? path;
  const Page = ROUTES[canonical];
  if (Page) return { kind: 'page', Page };
  if (PREFIXES.some((p) => canonical.startsWith(`${p}/`))) return { kind: 'notFound' };
  return { kind: 'notOurs' };
}

/** Renders only for this remote's paths; an unknown path under one of its prefixes is not-found. */
export function AccountRoutes() {
  const { path } = useHashLocation();
  const match = matchRoute(path);
  if (match.kind === 'notOurs') return null;
  if (match.kind === 'notFound') return <NotFoundView />;
  return <match.Page key={path} />;
}
