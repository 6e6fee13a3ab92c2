import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * A command's `require.main === module` guard must stay out of the server's bundle: in
 * dist/server.js (scripts/build.mjs bundles every file the server reaches into one) `module` is the
 * server's own, so the guard holds and the command runs inside the API at start. The insurer
 * module's entry (index.ts) is imported by routes, so it exports the assessor's commands from
 * assessor.ts and never from assessor-cli.ts, the only file with the guard.
 */
const API_DIR = path.resolve(__dirname, '..', '..', '..');

async function serverInputs(): Promise<string[]> {
  const pkg = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const result = await build({
    absWorkingDir: API_DIR,
    entryPoints: [path.join(API_DIR, 'src/server.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: Object.keys(pkg.dependencies).filter((name) => name !== '@sencare/shared'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules'));
}

test("no file of the server's bundle runs as a command when it is the main module", async () => {
  const inputs = await serverInputs();
  // The insurer's services are in it (its routes); the module's entry, and with it assessor.ts, is
  // reached only when some route imports the entry, which is when this check matters.
  expect(inputs).toEqual(expect.arrayContaining(['src/server.ts', 'src/modules/insurer/service.ts']));
  const guarded = inputs.filter((file) => file !== 'src/server.ts' && /require\.main\s*===\s*module/.test(fs.readFileSync(path.join(API_DIR, file), 'utf8')));
  expect(guarded).toEqual([]);
  // The command itself still has its guard (npm run assessor, dist/assessor-cli.js).
  expect(fs.readFileSync(path.join(__dirname, 'assessor-cli.ts'), 'utf8')).toMatch(/require\.main === module/);
});
