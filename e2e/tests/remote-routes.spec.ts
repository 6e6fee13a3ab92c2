import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ReleaseGateway, treeHash } from '../support/releaseGateway';
import { buildVariant, edit } from '../support/remoteVariant';
import { signedInPage } from '../support/session';

/**
 * The shell learns a remote's routes from its manifest (src/remote.json), so a
 * team adds a route, a prefix, an old-path alias or a whole remote by releasing its own build.
 * The builds below change files of the remote's copy only; the shell served is the same bytes
 * throughout, and the gateway is never restarted.
 */
const PORT = Number(process.env.E2E_PORT ?? 8090) + 1002;
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };
test.use({ baseURL: `http://localhost:${PORT}` });

const gateway = new ReleaseGateway(PORT);
test.beforeAll(() => gateway.start());
test.afterAll(() => gateway.stop());

const signedIn = (browser: Browser, target: string) => signedInPage(browser, LAN.account, LAN.password, target);

const go = (page: Page, hash: string) => page.evaluate((h) => { location.hash = h; }, hash);

/** The claims team adds a guide: one route under its prefix, one under a new prefix, and an old link to it. */
const claimsWithGuide = () =>
  buildVariant(gateway, 'mfe-claims', 'claims-with-guide', (ws) => {
    const guide = `() => <p data-testid="claim-guide">How to claim</p>`;
    edit(path.join(ws, 'mfe-claims', 'src', 'routes.tsx'), "  '/claims/upload': () => <UploadPage />,", `  '/claims/upload': () => <UploadPage />,\n  '/claims/guide': ${guide},\n  '/claim-guide': ${guide},`);
    const file = path.join(ws, 'mfe-claims', 'src', 'remote.json');
    const declaration = JSON.parse(fs.readFileSync(file, 'utf8'));
    declaration.prefixes.push('/claim-guide');
    declaration.aliases['/pages/claim-guide/claim-guide'] = '/claim-guide';
    fs.writeFileSync(file, JSON.stringify(declaration));
  });

/** A team that did not exist when the shell was built: its own remote, made from the policies workspace. */
const newRemote = () =>
  buildVariant(gateway, 'mfe-policies', 'new-remote', (ws) => {
    const dir = path.join(ws, 'mfe-policies');
    edit(path.join(dir, 'webpack.config.mjs'), "name: 'mfe_policies'", "name: 'mfe_benefits'");
    edit(path.join(dir, 'src', 'lifecycles.tsx'), "name: 'mfe-policies'", "name: 'mfe-benefits'");
    fs.writeFileSync(path.join(dir, 'src', 'routes.tsx'), "import type { RouteTable } from '@sencare/shared/kit';\n\nexport const ROUTES: RouteTable = {\n  '/benefits': () => <p data-testid=\"benefits-page\">Your benefits</p>,\n};\n");
    fs.writeFileSync(path.join(dir, 'src', 'remote.json'), JSON.stringify({ title: { en: 'Benefits', vi: 'Quyền lợi' }, prefixes: ['/benefits'], aliases: { '/pages/benefits/benefits': '/benefits' } }));
  });

test('a route, a prefix, an alias and a whole remote arrive by releasing remotes; the shell is untouched', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const shellServed = path.join(gateway.staticRoot, 'shell', 'dist');
  const shellBefore = treeHash(shellServed);
  const [guideBuild, benefitsBuild] = [await claimsWithGuide(), await newRemote()];

  const before = await signedIn(browser, '#/claim-guide');
  await expect(before.getByTestId('not-found')).toBeVisible();
  await go(before, '#/benefits');
  await expect(before.getByTestId('not-found')).toBeVisible();

  await gateway.npmRun('mfe-claims', 'release', ['--from', guideBuild]);
  await gateway.npmRun('mfe-claims', 'release', ['--from', benefitsBuild, '--remote', 'benefits']);

  const after = await signedIn(browser, '#/claim-guide');
  await expect(after.getByTestId('claim-guide')).toBeVisible();
  await go(after, '#/claims/guide');
  await expect(after.getByTestId('claim-guide')).toBeVisible();
  await go(after, '#/pages/claim-guide/claim-guide');
  await expect(after).toHaveURL(/#\/claim-guide$/);
  await expect(after.getByTestId('claim-guide')).toBeVisible();
  // The new remote mounts in its own outlet; the old link it declared leads to it; claims still works.
  await go(after, '#/pages/benefits/benefits');
  await expect(after).toHaveURL(/#\/benefits$/);
  await expect(after.locator('#sc-app-benefits').getByTestId('benefits-page')).toBeVisible();
  await go(after, '#/claims');
  await expect(after.locator('[data-claim-id="CL-2026-000204"]')).toBeVisible();

  // The page opened before the releases keeps the routes it started with (one map per page).
  await go(before, '#/claims');
  await expect(before.locator('[data-claim-id="CL-2026-000204"]')).toBeVisible();

  expect(treeHash(shellServed)).toBe(shellBefore);
  await before.context().close();
  await after.context().close();
});
