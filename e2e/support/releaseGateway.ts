import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
/** The shell and every remote workspace of package.json. */
export const APPS: string[] = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces as string[]).filter((name) => name === 'shell' || name.startsWith('mfe-'));

/**
 * A gateway of a spec's own (docs/deploying.md): its RELEASES_DIR is a temporary folder, never the
 * developer's data/releases, and it serves copies of the built apps, so a rebuild of dist/
 * elsewhere cannot pull chunks from under an open page.
 */
export class ReleaseGateway {
  readonly work = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-release-e2e-'));
  readonly releasesDir = path.join(this.work, 'releases');
  readonly staticRoot = path.join(this.work, 'static');
  private child: ChildProcess | undefined;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    for (const app of APPS) fs.cpSync(path.join(ROOT, app, 'dist'), path.join(this.staticRoot, app, 'dist'), { recursive: true });
    this.child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['api/src/server.ts', '--gateway'], {
      cwd: ROOT,
      // Its own process group, so stopping it also stops what tsx starts.
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(this.port),
        DATABASE_FILE: path.join(this.work, 'e2e.db'),
        UPLOAD_DIR: path.join(this.work, 'uploads'),
        STATIC_ROOT: this.staticRoot,
        RELEASES_DIR: this.releasesDir,
        RATE_LIMIT_PER_ACCOUNT: '200',
        RATE_LIMIT_PER_IP: '600',
      },
    });
    const deadline = Date.now() + 120_000;
    while (!(await fetch(`http://localhost:${this.port}/api/health`).then((r) => r.ok, () => false))) {
      if (Date.now() > deadline || this.child.exitCode !== null) throw new Error(`the release gateway did not start on ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  stop(): void {
    if (this.child?.pid && this.child.exitCode === null) process.kill(-this.child.pid, 'SIGTERM');
    fs.rmSync(this.work, { recursive: true, force: true });
  }

  /** `npm run <script> -w <workspace> [-- args]` as a team runs it, against this gateway's releases; rejects with its output on failure. */
  npmRun(workspace: string, script: string, args: string[] = [], env: Record<string, string> = {}): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', script, '-w', workspace, ...(args.length ? ['--', ...args] : [])], { cwd: ROOT, env: { ...process.env, RELEASES_DIR: this.releasesDir, ...env } });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${script} -w ${workspace} failed (${code}):\n${output.slice(-3000)}`))));
    });
  }

  /** A copy of a built remote in this gateway's work folder, to change before publishing it with `release --from`. */
  copyOfDist(app: string, name: string): string {
    const dir = path.join(this.work, name);
    fs.cpSync(path.join(ROOT, app, 'dist'), dir, { recursive: true });
    return dir;
  }
}

/** One hash of every file's path and bytes under `dir`: equal hashes, byte-identical trees. */
export function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (sub: string) => {
    for (const name of fs.readdirSync(path.join(dir, sub)).sort()) {
      const rel = path.join(sub, name);
      if (fs.statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else hash.update(rel).update(fs.readFileSync(path.join(dir, rel)));
    }
  };
  walk('');
  return hash.digest('hex');
}
