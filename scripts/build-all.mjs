// `npm run build`: every workspace's own `npm run build`, two at a time. A webpack build keeps one
// core busy for most of its run (terser and compression only now and then use the second), so on a
// two-core machine two builds side by side finished the nine front ends and the API in 113 s
// against 187 s one after another (docs/testing.md "Figures"). The workspaces do not depend on each
// other's output: each front end bundles what it takes from shared/src itself, and the API's
// esbuild bundle is its own. A failing build stops no other; the exit code is the first failure's,
// and each build's output is printed as one block when it ends so two builds' lines never mix.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Workspaces with a build script, in package.json's order. */
export function buildableWorkspaces(dir = root) {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return workspaces.filter((name) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, name, 'package.json'), 'utf8'));
    return typeof pkg.scripts?.build === 'string';
  });
}

/** Runs `task` over `items`, at most `limit` at once; resolves with each result in the items' order. */
export async function inPool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

function build(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', name], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      console.log(`[build] ${name}: ${code === 0 ? 'built' : `FAILED (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`);
      resolve(code ?? 1);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const limit = Number(process.env.BUILD_CONCURRENCY ?? Math.min(2, os.availableParallelism()));
  const codes = await inPool(buildableWorkspaces(), limit, build);
  process.exitCode = codes.find((code) => code !== 0) ?? 0;
}
