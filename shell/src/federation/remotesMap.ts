/**
 * What the shell makes of /remotes.json (docs/deploying.md "The remotes map", "Canary releases"):
 * the entries it can use, and for a remote running a canary, which of its two entries this device
 * loads. The pick is a hash of a random device id and the remote's name, so a device keeps its
 * side of a canary at every start, and a share of 10 % is the same tenth of devices for as long as
 * it runs (raising the share keeps them in). The id is made on the device and never sent anywhere:
 * the only thing the API learns is which release a page loaded, in its telemetry.
 */

/** A remote's name in /remotes.json: it becomes part of element ids, app names and URLs. */
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
/** A manifest URL the shell loads: on this origin, or https. */
const USABLE_URL = /^(\/[^/]|https:\/\/)/;
/** The map's canaries section, written by the release tooling (scripts/release/canary.mjs). */
export const CANARIES_KEY = '_canaries';
/** Buckets a device falls in per remote; a canary of p % takes the first p × 100. */
export const BUCKETS = 10_000;
const DEVICE_KEY = 'sencare-device';

/** Keeps the entries the shell can use: a safe name → a manifest URL on this origin or an https one. */
export function validMap(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('/remotes.json is not an object');
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (pair): pair is [string, string] => REMOTE_NAME.test(pair[0]) && typeof pair[1] === 'string' && USABLE_URL.test(pair[1]),
  );
  return Object.fromEntries(entries);
}

/** FNV-1a over the text, then murmur3's finaliser so every bit of the id moves the bucket. */
export function deviceBucket(device: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${device}\u0000${remote}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % BUCKETS;
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type DeviceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): DeviceStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * This device's random id, kept in localStorage (kept at sign-out: it names no one). Where storage
 * is refused (a locked-down WebView) it is new for each page, so such a device may change sides.
 */
export function deviceId(storage: DeviceStorage | null = browserStorage()): string {
  try {
    const kept = storage?.getItem(DEVICE_KEY);
    if (kept && /^[0-9a-f]{32}$/.test(kept)) return kept;
    const made = randomId();
    storage?.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return randomId();
  }
}

/**
 * The map this device runs: each remote's entry, or its canary's for a device in the canary's
 * share. A canary entry the shell could not use, for a remote the map does not name, or with a
 * share outside (0, 100) is ignored: the device loads the stable entry.
 */
export function withCanaries(map: Record<string, string>, raw: unknown, device: string): Record<string, string> {
  const section = raw && typeof raw === 'object' ? (raw as Record<string, unknown>)[CANARIES_KEY] : undefined;
  if (!section || typeof section !== 'object') return map;
  const picked = { ...map };
  for (const [remote, canary] of Object.entries(section as Record<string, unknown>)) {
    const { entry, percent } = (canary ?? {}) as { entry?: unknown; percent?: unknown };
    if (!(remote in map) || typeof entry !== 'string' || !USABLE_URL.test(entry)) continue;
    if (typeof percent !== 'number' || !(percent > 0 && percent < 100)) continue;
    if (deviceBucket(device, remote) < Math.round(percent * (BUCKETS / 100))) picked[remote] = entry;
  }
  return picked;
}
