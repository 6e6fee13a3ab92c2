import type { RemoteRoutes } from '../routing/remoteRouteBook';

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
  const title = sencare.title as Partial<Record<keyof RemoteTitle, unknown>> | undefined;
  const en = text(title?.en);
  const vi = text(title?.vi);
  return { routes: { prefixes, aliases }, title: en && vi ? { en, vi } : null };
}

/** The title in the page's i18next language ('vi-VN' or 'en'), else the remote's name. */
export function titleIn(title: RemoteTitle | null, language: string, fallback: string): string {
  if (!title) return fallback;
  return language.startsWith('vi') ? title.vi : title.en;
}
