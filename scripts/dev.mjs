// `npm run dev`: every front end rebuilt on change (webpack --watch) behind the same gateway
// as `npm start`, so the dev setup is the production topology on one origin.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The shell and every remote workspace: a new remote is picked up from package.json alone.
const { workspaces } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const apps = workspaces.filter((name) => name === 'shell' || name.startsWith('mfe-'));
// Each child leads its own process group, so stopping dev also stops what npm/npx started.
const run = (cmd, args, dir) => spawn(cmd, args, { cwd: new URL(dir, import.meta.url), stdio: 'inherit', detached: true });
const children = [
  ...apps.map((app) => run('npx', ['webpack', '--mode', 'development', '--watch'], `../${app}/`)),
  run('npm', ['run', 'start:gateway', '-w', 'api'], '../'),
];
const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
