// The release store of one remote (docs/deploying.md "What a release is"):
//   RELEASES_DIR/remotes.json                 the map the gateway serves as /remotes.json
//   RELEASES_DIR/<remote>/<version>-<hash>/   immutable release folders (a build's whole output)
//   RELEASES_DIR/<remote>/releases.json       when each was published / stopped being current,
//                                             and the stack of map values rollback returns to
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentHash, readJson, withLock, writeJsonAtomic } from './files.mjs';
import { releasesToRemove } from './prune.mjs';
import { MAP_FILE, RELEASE_ID } from './settings.mjs';

const STATE_FILE = 'releases.json';
/** Rollback depth; older switches are forgotten (their folders may still be kept by prune). */
const MAX_STACK = 50;

export function createStore(settings, remote) {
  const remoteDir = path.join(settings.dir, remote);
  const mapPath = path.join(settings.dir, MAP_FILE);
  const statePath = path.join(remoteDir, STATE_FILE);
  const urlOf = (id) => `${settings.urlPrefix}/${remote}/${id}/mf-manifest.json`;
  const idOf = (url) => {
    const prefix = `${settings.urlPrefix}/${remote}/`;
    if (typeof url !== 'string' || !url.startsWith(prefix) || !url.endsWith('/mf-manifest.json')) return null;
    const id = url.slice(prefix.length, -'/mf-manifest.json'.length);
    return RELEASE_ID.test(id) ? id : null;
  };

  async function load() {
    const base = settings.baseMap ? await readJson(settings.baseMap, null) : {};
    if (base === null) throw new Error(`RELEASES_BASE_MAP=${settings.baseMap} cannot be read: the map was not changed`);
    const written = await readJson(mapPath, {});
    // With a base map, the file also holds every unreleased remote's default; those are re-read
    // from the base at each write, so a default changed there is picked up.
    const map = settings.baseMap ? releasedEntries(written, settings.urlPrefix) : written;
    const state = await readJson(statePath, { releases: {}, stack: [] });
    // The map is written first (below), so after a crash between the two writes the map is the truth.
    return { map, state, base, current: map[remote] ?? null };
  }

  async function save(map, state, base) {
    const next = { ...base, ...map };
    // A gateway that serves the file as written (nginx) would lose a remote the new map leaves out:
    // every open page and every start would say "this page does not exist" for its screens.
    // (This remote's own entry may go: a rollback to its default with no base map, for the Node gateway.)
    const dropped = Object.keys(await readJson(mapPath, {})).filter((name) => !(name in next) && name !== remote);
    if (dropped.length > 0) {
      throw new Error(`the new map would drop ${dropped.join(', ')} (in ${mapPath}, not in ${settings.baseMap ? `RELEASES_BASE_MAP=${settings.baseMap}` : 'a base map: set RELEASES_BASE_MAP'}): the map was not changed`);
    }
    await writeJsonAtomic(mapPath, next);
    await writeJsonAtomic(statePath, state);
  }

  /** Points the map at `url` (null = no entry: the gateway's default, the dist build). */
  function switchTo(map, state, url, now) {
    const current = map[remote] ?? null;
    if (state.stack.length === 0) state.stack.push(current);
    const retiring = idOf(current);
    if (retiring && current !== url && state.releases[retiring]) state.releases[retiring].retiredAt = now;
    const next = idOf(url);
    if (next && state.releases[next]) delete state.releases[next].retiredAt;
    if (url === null) delete map[remote];
    else map[remote] = url;
  }

  async function prune(map, state, now) {
    const onDisk = (await fs.readdir(remoteDir, { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isDirectory() && RELEASE_ID.test(entry.name))
      .map((entry) => entry.name);
    const removed = releasesToRemove({ onDisk, state, currentId: idOf(map[remote] ?? null), rollbackId: idOf(rollbackTarget(state, map[remote] ?? null)), settings, now });
    for (const id of removed) {
      await fs.rm(path.join(remoteDir, id), { recursive: true, force: true });
      delete state.releases[id];
    }
    return removed;
  }

  return {
    remoteDir,
    mapPath,
    urlOf,
    idOf,

    /** Moves a finished build (a staging folder inside remoteDir: it is consumed) into its release folder and makes it current. */
    async publish(buildDir, { version, label = null, now = new Date().toISOString() }) {
      for (const required of ['mf-manifest.json', 'remoteEntry.js']) {
        await fs.access(path.join(buildDir, required)).catch(() => {
          throw new Error(`${buildDir} has no ${required}: not a remote's build output`);
        });
      }
      const id = `${version.replace(/[^0-9A-Za-z.-]/g, '-')}-${(await contentHash(buildDir)).slice(0, 10)}`;
      const target = path.join(remoteDir, id);
      // Same content, same id: an existing folder already holds exactly these bytes and is reused
      // (rename refuses to replace a non-empty folder, so a concurrent twin cannot be clobbered).
      const existed = await fs.rename(buildDir, target).then(
        () => false,
        (error) => {
          if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') return true;
          throw error;
        },
      );
      if (existed) await fs.rm(buildDir, { recursive: true, force: true });
      return withLock(settings.dir, async () => {
        const { map, state, base } = await load();
        state.releases[id] = { version, label, publishedAt: state.releases[id]?.publishedAt ?? now };
        switchTo(map, state, urlOf(id), now);
        if (state.stack.at(-1) !== urlOf(id)) state.stack.push(urlOf(id));
        state.stack = state.stack.slice(-MAX_STACK);
        const removed = await prune(map, state, now);
        await save(map, state, base);
        return { id, url: urlOf(id), reused: existed, removed };
      });
    },

    /** Points the map back at what it pointed to before the last release (or rollback). */
    async rollback({ now = new Date().toISOString() } = {}) {
      return withLock(settings.dir, async () => {
        const { map, state, base, current } = await load();
        if (state.stack.at(-1) === current) state.stack.pop();
        if (state.stack.length === 0) throw new Error(`${remote}: nothing to roll back to (no earlier release recorded in ${statePath})`);
        const target = state.stack.at(-1);
        const targetId = idOf(target);
        if (targetId && !(await fs.access(path.join(remoteDir, targetId)).then(() => true, () => false))) {
          throw new Error(`${remote}: the previous release ${targetId} has been removed (RELEASES_KEEP=${settings.keep}); release it again instead`);
        }
        switchTo(map, state, target, now);
        const removed = await prune(map, state, now);
        await save(map, state, base);
        return { from: current, to: target, toId: targetId, removed };
      });
    },

    /** Every release folder of this remote, newest first, with the current one marked. */
    async list() {
      const { map, state, current } = await load();
      const ids = (await fs.readdir(remoteDir, { withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isDirectory() && RELEASE_ID.test(entry.name))
        .map((entry) => entry.name);
      const rollbackId = idOf(rollbackTarget(state, current));
      const rows = ids.map((id) => ({ id, ...state.releases[id], current: idOf(current) === id, rollbackTarget: rollbackId === id }));
      rows.sort((a, b) => String(b.publishedAt ?? '').localeCompare(String(a.publishedAt ?? '')));
      return { current, currentIsRelease: idOf(current) !== null, rollbackTo: rollbackTarget(state, current), rows, mapExists: Object.keys(map).length > 0 };
    },
  };
}

/** What `rollback` would point the map at now: undefined when there is nothing earlier. */
export function rollbackTarget(state, current) {
  const stack = state.stack.at(-1) === current ? state.stack.slice(0, -1) : state.stack;
  return stack.length > 0 ? stack.at(-1) : undefined;
}

/** The entries of a map that point at a release folder of their own remote. */
export function releasedEntries(map, urlPrefix) {
  return Object.fromEntries(
    Object.entries(map).filter(([name, url]) => {
      const prefix = `${urlPrefix}/${name}/`;
      return typeof url === 'string' && url.startsWith(prefix) && url.endsWith('/mf-manifest.json') && RELEASE_ID.test(url.slice(prefix.length, -'/mf-manifest.json'.length));
    }),
  );
}
