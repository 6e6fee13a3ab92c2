// `npm run test:under-load -w <workspace>` (or at the root, every workspace one after the other):
// the workspace's own `npm test` while another process keeps every core busy, as on a shared CI
// runner. The burners are bounded: they stop when the tests end, and after BURN_MAX_MINUTES (30)
// whatever happens. Exit code: the tests'. docs/testing.md says why every suite must pass here.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['shared', 'api', 'shell', 'mfe-claims', 'mfe-policies', 'mfe-cashless', 'mfe-account', 'mfe-provider', 'mfe-insurer', 'mfe-hr', 'mfe-broker'];
const maxMs = Number(process.env.BURN_MAX_MINUTES ?? 30) * 60_000;
const burners = Number(process.env.BURNERS ?? os.availableParallelism());

/** One busy loop per core, each ending by itself after maxMs. */
function startBurners() {
  const loop = `const end = Date.now() + ${maxMs}; let x = 0; while (Date.now() < end) x = (x * 31 + 7) % 1000003;`;
  return Array.from({ length: burners }, () => spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }));
}

function run(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], { cwd: path.join(root, workspace), stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

// npm runs a workspace's script in that workspace's folder: there, only that one; at the root, all.
const here = path.relative(root, process.cwd());
const targets = process.argv[2] ? [process.argv[2]] : WORKSPACES.includes(here) ? [here] : WORKSPACES;
const results = [];
for (const workspace of targets) {
  const started = Date.now();
  const fire = startBurners();
  const code = await run(workspace);
  for (const burner of fire) burner.kill();
  const load = os.loadavg()[0].toFixed(1);
  results.push({ workspace, code, seconds: Math.round((Date.now() - started) / 1000), load });
}
for (const { workspace, code, seconds, load } of results) {
  console.log(`[under-load] ${workspace}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s with ${burners} burners (load average at the end ${load})`);
}
process.exit(results.find((result) => result.code !== 0)?.code ?? 0);
