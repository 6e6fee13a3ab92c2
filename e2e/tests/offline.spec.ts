import { expect, test, type Page } from '@playwright/test';
import { DEMO, LAN_PIN, TEST_PIN, loginAs, unlockWithPin } from '../support/session';

/**
 * The app works with no signal. After one online visit, a reload with no connection
 * starts the app from the service worker, the PIN unlocks it on the phone, and the e-cards (with
 * their QR code), the policies and the claim list open from the phone's copy with "Last updated"
 * and an offline banner. Logout leaves nothing of the user's behind.
 */
test.use({ serviceWorkers: 'allow' });

const LAN = { account: 'lan.tran', password: 'Lan2026pw' };

const offlineKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sencare-offline:')).sort());

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, { timeout: 30_000 });
}

test('installable: the manifest names the app, its icons and standalone display', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(`/${href}`)).json()) as { name: string; short_name: string; display: string; start_url: string; icons: { sizes: string; src: string; purpose: string }[] };
  expect(manifest).toMatchObject({ short_name: 'SenCare', display: 'standalone', start_url: '/#/home' });
  const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) expect((await page.request.get(`/${icon.src}`)).status()).toBe(200);
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  // A new worker must be found on the next visit, never held in a cache.
  expect(worker.headers()['cache-control']).toContain('no-cache');
});

test('after one online visit, a reload with no signal unlocks with the PIN and shows e-cards, policies and claims as last seen', async ({ page, context }) => {
  await loginAs(page, LAN.account, LAN.password);
  await waitForServiceWorker(page);
  // A PIN unlock with the API is what lets the phone check the PIN later with no connection.
  await page.reload();
  await unlockWithPin(page, LAN_PIN);

  await page.goto('/#/ecards');
  await expect(page.getByTestId('ecard').first()).toBeVisible();
  const cardNumber = await page.getByTestId('ecard-number').first().textContent();
  await expect(page.getByTestId('last-updated')).toHaveCount(0);
  await page.goto('/#/policies');
  await expect(page.getByTestId('policies-list')).toBeVisible();
  const policyCount = await page.getByTestId('policies-list').locator(':scope > *').count();
  await page.goto('/#/claims');
  await expect(page.getByTestId('claims-list')).toBeVisible();
  await expect.poll(() => offlineKeys(page)).toEqual(expect.arrayContaining([expect.stringMatching(/:mfe-claims$/), expect.stringMatching(/:mfe-policies$/), expect.stringMatching(/:pin$/)]));

  await context.setOffline(true);
  await page.goto('/#/ecards');
  await page.reload();
  await unlockWithPin(page, LAN_PIN);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('ecard-number').first()).toHaveText(cardNumber!);
  await expect(page.getByTestId('last-updated')).toContainText('Last updated');
  await page.getByTestId('ecard-fullscreen-open').first().click();
  await expect(page.getByTestId('ecard-fullscreen-qr')).toBeVisible();
  await page.getByTestId('ecard-fullscreen-close').click();

  await page.goto('/#/policies');
  await expect(page.getByTestId('policies-list').locator(':scope > *')).toHaveCount(policyCount);
  await expect(page.getByTestId('last-updated')).toBeVisible();
  await page.goto('/#/claims');
  await expect(page.getByTestId('claims-list')).toBeVisible();
  await expect(page.getByTestId('last-updated')).toBeVisible();

  // Back online: the pages refresh and the notice goes.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await page.goto('/#/mine');
  await page.getByTestId('mine-logout').click();
  await page.locator('.adm-dialog-button').last().click();
  await expect(page.getByTestId('login-page')).toBeVisible();
  expect(await offlineKeys(page)).toEqual([]);
});

test('after a password sign-in on a new phone the PIN is asked once, and the saved e-card then opens with no signal', async ({ page, context }) => {
  await page.goto('/#/ecards');
  await waitForServiceWorker(page);
  await page.getByTestId('login-account').fill(LAN.account);
  await page.getByTestId('login-password').fill(LAN.password);
  await page.getByTestId('login-submit').click();
  // No PIN unlock has happened on this phone: the app asks the PIN once, checked by the API.
  await expect(page.getByTestId('offline-pin-page')).toContainText('Use your e-card with no signal');
  await page.getByTestId('offline-pin').fill(LAN_PIN);
  await page.getByTestId('offline-pin-submit').click();
  await expect(page.getByTestId('ecard').first()).toBeVisible();
  const cardNumber = await page.getByTestId('ecard-number').first().textContent();
  await expect.poll(() => offlineKeys(page)).toEqual(expect.arrayContaining([expect.stringMatching(/:mfe-policies$/), expect.stringMatching(/:pin$/)]));

  await context.setOffline(true);
  await page.reload();
  await unlockWithPin(page, LAN_PIN);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('ecard-number').first()).toHaveText(cardNumber!);
  // A page never opened online, in an app started with no signal: "not saved on this phone yet",
  // not a load error (the query pauses; shared/src/kit/sessionQueryClient.ts).
  await page.goto('/#/policies/detail?policyNo=SCH-2026-000777');
  await expect(page.getByTestId('offline-empty')).toContainText('this page has not been saved on this phone yet');
  await page.goto('/#/messages');
  await expect(page.getByTestId('offline-empty')).toContainText('this page has not been saved on this phone yet');
  await context.setOffline(false);
});

test('with no signal the phone allows three wrong PINs, then only the API unlocks', async ({ page, context }) => {
  await loginAs(page, LAN.account, LAN.password, '#/policies');
  await waitForServiceWorker(page);
  await page.reload();
  await unlockWithPin(page, LAN_PIN);
  await expect(page.getByTestId('policies-list')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('unlock-page')).toBeVisible();
  for (const [pin, text] of [['135790', '2 more tries'], ['135791', '1 more tries']]) {
    await page.getByTestId('unlock-pin').fill(pin);
    await page.getByTestId('unlock-submit').click();
    await expect(page.getByTestId('unlock-error')).toContainText(text);
  }
  await page.getByTestId('unlock-pin').fill('135792');
  await page.getByTestId('unlock-submit').click();
  await expect(page.getByTestId('unlock-error')).toHaveText('No connection. Connect to the internet to unlock with your PIN.');
  await page.getByTestId('unlock-pin').fill(LAN_PIN);
  await page.getByTestId('unlock-submit').click();
  await expect(page.getByTestId('unlock-error')).toHaveText('No connection. Connect to the internet to unlock with your PIN.');
  await expect(page.getByTestId('policies-list')).toHaveCount(0);

  await context.setOffline(false);
  await page.getByTestId('unlock-submit').click();
  await expect(page.getByTestId('policies-list')).toBeVisible();
});

test('an expired card says "Not valid" in full screen and never asks to be shown at the front desk, in both languages', async ({ page }) => {
  await loginAs(page, DEMO.account, DEMO.password, '#/ecards?tab=invalid');
  await expect(page.getByTestId('ecards-invalid')).toBeVisible();
  await expect(page.getByTestId('ecard-fullscreen-open').first()).toHaveText('View card');
  await page.getByTestId('ecard-fullscreen-open').first().click();
  const sheet = page.getByTestId('ecard-fullscreen');
  await expect(sheet.getByTestId('ecard-fullscreen-not-valid')).toHaveText('Not valid This card cannot be used at the hospital front desk.');
  await expect(sheet).not.toContainText('front desk to check');
  await page.getByTestId('ecard-fullscreen-close').click();

  await page.evaluate(() => localStorage.setItem('CURRENT_LANG', 'vi_VN'));
  await page.reload();
  await unlockWithPin(page, TEST_PIN);
  await expect(page.getByTestId('ecard-fullscreen-open').first()).toHaveText('Xem thẻ');
  await page.getByTestId('ecard-fullscreen-open').first().click();
  await expect(page.getByTestId('ecard-fullscreen-not-valid')).toHaveText('Hết hiệu lực Thẻ này không dùng được tại quầy tiếp đón của bệnh viện.');
  await page.evaluate(() => localStorage.setItem('CURRENT_LANG', 'en_US'));
});
