// `npm run dev`: every front end rebuilt on change (webpack --watch) behind the same gateway
// as `npm start`, so the dev setup is the production topology on one origin.
import { spawn } from 'node:child_process';

const apps = ['shell', 'mfe-claims', 'mfe-policies', 'mfe-cashless', 'mfe-account'];
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
