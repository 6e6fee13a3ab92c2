import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROOT, ReleaseGateway } from '../support/releaseGateway';
import { buildVariant, edit } from '../support/remoteVariant';
import { signedInPage } from '../support/session';

/**
 * Two checks against a gateway of this spec's own: (1) a claims release built against
 * changed domain code of shared/ never changes the policies screens, whichever is visited first;
 * (2) the shell's compatibility gate keeps out a remote the page cannot run, and lets in an
 * older compatible one.
 */
const PORT = Number(process.env.E2E_PORT ?? 8090) + 1001;
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };
test.use({ baseURL: `http://localhost:${PORT}` });

const gateway = new ReleaseGateway(PORT);
test.beforeAll(() => gateway.start());
test.afterAll(() => gateway.stop());

const claimsCard = (page: Page) => page.locator('[data-testid="claim-card"][data-claim-id="CL-2026-000204"]');
const policyCard = (page: Page) => page.getByTestId('policy-card').first();

const freshPage = (browser: Browser, target: string) => signedInPage(browser, LAN.account, LAN.password, target);

/** A claims release whose manifest declares other requirements (as if built against another kernel or React). */
async function releaseClaimsDeclaring(requirements: Record<string, unknown>, name: string): Promise<void> {
  const dir = gateway.copyOfDist('mfe-claims', name);
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  manifest.metaData.sencare = { ...manifest.metaData.sencare, ...requirements };
  fs.writeFileSync(file, JSON.stringify(manifest));
  // The build's compressed copies would still say the old requirements to a browser that takes br or gzip.
  for (const copy of [`${file}.br`, `${file}.gz`]) fs.rmSync(copy, { force: true });
  await gateway.npmRun('mfe-claims', 'release', ['--from', dir]);
}

test('a remote the page cannot run shows "being updated" and is never loaded, the rest works; an older compatible one mounts', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const kernel = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).version as string;
  // "^<major>.0.0": the oldest release line this kernel still runs (after a major such as 3.0.0,
  // the current one itself).
  const [major] = kernel.split('.').map(Number);

  await releaseClaimsDeclaring({ kernel: `^${major}.0.0` }, 'older-compatible');
  const older = await freshPage(browser, '#/claims');
  await expect(claimsCard(older)).toBeVisible();

  for (const [why, requirements] of [
    ['newer kernel', { kernel: `^${major + 1}.0.0` }],
    ['React 17', { react: '^17.0.2' }],
    ['newer channel contract', { channelContract: 99 }],
  ] as const) {
    await releaseClaimsDeclaring(requirements, why.replace(/\W/g, '-'));
    const page = await freshPage(browser, '#/policies');
    const entries: string[] = [];
    page.on('request', (request) => request.url().endsWith('/remoteEntry.js') && entries.push(new URL(request.url()).pathname));
    await expect(policyCard(page)).toBeVisible();
    await page.evaluate(() => { location.hash = '#/claims'; });
    const updating = page.getByTestId('remote-updating-claims');
    await expect(updating, why).toContainText('This part of the app is being updated');
    await updating.getByRole('button', { name: 'Try again' }).click();
    await expect(updating, `${why}: still refused, no crash`).toBeVisible();
    expect(entries.filter((entry) => entry.startsWith('/mfe/claims/')), `${why}: the refused remote is never loaded`).toEqual([]);
    // The rest of the app works.
    await page.evaluate(() => { location.hash = '#/policies'; });
    await expect(policyCard(page)).toBeVisible();
    await page.context().close();
  }
  await older.context().close();
});

/** Builds mfe-claims as its team would, but against a copy of shared/ whose formatVnd they changed. */
const buildClaimsWithChangedFormat = () =>
  buildVariant(gateway, 'mfe-claims', 'claims-changed-format', (ws) => {
    edit(path.join(ws, 'shared', 'src', 'format', 'index.ts'), 'return n ? `${n} ₫` : \'\';', 'return n ? `VND ${n}` : \'\';');
  });

test("a claims release built on changed domain code changes claims' screens only, in both visit orders", async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  await gateway.npmRun('mfe-claims', 'release', ['--from', await buildClaimsWithChangedFormat()]);

  for (const order of [['#/claims', '#/policies'], ['#/policies', '#/claims']]) {
    const page = await freshPage(browser, order[0]);
    for (const target of order) {
      await page.evaluate((hash) => { location.hash = hash; }, target);
      if (target === '#/claims') {
        await expect(claimsCard(page), `claims after ${order[0]}`).toContainText(/VND [\d,]+/);
      } else {
        await expect(policyCard(page), `policies after ${order[0]}`).toContainText(/[\d,]+ ₫/);
        await expect(policyCard(page)).not.toContainText('VND');
      }
    }
    await page.context().close();
  }
});
