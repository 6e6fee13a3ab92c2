import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/session';

/**
 * A team releases the claims remote while pages are open (docs/deploying.md): the real release
 * commands against a gateway of this spec's own, so its RELEASES_DIR is a temporary folder and
 * never the developer's data/releases. The gateway serves copies of the built apps, so a rebuild
 * of dist/ elsewhere cannot pull chunks from under the open page; the checks that the release
 * leaves shell/dist and mfe-claims/dist byte-identical look at the repository's real folders.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 8090) + 1000;
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };
const LABEL_ATTRIBUTE = 'data-mfe-claims-release';

test.use({ baseURL: `http://localhost:${PORT}` });

let work: string;
let RELEASES_DIR: string;
let STATIC_ROOT: string;
let gateway: ChildProcess | undefined;

test.beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-release-e2e-'));
  RELEASES_DIR = path.join(work, 'releases');
  STATIC_ROOT = path.join(work, 'static');
  for (const app of ['shell', 'mfe-claims', 'mfe-policies', 'mfe-cashless', 'mfe-account']) {
    fs.cpSync(path.join(ROOT, app, 'dist'), path.join(STATIC_ROOT, app, 'dist'), { recursive: true });
  }
  gateway = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['api/src/server.ts', '--gateway'], {
    cwd: ROOT,
    // Its own process group, so stopping it also stops what tsx starts.
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      DATABASE_FILE: path.join(work, 'e2e.db'),
      UPLOAD_DIR: path.join(work, 'uploads'),
      STATIC_ROOT,
      RELEASES_DIR,
      RATE_LIMIT_PER_ACCOUNT: '200',
      RATE_LIMIT_PER_IP: '600',
    },
  });
  const deadline = Date.now() + 120_000;
  while (!(await fetch(`http://localhost:${PORT}/api/health`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline || gateway.exitCode !== null) throw new Error(`the release gateway did not start on ${PORT}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
});

test.afterAll(() => {
  if (gateway?.pid && gateway.exitCode === null) process.kill(-gateway.pid, 'SIGTERM');
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** `npm run <script> -w mfe-claims [-- args]` as a team runs it; rejects with its output on failure. */
function npmRun(script: string, args: string[] = [], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script, '-w', 'mfe-claims', ...(args.length ? ['--', ...args] : [])], { cwd: ROOT, env: { ...process.env, RELEASES_DIR, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${script} failed (${code}):\n${output.slice(-3000)}`))));
  });
}

function treeHash(dir: string): string {
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

/** The release folder the map points claims at (null: the default entry, the dist build). */
async function currentClaimsRelease(page: Page): Promise<string | null> {
  const map = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  return /^\/mfe\/claims\/([^/]+)\/mf-manifest\.json$/.exec(map.claims)?.[1] ?? null;
}

/** Every /mfe/claims/ file a page fetched from now on, with its status. */
function claimsFiles(page: Page): Array<{ path: string; status: number }> {
  const seen: Array<{ path: string; status: number }> = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/mfe/claims/')) seen.push({ path: pathname, status: response.status() });
  });
  return seen;
}

const labelOf = (page: Page) => page.evaluate((name) => document.documentElement.getAttribute(name), LABEL_ATTRIBUTE);

test('a claims release reaches new pages without rebuilding the shell; open pages keep working; rollback restores it', async ({ context, page }) => {
  test.setTimeout(10 * 60_000);
  const shellBefore = treeHash(path.join(ROOT, 'shell', 'dist'));
  const claimsDistBefore = treeHash(path.join(ROOT, 'mfe-claims', 'dist'));

  // Release one: today's build, published as CI would publish an artifact (no build here).
  await npmRun('release', ['--from', path.join(STATIC_ROOT, 'mfe-claims', 'dist')]);
  const first = await currentClaimsRelease(page);
  expect(first).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);

  const oldFiles = claimsFiles(page);
  await loginAs(page, LAN.account, LAN.password, '#/claims');
  await expect(page.locator('[data-claim-id="CL-2026-000204"]')).toBeVisible();
  expect(await labelOf(page)).toBeNull();
  expect(oldFiles.map((file) => file.path)).toContain(`/mfe/claims/${first}/remoteEntry.js`);

  // Release two: built from source with a label its entry writes on the page.
  const label = `e2e-${Date.now()}`;
  const started = Date.now();
  const output = await npmRun('release', [], { RELEASE_LABEL: label });
  const second = await currentClaimsRelease(page);
  expect(second).not.toBe(first);
  const newPage = await context.newPage();
  const newFiles = claimsFiles(newPage);
  await newPage.goto('/#/claims');
  await expect(newPage.locator('html')).toHaveAttribute(LABEL_ATTRIBUTE, label);
  await expect(newPage.locator('[data-claim-id="CL-2026-000204"]')).toBeVisible();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  test.info().annotations.push({ type: 'release → visible on a new page', description: `${seconds} s` });
  console.log(`release → visible on a new page: ${seconds} s (${/released \S+ in [\d.]+ s/.exec(output)?.[0]})`);
  expect(newFiles.filter((file) => file.path.endsWith('/remoteEntry.js')).map((file) => file.path)).toEqual([`/mfe/claims/${second}/remoteEntry.js`]);

  expect(treeHash(path.join(ROOT, 'shell', 'dist'))).toBe(shellBefore);
  expect(treeHash(path.join(ROOT, 'mfe-claims', 'dist'))).toBe(claimsDistBefore);

  // The page opened before the release keeps running release one and loads its lazy chunks.
  const fetchedBefore = oldFiles.length;
  await page.locator('[data-claim-id="CL-2026-000204"]').click();
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
  const lazyChunks = oldFiles.slice(fetchedBefore);
  expect(lazyChunks.length).toBeGreaterThan(0);
  for (const file of lazyChunks) expect(file).toEqual({ path: expect.stringMatching(new RegExp(`^/mfe/claims/${first}/`)), status: 200 });
  expect(await labelOf(page)).toBeNull();

  await npmRun('rollback');
  expect(await currentClaimsRelease(page)).toBe(first);
  const rolledBack = await context.newPage();
  const rolledBackFiles = claimsFiles(rolledBack);
  await rolledBack.goto('/#/claims');
  await expect(rolledBack.locator('[data-claim-id="CL-2026-000204"]')).toBeVisible();
  expect(await labelOf(rolledBack)).toBeNull();
  expect(rolledBackFiles.map((file) => file.path)).toContain(`/mfe/claims/${first}/remoteEntry.js`);
  // The tab opened on release two still works after the rollback too.
  await newPage.locator('[data-claim-id="CL-2026-000204"]').click();
  await expect(newPage.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
});
