// The release store of one remote (docs/deploying.md "What a release is", "Canary releases"):
//   RELEASES_DIR/remotes.json                 the map the gateway serves as /remotes.json, with the
//                                             running canaries under `_canaries` (./canary.mjs)
//   RELEASES_DIR/<remote>/<version>-<hash>/   immutable release folders (a build's whole output)
//   RELEASES_DIR/<remote>/releases.json       when each was published / stopped being served, the
//                                             stack of map values rollback returns to, the canary
//   RELEASES_DIR/<remote>/history.jsonl       every decision, one line each (./history.mjs)
import fs from 'node:fs/promises';
import path from 'node:path';
import { CANARIES_KEY } from './canary.mjs';
import { contentHash, readJson, withLock, writeJsonAtomic } from './files.mjs';
import { appendHistory, readHistory } from './history.mjs';
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
  const exists = (id) => fs.access(path.join(remoteDir, id)).then(() => true, () => false);

  async function load() {
    const base = settings.baseMap ? await readJson(settings.baseMap, null) : {};
    if (base === null) throw new Error(`RELEASES_BASE_MAP=${settings.baseMap} cannot be read: the map was not changed`);
    const { [CANARIES_KEY]: writtenCanaries, ...written } = await readJson(mapPath, {});
    // With a base map, the file also holds every unreleased remote's default; those are re-read
    // from the base at each write, so a default changed there is picked up.
    const map = settings.baseMap ? releasedEntries(written, settings.urlPrefix) : written;
    const canaries = writtenCanaries && typeof writtenCanaries === 'object' && !Array.isArray(writtenCanaries) ? { ...writtenCanaries } : {};
    const state = await readJson(statePath, { releases: {}, stack: [] });
    // The map is written first (below), so after a crash between the two writes the map is the truth.
    const canaryId = idOf(canaries[remote]?.entry);
    const canary = canaryId ? { id: canaryId, url: canaries[remote].entry, percent: canaries[remote].percent, startedAt: state.canary?.id === canaryId ? state.canary.startedAt : null } : null;
    const baseEntries = { ...base };
    delete baseEntries[CANARIES_KEY];
    return { map, canaries, canary, state, base: baseEntries, current: map[remote] ?? null };
  }

  async function save({ map, canaries, state, base }) {
    const next = { ...base, ...map };
    if (Object.keys(canaries).length > 0) next[CANARIES_KEY] = canaries;
    // A gateway that serves the file as written (nginx) would lose a remote the new map leaves out:
    // every open page and every start would say "this page does not exist" for its screens.
    // (This remote's own entry may go: a rollback to its default with no base map, for the Node gateway.)
    const dropped = Object.keys(await readJson(mapPath, {})).filter((name) => !(name in next) && name !== remote && name !== CANARIES_KEY);
    if (dropped.length > 0) {
      throw new Error(`the new map would drop ${dropped.join(', ')} (in ${mapPath}, not in ${settings.baseMap ? `RELEASES_BASE_MAP=${settings.baseMap}` : 'a base map: set RELEASES_BASE_MAP'}): the map was not changed`);
    }
    await writeJsonAtomic(mapPath, next);
    await writeJsonAtomic(statePath, state);
  }

  const retire = (state, id, now) => {
    if (id && state.releases[id]) state.releases[id].retiredAt = now;
  };

  /** Points the map at `url` (null = no entry: the gateway's default, the dist build). */
  function switchTo(map, state, url, now) {
    const current = map[remote] ?? null;
    if (state.stack.length === 0) state.stack.push(current);
    if (current !== url) retire(state, idOf(current), now);
    const next = idOf(url);
    if (next && state.releases[next]) delete state.releases[next].retiredAt;
    if (url === null) delete map[remote];
    else map[remote] = url;
    if (state.stack.at(-1) !== url) state.stack.push(url);
    state.stack = state.stack.slice(-MAX_STACK);
  }

  /** Ends the running canary (its folder stays for the grace period: its pages keep their chunks). */
  function dropCanary(loaded, now) {
    const { canaries, state, canary } = loaded;
    delete canaries[remote];
    delete state.canary;
    if (canary && canary.url !== loaded.map[remote]) retire(state, canary.id, now);
  }

  async function prune({ map, state, canary }, now) {
    const onDisk = (await fs.readdir(remoteDir, { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isDirectory() && RELEASE_ID.test(entry.name))
      .map((entry) => entry.name);
    const keepIds = [idOf(map[remote] ?? null), idOf(rollbackTarget(state, map[remote] ?? null)), canary?.id];
    const removed = releasesToRemove({ onDisk, state, keepIds, settings, now });
    for (const id of removed) {
      await fs.rm(path.join(remoteDir, id), { recursive: true, force: true });
      delete state.releases[id];
    }
    return removed;
  }

  /** Saves, then records `entries` in the history: a line means the switch happened. */
  async function commit(loaded, now, entries) {
    const removed = await prune(loaded, now);
    await save(loaded);
    for (const entry of entries) await appendHistory(remoteDir, { at: now, ...entry });
    return removed;
  }

  /** What may not become a canary, or null: checked before the build is moved in, and again under the lock. */
  function canaryRefusal({ current }, id) {
    if (!idOf(current)) return `${remote}: a canary needs a current release to compare with, and ${remote} runs ${current ?? 'its default entry'} (the dist build): release it once without --canary first`;
    if (id && idOf(current) === id) return `${remote}: ${id} is already the current release`;
    return null;
  }

  /** Under the lock: makes release `id` the canary for `percent` % of devices. */
  function startCanary(loaded, id, percent, now) {
    const refusal = canaryRefusal(loaded, id);
    if (refusal) throw new Error(refusal);
    const { state, canaries, canary, current } = loaded;
    const entries = [];
    if (canary && canary.id !== id) {
      entries.push({ event: 'canary-replaced', release: canary.id, by: id });
      dropCanary(loaded, now);
    }
    const startedAt = canary?.id === id ? (canary.startedAt ?? now) : now;
    if (state.releases[id]) delete state.releases[id].retiredAt;
    canaries[remote] = { entry: urlOf(id), percent };
    state.canary = { id, percent, startedAt };
    if (canary?.id !== id) entries.push({ event: 'canary-started', release: id, percent, stable: idOf(current) });
    else if (canary.percent !== percent) entries.push({ event: 'canary-share-changed', release: id, percent, was: canary.percent });
    loaded.canary = { id, url: urlOf(id), percent, startedAt };
    return entries;
  }

  return {
    remoteDir,
    mapPath,
    urlOf,
    idOf,
    /**
     * Moves a finished build (a staging folder inside remoteDir: it is consumed) into its release
     * folder and makes it current, or with `canaryPercent` the canary for that share of devices.
     */
    async publish(buildDir, { version, label = null, canaryPercent = null, now = new Date().toISOString() }) {
      for (const required of ['mf-manifest.json', 'remoteEntry.js']) {
        await fs.access(path.join(buildDir, required)).catch(() => {
          throw new Error(`${buildDir} has no ${required}: not a remote's build output`);
        });
      }
      // Refused before the folder moves in, so a refused canary leaves nothing behind.
      const early = canaryPercent === null ? null : canaryRefusal(await load(), null);
      if (early) throw new Error(early);
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
        const loaded = await load();
        const { map, state, canary } = loaded;
        const before = map[remote] ?? null;
        try {
          if (canaryPercent !== null) {
            const entries = startCanary(loaded, id, canaryPercent, now);
            state.releases[id] = { version, label, publishedAt: state.releases[id]?.publishedAt ?? now };
            const removed = await commit(loaded, now, entries);
            return { id, url: urlOf(id), reused: existed, removed, canary: { percent: canaryPercent, stable: idOf(before) } };
          }
        } catch (error) {
          // A folder this command moved in and nothing names is removed again.
          if (!existed && !state.releases[id]) await fs.rm(target, { recursive: true, force: true });
          throw error;
        }
        state.releases[id] = { version, label, publishedAt: state.releases[id]?.publishedAt ?? now };
        const entries = [];
        if (canary) {
          entries.push({ event: canary.id === id ? 'canary-promoted' : 'canary-ended', release: canary.id, by: 'release', reason: `${id} released to everyone` });
          dropCanary(loaded, now);
        }
        switchTo(map, state, urlOf(id), now);
        entries.push({ event: 'released', release: id, from: idOf(before) ?? before, label });
        const removed = await commit(loaded, now, entries);
        return { id, url: urlOf(id), reused: existed, removed, endedCanary: canary?.id ?? null };
      });
    },
    /** The canary becomes the current release for everyone (rollback then returns to the one before). */
    async promote({ now = new Date().toISOString() } = {}) {
      return withLock(settings.dir, async () => {
        const loaded = await load();
        const { map, state, canary, current } = loaded;
        if (!canary) throw new Error(`${remote}: no canary is running: nothing to promote`);
        if (!(await exists(canary.id))) throw new Error(`${remote}: the canary's folder ${canary.id} is missing: roll it back instead`);
        dropCanary(loaded, now);
        switchTo(map, state, canary.url, now);
        const removed = await commit(loaded, now, [{ event: 'canary-promoted', release: canary.id, percent: canary.percent, from: idOf(current) ?? current, by: 'hand' }]);
        return { id: canary.id, from: current, removed };
      });
    },
    /**
     * While a canary runs: ends it (every device back on the current release). Otherwise points
     * the map back at what it pointed to before the last release (or rollback).
     */
    async rollback({ now = new Date().toISOString() } = {}) {
      return withLock(settings.dir, async () => {
        const loaded = await load();
        const { map, state, current, canary } = loaded;
        if (canary) {
          dropCanary(loaded, now);
          const removed = await commit(loaded, now, [{ event: 'canary-rolled-back', release: canary.id, percent: canary.percent, stable: idOf(current), by: 'hand' }]);
          return { canary: canary.id, from: canary.url, to: current, toId: idOf(current), removed };
        }
        if (state.stack.at(-1) === current) state.stack.pop();
        if (state.stack.length === 0) throw new Error(`${remote}: nothing to roll back to (no earlier release recorded in ${statePath})`);
        const target = state.stack.at(-1);
        const targetId = idOf(target);
        if (targetId && !(await exists(targetId))) {
          throw new Error(`${remote}: the previous release ${targetId} has been removed (RELEASES_KEEP=${settings.keep}); release it again instead`);
        }
        switchTo(map, state, target, now);
        const removed = await commit(loaded, now, [{ event: 'rolled-back', release: idOf(current) ?? current, to: targetId ?? target, by: 'hand' }]);
        return { canary: null, from: current, to: target, toId: targetId, removed };
      });
    },
    /** The watcher's rollback: ends the canary only if it is still `id` (a person may have acted meanwhile). */
    async rollbackCanary(id, { figures, reason, now = new Date().toISOString() }) {
      return withLock(settings.dir, async () => {
        const loaded = await load();
        if (loaded.canary?.id !== id) return false;
        dropCanary(loaded, now);
        await commit(loaded, now, [{ event: 'canary-rolled-back', release: id, percent: loaded.canary.percent, stable: idOf(loaded.current), by: 'watcher', reason, figures }]);
        return true;
      });
    },
    /** Why a canary cannot start now (no current release to compare with), or null: asked before a build. */
    async canaryRefusal() {
      return canaryRefusal(await load(), null);
    },
    /** The current release and the running canary, as the watcher needs them. */
    async canaryStatus() {
      const { current, canary, state } = await load();
      return { current, currentId: idOf(current), canary, startedAt: canary?.startedAt ?? state.releases[canary?.id]?.publishedAt ?? null };
    },
    /** Every release folder of this remote, newest first, with the current one and the canary marked, and the history. */
    async list({ historyLines = 10 } = {}) {
      const { state, current, canary } = await load();
      const ids = (await fs.readdir(remoteDir, { withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isDirectory() && RELEASE_ID.test(entry.name))
        .map((entry) => entry.name);
      const rollbackId = idOf(rollbackTarget(state, current));
      const rows = ids.map((id) => ({ id, ...state.releases[id], current: idOf(current) === id, rollbackTarget: rollbackId === id, canary: canary?.id === id }));
      rows.sort((a, b) => String(b.publishedAt ?? '').localeCompare(String(a.publishedAt ?? '')));
      const history = await readHistory(remoteDir, { last: historyLines });
      return { current, currentIsRelease: idOf(current) !== null, rollbackTo: canary ? current : rollbackTarget(state, current), canary, rows, history };
    },
  };
}

/** What `rollback` would point the map at now (no canary running): undefined when there is nothing earlier. */
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
