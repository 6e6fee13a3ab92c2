#!/usr/bin/env node
// Release tooling of one remote (docs/deploying.md). Run through the remote's package scripts:
//   npm run release  -w mfe-claims [-- --from <built folder>]   build (or take) → publish → switch
//   npm run release  -w mfe-claims -- --canary 10               … as a canary for 10 % of devices
//   npm run release  -w mfe-claims -- --promote                 the canary becomes current for everyone
//   npm run rollback -w mfe-claims                              end the canary, else point the map back one step
//   npm run releases -w mfe-claims                              releases, canary, error rates, history
//   npm run canary:watch                                        roll canaries back on their error rate
// The shell is never rebuilt: it reads /remotes.json on every start.
/* global AbortController */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildInto, makeStagingDir, removeAbandonedStaging } from './release/build.mjs';
import { canaryPercent, canarySettings, canaryVerdict, percent } from './release/canary.mjs';
import { releaseSettings } from './release/settings.mjs';
import { createStore } from './release/store.mjs';
import { releaseFigures, watch, watchOnce } from './release/watch.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { remote: { type: 'string' }, from: { type: 'string' }, canary: { type: 'string' }, 'first-plain': { type: 'boolean' }, promote: { type: 'boolean' }, once: { type: 'boolean' } },
});
const command = positionals[0];

async function workspace() {
  const pkg = JSON.parse(await fs.readFile(path.join(process.cwd(), 'package.json'), 'utf8'));
  const remote = values.remote ?? (pkg.name.startsWith('mfe-') ? pkg.name.slice('mfe-'.length) : null);
  if (!remote || !/^[a-z][a-z0-9-]*$/.test(remote)) throw new Error(`run this in a remote's folder (npm run release -w mfe-<name>) or pass --remote <name>`);
  return { remote, version: pkg.version ?? '0.0.0' };
}

async function promote(store, { remote }) {
  const result = await store.promote();
  console.log(`${remote}: canary ${result.id} promoted: every device now gets it (rollback returns to ${store.idOf(result.from) ?? result.from ?? 'the default map entry'})`);
}

async function release(store, target) {
  if (values.promote) {
    if (values.from || values.canary) throw new Error('--promote takes neither --from nor --canary: it switches to the running canary');
    return promote(store, target);
  }
  const { remote, version } = target;
  let share = values.canary === undefined ? null : canaryPercent(values.canary);
  // --first-plain (the release pipeline's): a remote's first release has nothing to be a canary
  // beside, so it goes out plainly instead of being refused (docs/deploying.md "Release pipeline").
  if (share !== null && values['first-plain'] && !(await store.canaryStatus()).currentId) {
    console.log(`${remote}: no current release to compare a canary with: this first release goes to every device`);
    share = null;
  }
  // Refused before a build of a minute, not after it (publish checks again under the lock).
  const refusal = share === null ? null : await store.canaryRefusal();
  if (refusal) throw new Error(refusal);
  const started = Date.now();
  await removeAbandonedStaging(store.remoteDir);
  const staging = await makeStagingDir(store.remoteDir);
  try {
    // npm runs the script in the remote's folder; a relative --from means where it was typed (INIT_CWD).
    if (values.from) await fs.cp(path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from), staging, { recursive: true });
    else await buildInto(process.cwd(), staging);
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }
  const result = await store.publish(staging, { version, label: process.env.RELEASE_LABEL || null, canaryPercent: share }).catch(async (error) => {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.canary) {
    console.log(`${remote}: published ${result.id} as a canary in ${seconds} s${result.reused ? ' (its folder existed)' : ''}`);
    console.log(`${remote}: canary for ${result.canary.percent} % of devices; the others stay on ${result.canary.stable} (promote: npm run release -w mfe-${remote} -- --promote; end it: npm run rollback -w mfe-${remote})`);
  } else {
    console.log(`${remote}: ${result.reused ? 'switched to the existing release' : 'released'} ${result.id} in ${seconds} s`);
    console.log(`${remote}: ${store.mapPath} now maps ${remote} → ${result.url}`);
  }
  if (result.endedCanary) console.log(`${remote}: the canary ${result.endedCanary} ended: every device gets ${result.id}`);
  if (result.removed.length > 0) console.log(`${remote}: removed old releases ${result.removed.join(', ')}`);
}

async function rollback(store, { remote }) {
  const result = await store.rollback();
  if (result.canary) console.log(`${remote}: canary ${result.canary} rolled back: every device gets ${result.toId ?? result.to}`);
  else console.log(`${remote}: rolled back from ${result.from ?? 'the default map entry'} to ${result.to === null ? 'the default map entry (its dist build)' : result.to}`);
  if (result.removed.length > 0) console.log(`${remote}: removed old releases ${result.removed.join(', ')}`);
}

/** The canary's and the stable release's error rates now, when Prometheus is configured. */
async function ratesLine(store, remote) {
  const settings = canarySettings();
  if (!settings.prometheusUrl) return '  error rates: set CANARY_PROMETHEUS_URL to see them';
  const { canary, currentId, startedAt } = await store.canaryStatus();
  const window = Math.max(60, startedAt ? (Date.now() - new Date(startedAt).getTime()) / 1000 : 60);
  try {
    const figures = await releaseFigures(settings.prometheusUrl, remote, [canary.id, currentId], window);
    const verdict = canaryVerdict({ canary: figures[canary.id], stable: figures[currentId], maxErrorRateDelta: settings.maxErrorRateDelta, minSessions: settings.minSessions });
    const side = ({ sessions, rate }) => `${percent(rate)} of ${Math.round(sessions)} sessions`;
    return `  error rates since it started: canary ${side(verdict.figures.canary)}, stable ${side(verdict.figures.stable)} (${verdict.action}: ${verdict.reason})`;
  } catch (error) {
    return `  error rates: ${error.message}`;
  }
}

function historyLine(entry) {
  const parts = [entry.at, entry.event, entry.release];
  if (entry.percent !== undefined) parts.push(`${entry.percent} %`);
  if (entry.stable) parts.push(`stable ${entry.stable}`);
  if (entry.from) parts.push(`from ${entry.from}`);
  if (entry.to) parts.push(`to ${entry.to}`);
  if (entry.by) parts.push(`by ${entry.by}`);
  return `  ${parts.filter(Boolean).join(' ')}${entry.reason ? `: ${entry.reason}` : ''}`;
}

async function list(store, { remote }) {
  const { current, currentIsRelease, rollbackTo, canary, rows, history } = await store.list();
  console.log(`${remote}: releases in ${store.remoteDir}`);
  if (!currentIsRelease) console.log(`  current: ${current ?? 'default map entry (dist build)'} (not one of these releases)`);
  for (const row of rows) {
    const marks = [row.current && 'current', row.canary && `canary, ${canary.percent} % of devices`, row.rollbackTarget && !canary && 'rollback target', row.label && `label ${row.label}`].filter(Boolean).join(', ');
    console.log(`${row.current ? '*' : row.canary ? '~' : ' '} ${row.id}  ${row.publishedAt ?? 'unknown date'}${marks ? `  (${marks})` : ''}`);
  }
  if (rows.length === 0) console.log('  (none yet: npm run release -w mfe-' + remote + ')');
  if (canary) {
    console.log(`  canary ${canary.id}: ${canary.percent} % of devices since ${canary.startedAt ?? 'unknown'}; rollback ends it`);
    console.log(await ratesLine(store, remote));
  } else if (rollbackTo === undefined) console.log('  rollback: nothing earlier recorded');
  else if (rollbackTo === null) console.log('  rollback would return to the default map entry (dist build)');
  if (history.length > 0) console.log('history (newest last):');
  for (const entry of history) console.log(historyLine(entry));
}

/** `watch` (npm run canary:watch): every remote's canary, until SIGINT/SIGTERM; `--once` for one look. */
async function watchAll() {
  const settings = canarySettings();
  if (!settings.prometheusUrl) throw new Error('set CANARY_PROMETHEUS_URL (e.g. http://prometheus:9090): the watcher reads the error rates from Prometheus');
  if (values.once) {
    const results = await watchOnce(releaseSettings(), settings);
    if (results.some((result) => result.error)) process.exitCode = 1;
    return;
  }
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop.abort());
  await watch(releaseSettings(), settings, { signal: stop.signal });
}

const commands = { release, rollback, list };
try {
  if (command === 'watch') await watchAll();
  else {
    if (!commands[command]) throw new Error(`usage: release.mjs <release [--from <folder>] [--canary <percent>] [--promote] | rollback | list | watch [--once]> [--remote <name>]`);
    const target = await workspace();
    await commands[command](createStore(releaseSettings(), target.remote), target);
  }
} catch (error) {
  console.error(`release: ${error.message}`);
  process.exitCode = 1;
}
