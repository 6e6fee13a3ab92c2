import { CACHE_NAMES } from './cachingRules';
import { SIGNED_OUT, type WorkerState } from './workerPolicy';

/**
 * Who is signed in, as the worker last heard it from the page (workerPolicy.ts). Kept in Cache
 * Storage as well as in memory: the browser stops an idle worker, and the next request it wakes
 * for must still know whose remotes it may keep.
 */
const KEY = 'https://sencare.invalid/worker-state';
let remembered: WorkerState | null = null;

type StateCaches = { open(name: string): Promise<Pick<Cache, 'match' | 'put'>> };

export async function readWorkerState(caches: StateCaches): Promise<WorkerState> {
  if (remembered) return remembered;
  const stored = await (await caches.open(CACHE_NAMES.state)).match(KEY);
  const json = (await stored?.json().catch(() => null)) as Partial<WorkerState> | null | undefined;
  remembered = json && (json.role === null || typeof json.role === 'string') && Array.isArray(json.roots) ? { role: json.role, roots: json.roots } : SIGNED_OUT;
  return remembered;
}

export async function writeWorkerState(caches: StateCaches, state: WorkerState): Promise<void> {
  remembered = { role: state.role, roots: [...state.roots] };
  await (await caches.open(CACHE_NAMES.state)).put(KEY, new Response(JSON.stringify(remembered), { headers: { 'content-type': 'application/json' } }));
}

/** A remote of the person's role showed its manifest: its files may be kept from now on. */
export async function allowRemoteRoot(caches: StateCaches, root: string): Promise<void> {
  const state = await readWorkerState(caches);
  if (!state.roots.includes(root)) await writeWorkerState(caches, { ...state, roots: [...state.roots, root].sort() });
}
