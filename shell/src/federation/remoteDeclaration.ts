import type { RemoteRoutes } from '../routing/remoteRouteBook';
import { ROLES, type RemoteTab, type Role } from '../routing/roles';

/** A remote's name in the page's languages (its src/remote.json `title`). */
export interface RemoteTitle {
  en: string;
  vi: string;
}

export interface RemoteDeclaration {
  routes: RemoteRoutes;
  title: RemoteTitle | null;
}

const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * What a remote's manifest says about its paths and name (metaData.sencare, written by
 * shared/build/remoteDeclaration.mjs). A manifest is data from another team's release: anything
 * malformed is left out rather than trusted, and a remote that declares no prefixes owns no path.
 */
export function declarationOf(manifest: unknown): RemoteDeclaration {
  const sencare = (manifest as { metaData?: { sencare?: Record<string, unknown> } } | null)?.metaData?.sencare ?? {};
  const prefixes = Array.isArray(sencare.prefixes) ? sencare.prefixes.filter(isPath) : [];
  const declaredAliases = sencare.aliases && typeof sencare.aliases === 'object' ? Object.entries(sencare.aliases as Record<string, unknown>) : [];
  const aliases = Object.fromEntries(declaredAliases.filter((pair): pair is [string, string] => isPath(pair[0]) && isPath(pair[1])));
  const title = titleOf(sencare.title);
  const inside = (path: unknown): path is string => isPath(path) && prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const declaredRoles = Array.isArray(sencare.roles) ? sencare.roles.filter((role): role is Role => (ROLES as readonly unknown[]).includes(role)) : [];
  const roles = declaredRoles.length > 0 ? declaredRoles : ['customer' as const];
  // Home and tabs only for another role's app, and only inside the remote's own prefixes.
  const ownApp = !roles.includes('customer');
  const home = ownApp && inside(sencare.home) ? sencare.home : null;
  const tabs = ownApp && Array.isArray(sencare.tabs) ? sencare.tabs.flatMap((tab) => tabOf(tab, inside)) : [];
  const frame = ownApp && sencare.frame === 'wide' ? ('wide' as const) : ('phone' as const);
  return { routes: { prefixes, aliases, roles, home, tabs, frame }, title };
}

function titleOf(value: unknown): RemoteTitle | null {
  const title = value as Partial<Record<keyof RemoteTitle, unknown>> | undefined;
  const en = text(title?.en);
  const vi = text(title?.vi);
  return en && vi ? { en, vi } : null;
}

function tabOf(value: unknown, inside: (path: unknown) => path is string): RemoteTab[] {
  const tab = value as { path?: unknown; icon?: unknown; label?: unknown } | null;
  const label = titleOf(tab?.label);
  if (!tab || !inside(tab.path) || !label || typeof tab.icon !== 'string') return [];
  return [{ path: tab.path, icon: tab.icon, label }];
}

/** The title in the page's i18next language ('vi-VN' or 'en'), else the remote's name. */
export function titleIn(title: RemoteTitle | null, language: string, fallback: string): string {
  if (!title) return fallback;
  return language.startsWith('vi') ? title.vi : title.en;
}
