// `npm run dev`: every front end rebuilt on change (webpack --watch) behind the same gateway
// as `npm start`, so the dev setup is the production topology on one origin.
import { spawn } from 'node:child_process';

const apps = ['shell', 'mfe-claims', 'mfe-policies', 'mfe-cashless', 'mfe-account'];
const children = [
  ...apps.map((app) => spawn('npx', ['webpack', '--mode', 'development', '--watch'], { cwd: new URL(`../${app}/`, import.meta.url), stdio: 'inherit' })),
  spawn('npm', ['run', 'start:gateway', '-w', 'api'], { cwd: new URL('../', import.meta.url), stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
