import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, type ReleaseGateway } from './releaseGateway';

/**
 * Builds a remote as its team would after changing its code (or shared/ code it bundles): a copy
 * of the workspace in the gateway's work folder, edited by `change`, built by webpack into a
 * folder ready for `npm run release -- --from`. The repository's own files are never touched.
 */
export async function buildVariant(gateway: ReleaseGateway, app: string, name: string, change: (workspace: string) => void): Promise<string> {
  const ws = path.join(gateway.work, `ws-${name}`);
  fs.mkdirSync(path.join(ws, 'node_modules', '@sencare'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'tsconfig.json'), path.join(ws, 'tsconfig.json'));
  for (const item of ['src', 'build', 'package.json', 'tsconfig.json']) fs.cpSync(path.join(ROOT, 'shared', item), path.join(ws, 'shared', item), { recursive: true });
  for (const item of ['src', 'package.json', 'tsconfig.json', 'webpack.config.mjs']) fs.cpSync(path.join(ROOT, app, item), path.join(ws, app, item), { recursive: true });
  if (fs.existsSync(path.join(ROOT, app, 'node_modules'))) fs.symlinkSync(path.join(ROOT, app, 'node_modules'), path.join(ws, app, 'node_modules'));
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry !== '@sencare') fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(ws, 'node_modules', entry));
  }
  fs.symlinkSync(path.join(ws, 'shared'), path.join(ws, 'node_modules', '@sencare', 'shared'));
  change(ws);

  const out = path.join(gateway.work, name);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production', '--output-path', out], { cwd: path.join(ws, app), stdio: 'ignore' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`webpack exited ${code}`))));
  });
  return out;
}

/** Replaces `from` with `to` in a file of the copy, failing when `from` is not there (the source moved on). */
export function edit(file: string, from: string, to: string): void {
  const source = fs.readFileSync(file, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
  fs.writeFileSync(file, source.replace(from, to));
}
