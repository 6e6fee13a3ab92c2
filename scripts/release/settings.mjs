// Where releases live and how many are kept: read from the environment so the same commands
// work on a laptop (data/releases), in CI and against the production volume (docs/deploying.md).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Each remote's release folder: `<version>-<10 hex of the content hash>`; api/src/gateway.ts and
 * deploy/nginx/gateway.conf accept exactly this shape, so nothing else in the folder is served. */
export const RELEASE_ID = /^[0-9]+\.[0-9]+\.[0-9]+(?:-[0-9A-Za-z.-]+)?-[0-9a-f]{10}$/;

export const MAP_FILE = 'remotes.json';

function count(value, fallback, name) {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name}=${value}: expected a whole number ≥ 0`);
  return n;
}

export function releaseSettings(env = process.env) {
  return {
    /** RELEASES_DIR, relative to the repository root like the gateway's (api/src/config.ts). */
    dir: path.resolve(REPO_ROOT, env.RELEASES_DIR || path.join('data', 'releases')),
    /** Newest releases kept per remote, besides the current one and the rollback target. */
    keep: count(env.RELEASES_KEEP, 5, 'RELEASES_KEEP'),
    /** A release that stopped being current less than this long ago is kept: open pages load its chunks. */
    graceHours: count(env.RELEASES_GRACE_HOURS, 24, 'RELEASES_GRACE_HOURS'),
    /** URL under which the gateway serves RELEASES_DIR/<remote>/ (the map's entries start with it). */
    urlPrefix: (env.RELEASES_URL_PREFIX || '/mfe').replace(/\/+$/, ''),
    /**
     * RELEASES_BASE_MAP: the map of every remote's default entry, deploy/remotes.json unless set. A
     * gateway that serves the releases map as a file (nginx) has no defaults of its own to add, so
     * the written map is always this one with the released entries on top: a release made without
     * the variable can no longer write a map of one remote. (The Node gateway adds its own defaults
     * under the file's entries, which are the same URLs.)
     */
    baseMap: path.resolve(REPO_ROOT, env.RELEASES_BASE_MAP || path.join('deploy', 'remotes.json')),
  };
}
