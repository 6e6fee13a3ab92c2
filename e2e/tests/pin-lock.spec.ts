import { expect, test, type Page } from '@playwright/test';
import { LAN_PIN, loginAs, unlockWithPin } from '../support/session';

/**
 * The PIN protects something. A signed-in app opened again (reload, new tab)
 * or brought back after more than five minutes in the background asks for the PIN before it
 * shows or loads anything of the user's.
 */
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };

/** Headless Chromium never hides a tab: the page is told it was hidden, as a phone's app switch does. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

test('a reload opens behind the lock: nothing of a remote loads, a wrong PIN is counted, the right one returns to the page', async ({ page }) => {
  await loginAs(page, LAN.account, LAN.password, '#/ecards');
  await expect(page.getByTestId('ecards-page')).toBeVisible();

  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.reload();
  await expect(page.getByTestId('unlock-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Trần Thị Lan');
  await expect(page.getByTestId('ecards-page')).toHaveCount(0);
  await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  expect(page.url()).toMatch(/#\/ecards$/);

  await page.getByTestId('unlock-pin').fill('135790');
  await page.getByTestId('unlock-submit').click();
  await expect(page.getByTestId('unlock-error')).toHaveText('Incorrect PIN. 4 attempts left');
  await expect(page.getByTestId('unlock-pin')).toHaveValue('135790');
  // Nothing of any remote, and none of her records, was asked for while locked.
  expect(fetched.filter((p) => p.startsWith('/mfe/') || p === '/remotes.json' || /^\/api\/(ecards|policies|claims)/.test(p))).toEqual([]);

  await page.getByTestId('unlock-pin').fill(LAN_PIN);
  await page.getByTestId('unlock-submit').click();
  await expect(page.getByTestId('ecards-page')).toBeVisible();
  await expect(page.getByTestId('unlock-page')).toHaveCount(0);
});

test('a new tab asks too; forgot PIN and password sign-in are ways out, in Vietnamese', async ({ page, context }) => {
  await loginAs(page, LAN.account, LAN.password);
  const tab = await context.newPage();
  await tab.goto('/#/policies');
  await expect(tab.getByTestId('unlock-page')).toBeVisible();
  await tab.getByTestId('lang-vi_VN').click();
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Chào mừng trở lại, Trần Thị Lan');
  await expect(tab.getByTestId('unlock-password')).toHaveText('Đăng nhập bằng mật khẩu');
  await tab.getByTestId('unlock-forgot').click();
  await expect(tab.getByTestId('reset-pin-page')).toBeVisible();
  await tab.goBack();
  await expect(tab.getByTestId('unlock-page')).toBeVisible();
  await tab.getByTestId('unlock-password').click();
  await expect(tab.getByTestId('login-page')).toBeVisible();
});

test('back from the background: under five minutes the page stays, over five it locks and unlocks in place', async ({ page }) => {
  await page.clock.install();
  await loginAs(page, LAN.account, LAN.password, '#/policies');
  const policies = page.getByTestId('policy-card').first();
  await expect(policies).toBeVisible();

  await setVisibility(page, 'hidden');
  await page.clock.fastForward('04:00');
  await setVisibility(page, 'visible');
  await expect(policies).toBeVisible();
  await expect(page.getByTestId('unlock-page')).toHaveCount(0);

  await setVisibility(page, 'hidden');
  await page.clock.fastForward('05:01');
  await setVisibility(page, 'visible');
  await expect(page.getByTestId('unlock-page')).toBeVisible();
  // The policies screen is gone from the page, not just covered.
  await expect(page.getByTestId('policy-card')).toHaveCount(0);
  await unlockWithPin(page, LAN_PIN);
  await expect(policies).toBeVisible();
});

test('left open in the foreground: five minutes without a tap or key locks it; a key press before then starts the five minutes again', async ({ page }) => {
  await page.clock.install();
  await loginAs(page, LAN.account, LAN.password, '#/policies');
  const policies = page.getByTestId('policy-card').first();
  await expect(policies).toBeVisible();

  await page.clock.fastForward('04:00');
  await page.keyboard.press('Shift');
  await page.clock.fastForward('04:00');
  await expect(policies).toBeVisible();
  await expect(page.getByTestId('unlock-page')).toHaveCount(0);

  await page.clock.fastForward('01:01');
  await expect(page.getByTestId('unlock-page')).toBeVisible();
  await expect(page.getByTestId('policy-card')).toHaveCount(0);
  await unlockWithPin(page, LAN_PIN);
  await expect(policies).toBeVisible();
});
