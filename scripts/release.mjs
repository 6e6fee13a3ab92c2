#!/usr/bin/env node
// Release tooling of one remote (docs/deploying.md). Run through the remote's package scripts:
//   npm run release  -w mfe-claims [-- --from <built folder>]   build (or take) → publish → switch
//   npm run rollback -w mfe-claims                              point the map back one step
//   npm run releases -w mfe-claims                              list releases, current marked
// The shell is never rebuilt: it reads /remotes.json on every start.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildInto, makeStagingDir, removeAbandonedStaging } from './release/build.mjs';
import { releaseSettings } from './release/settings.mjs';
import { createStore } from './release/store.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { remote: { type: 'string' }, from: { type: 'string' } } });
const command = positionals[0];

async function workspace() {
  const pkg = JSON.parse(await fs.readFile(path.join(process.cwd(), 'package.json'), 'utf8'));
  const remote = values.remote ?? (pkg.name.startsWith('mfe-') ? pkg.name.slice('mfe-'.length) : null);
  if (!remote || !/^[a-z][a-z0-9-]*$/.test(remote)) throw new Error(`run this in a remote's folder (npm run release -w mfe-<name>) or pass --remote <name>`);
  return { remote, version: pkg.version ?? '0.0.0' };
}

async function release(store, { remote, version }) {
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
  const result = await store.publish(staging, { version, label: process.env.RELEASE_LABEL || null });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${remote}: ${result.reused ? 'switched to the existing release' : 'released'} ${result.id} in ${seconds} s`);
  console.log(`${remote}: ${store.mapPath} now maps ${remote} → ${result.url}`);
  if (result.removed.length > 0) console.log(`${remote}: removed old releases ${result.removed.join(', ')}`);
}

async function rollback(store, { remote }) {
  const result = await store.rollback();
  const to = result.to === null ? 'the default map entry (its dist build)' : result.to;
  console.log(`${remote}: rolled back from ${result.from ?? 'the default map entry'} to ${to}`);
  if (result.removed.length > 0) console.log(`${remote}: removed old releases ${result.removed.join(', ')}`);
}

async function list(store, { remote }) {
  const { current, currentIsRelease, rollbackTo, rows } = await store.list();
  console.log(`${remote}: releases in ${store.remoteDir}`);
  if (!currentIsRelease) console.log(`  current: ${current ?? 'default map entry (dist build)'} (not one of these releases)`);
  for (const row of rows) {
    const marks = [row.current && 'current', row.rollbackTarget && 'rollback target', row.label && `label ${row.label}`].filter(Boolean).join(', ');
    console.log(`${row.current ? '*' : ' '} ${row.id}  ${row.publishedAt ?? 'unknown date'}${marks ? `  (${marks})` : ''}`);
  }
  if (rows.length === 0) console.log('  (none yet: npm run release -w mfe-' + remote + ')');
  if (rollbackTo === null) console.log('  rollback would return to the default map entry (dist build)');
}

const commands = { release, rollback, list };
try {
  if (!commands[command]) throw new Error(`usage: release.mjs <release [--from <folder>] | rollback | list> [--remote <name>]`);
  const target = await workspace();
  await commands[command](createStore(releaseSettings(), target.remote), target);
} catch (error) {
  console.error(`release: ${error.message}`);
  process.exitCode = 1;
}
