// `npm run build -w api`: the API as plain JavaScript for production (`node dist/server.js`).
// esbuild, not tsc: @sencare/shared is published to the workspace as TypeScript sources (its
// package.json exports point at src/*.ts), which Node 20 cannot load, so shared code is bundled in;
// every npm dependency stays external (native addons, plugins' own files). Types are checked by
// `npm run typecheck`, not here. Source maps beside each file: `node --enable-source-maps` puts
// the .ts file and line in stack traces. Output: dist/<entry>.js (+ .js.map), ~1 s.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--outdir dist-test`: the copy the API's own tests start as a process (src/test/global-setup.cjs).
// It must sit beside dist/ (one folder under api/): config.ts finds the repository two folders up.
const outdirArg = process.argv.indexOf('--outdir');
const outdir = path.join(apiDir, outdirArg > 0 ? process.argv[outdirArg + 1] : 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(apiDir, 'package.json'), 'utf8'));

/** The server and the commands an operator runs in production (seed on purpose, outbox, assessor). */
const ENTRIES = {
  server: 'src/server.ts',
  'seed-cli': 'src/db/seed-cli.ts',
  'migrate-cli': 'src/db/migrate-cli.ts',
  'outbox-cli': 'src/modules/mail/outbox-cli.ts',
  'assessor-cli': 'src/modules/insurer/assessor-cli.ts',
  'rotate-key-cli': 'src/storage/rotate-cli.ts',
  'purge-cli': 'src/modules/retention/purge-cli.ts',
  'privacy-affected-cli': 'src/modules/access-log/affected-cli.ts',
  'backup-cli': 'src/ops/backup-cli.ts',
  'restore-cli': 'src/ops/restore-cli.ts',
};

// Every file is written under a temporary name and renamed into place, so two builds at once (two
// e2e shards starting their servers, e2e/playwright.config.ts) never leave a half-written file and
// a server starting beside a build always loads a whole one.
const result = await build({
  absWorkingDir: apiDir,
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(apiDir, file)])),
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Every dependency but the workspace's shared TypeScript is required from node_modules at run time.
  external: Object.keys(pkg.dependencies).filter((name) => name !== '@sencare/shared'),
  logLevel: 'warning',
  write: false,
});
fs.mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, file.contents);
  fs.renameSync(temporary, file.path);
}
console.log(`api built: ${Object.keys(ENTRIES).map((name) => path.relative(apiDir, path.join(outdir, `${name}.js`))).join(', ')}`);
