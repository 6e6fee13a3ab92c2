/**
 * Which remotes the service worker (serviceWorker.ts) may keep on the phone, as pure functions so
 * they are tested without a browser (workerPolicy.test.ts). The worker keeps only what the person
 * on the phone can open:
 *
 * - before sign-in, nothing of any remote (the login page's own files only);
 * - signed in, the remotes whose src/remote.json lists the person's role (no `roles` there means
 *   a policyholder's remote), never the staff portals on a policyholder's phone or the reverse;
 * - of a kept remote, its entry and its own modules, never its fallback copies of what the shell
 *   provides (React, react-dom, i18next, zod, TanStack Query, the kernel with the remote kit and the
 *   UI kit with antd-mobile: the page always runs the shell's). The libraries remotes share among
 *   themselves (react-hook-form and its resolver) have no copy in the shell: which remote's copy
 *   the page runs depends on which remote starts first, so a remote never opened online needs its
 *   own to start offline, and those are kept (e2e/tests/offline.spec.ts opens such a remote with
 *   no signal).
 */

/** What a remote's mf-manifest.json says about itself (shared/build/federation.mjs declareRemote). */
export interface RemoteManifestLike {
  metaData?: { sencare?: { roles?: unknown } };
}

/** What the page tells the worker (registerServiceWorker.ts), and the worker remembers. */
export interface WorkerState {
  /** The signed-in person's role, or null on the login page. */
  role: string | null;
  /** `/mfe/<name>/` of every remote that role opens (remoteRootOf). */
  roots: string[];
}

export const SIGNED_OUT: WorkerState = { role: null, roots: [] };

/** The message the page posts to the worker whenever who is signed in, or the network, changes. */
export interface KeepMessage {
  type: 'sencare:keep';
  role: string | null;
  /** False with Save-Data, on 2g/slow-2g or offline: nothing is fetched in the background. */
  fetchAhead: boolean;
  /** The login page's own files as the page loaded them (kept from the browser's HTTP cache). */
  pageFiles: string[];
  /** The shared modules the shell hands remotes (shared/build/hostShared.mjs): no remote's copy of them is kept. */
  hostShared: string[];
}

export function isKeepMessage(data: unknown): data is KeepMessage {
  const m = data as Partial<KeepMessage> | null;
  return m?.type === 'sencare:keep' && (m.role === null || typeof m.role === 'string') && typeof m.fetchAhead === 'boolean' && Array.isArray(m.pageFiles) && Array.isArray(m.hostShared);
}

/** The roles a remote serves: its declaration's `roles`, a policyholder's remote without one. */
export function rolesOfRemote(manifest: RemoteManifestLike): string[] {
  const roles = manifest.metaData?.sencare?.roles;
  return Array.isArray(roles) && roles.every((r) => typeof r === 'string') ? roles : ['customer'];
}

export function remoteOpensFor(manifest: RemoteManifestLike, role: string | null): boolean {
  return role !== null && rolesOfRemote(manifest).includes(role);
}

const REMOTE_ROOT = /^\/mfe\/[^/]+\//;

/** `/mfe/<name>/` of a remote's file (every release of it), or null for anything else. */
export function remoteRootOf(url: string): string | null {
  return REMOTE_ROOT.exec(new URL(url, 'https://x.invalid').pathname)?.[0] ?? null;
}

/** A remote's file may be kept when it belongs to a remote the signed-in role opens. */
export function mayKeepRemoteFile(url: string, state: WorkerState): boolean {
  const root = remoteRootOf(url);
  return root === null || state.roots.includes(root);
}

/** Cached remote files a new state no longer allows (another person's portal, or a sign-out). */
export function remoteFilesToDrop(cachedUrls: string[], state: WorkerState): string[] {
  return cachedUrls.filter((url) => !mayKeepRemoteFile(url, state));
}

/** Which roots of a remotes map's manifests the role opens, from the manifests' declarations. */
export function rootsForRole(manifests: { url: string; manifest: RemoteManifestLike }[], role: string | null): string[] {
  const roots = manifests.filter(({ manifest }) => remoteOpensFor(manifest, role)).map(({ url }) => remoteRootOf(url));
  return [...new Set(roots.filter((root): root is string => root !== null))].sort();
}

interface AssetLists {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
export interface FederationManifest extends RemoteManifestLike {
  metaData?: RemoteManifestLike['metaData'] & { remoteEntry?: { path?: string; name?: string } };
  shared?: { name?: string; assets?: AssetLists }[];
  exposes?: { assets?: AssetLists }[];
}

const filesOf = (a: AssetLists) => [...(a.js?.sync ?? []), ...(a.js?.async ?? []), ...(a.css?.sync ?? []), ...(a.css?.async ?? [])];

/**
 * The files of a remote's release worth keeping: its entry, the chunks of its exposed modules and
 * its copies of the libraries remotes share among themselves; never its copies of what the shell
 * provides (`hostShared`), which the page never runs.
 */
export function releaseFilesOf(manifestUrl: string, manifest: FederationManifest, hostShared: ReadonlySet<string>): { entry: string | null; chunks: string[] } {
  const entry = manifest.metaData?.remoteEntry;
  // publicPath 'auto' (shared/build/federation.mjs): chunks sit beside the entry.
  const base = new URL(entry?.path ? `${entry.path.replace(/\/$/, '')}/` : './', manifestUrl);
  const shared = manifest.shared ?? [];
  const shellsCopies = new Set(shared.filter((m) => hostShared.has(m.name ?? '')).flatMap((m) => filesOf(m.assets ?? {})));
  const remotesCopies = shared.filter((m) => !hostShared.has(m.name ?? '')).flatMap((m) => filesOf(m.assets ?? {}));
  const own = new Set([...(manifest.exposes ?? []).flatMap((m) => filesOf(m.assets ?? {})), ...remotesCopies].filter((name) => !shellsCopies.has(name)));
  return { entry: entry?.name ? new URL(entry.name, base).href : null, chunks: [...own].map((name) => new URL(name, base).href).sort() };
}
