import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT, ReleaseGateway, treeHash } from '../support/releaseGateway';
import { LAN_PIN, loginAs, unlockWithPin } from '../support/session';

/**
 * A team releases the claims remote while pages are open (docs/deploying.md): the real release
 * commands against a gateway of this spec's own (e2e/support/releaseGateway.ts). The checks that
 * the release leaves shell/dist and mfe-claims/dist byte-identical look at the repository's real folders.
 */
const PORT = Number(process.env.E2E_PORT ?? 8090) + 1000;
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };
const LABEL_ATTRIBUTE = 'data-mfe-claims-release';

test.use({ baseURL: `http://localhost:${PORT}` });

const gateway = new ReleaseGateway(PORT);
const STATIC_ROOT = gateway.staticRoot;
test.beforeAll(() => gateway.start());
test.afterAll(() => gateway.stop());

const npmRun = (script: string, args: string[] = [], env: Record<string, string> = {}) => gateway.npmRun('mfe-claims', script, args, env);

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
  await unlockWithPin(newPage, LAN_PIN);
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
  await unlockWithPin(rolledBack, LAN_PIN);
  await expect(rolledBack.locator('[data-claim-id="CL-2026-000204"]')).toBeVisible();
  expect(await labelOf(rolledBack)).toBeNull();
  expect(rolledBackFiles.map((file) => file.path)).toContain(`/mfe/claims/${first}/remoteEntry.js`);
  // The tab opened on release two still works after the rollback too.
  await newPage.locator('[data-claim-id="CL-2026-000204"]').click();
  await expect(newPage.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
});
