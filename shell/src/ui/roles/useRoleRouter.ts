import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sencare/shared/channel';
import { useSessionState } from '@sencare/shared/ui';
import { routeBook } from '../../routing/remoteRouteBook';
import { isTabRoute, resolveRoute, type Resolved, type ShellScreen } from '../../routing/routeTable';
import { roleOf, type FrameWidth } from '../../routing/roles';
import type { SessionController } from '../../session/sessionController';
import { customerTabs, declaredTabs, type Tab } from '../frame/TabBar';

/** What the frame shows for a path: one of the shell's screens, not found, or nothing (a remote's, or still waiting). */
export type FrameScreen = ShellScreen | 'notFound' | null;

export interface RoleRoute {
  resolved: Resolved;
  screen: FrameScreen;
  /** Another role's Home is its app's home: until the remote's routes are known there is nothing to show but loading. */
  waitingForRoleApp: boolean;
  /** Where Home goes for an assessor or a provider's staff, once the gate lets them through. */
  roleHome: string | undefined;
  tabs: Tab[];
  isTab: boolean;
  /** The role app's declared width (customers: the phone column). */
  frame: FrameWidth;
}

/** The unread count on Mine's tab (live updates, home and mfe-account all report it to the session). */
function useUnreadCount(session: SessionController): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    const sub = session.unread$.subscribe(setUnread);
    return () => sub.unsubscribe();
  }, [session]);
  return unread;
}

/**
 * The role router: a policyholder gets the shell's Home and Mine and the customer remotes; an
 * assessor or a provider's staff lands in the app of the remote declaring their role, with that
 * remote's tabs (docs/portals.md).
 */
export function useRoleRouter(session: SessionController, path: string, canonical: string, redirecting: boolean, language: Language): RoleRoute {
  const { t } = useTranslation();
  const unread = useUnreadCount(session);
  const role = roleOf(useSessionState(session.channel, (state) => state.user));
  const roleApp = routeBook.appFor(role);
  const roleHome = role !== 'customer' && canonical === '/home' && !redirecting ? roleApp?.home : undefined;
  const resolved = resolveRoute(path, routeBook, role);
  const tabs = role === 'customer' ? customerTabs(t, unread) : declaredTabs(roleApp?.tabs ?? [], language === 'vi_VN' ? 'vi' : 'en');
  const isTab = role === 'customer' ? isTabRoute(path) : tabs.some((tab) => tab.path === path);
  const waitingForRoleApp = role !== 'customer' && resolved.kind === 'shell' && resolved.screen === 'home';
  const screen = waitingForRoleApp ? null : resolved.kind === 'shell' ? resolved.screen : resolved.kind === 'notFound' ? 'notFound' : null;
  return { resolved, screen, waitingForRoleApp, roleHome, tabs, isTab, frame: roleApp?.frame ?? 'phone' };
}
