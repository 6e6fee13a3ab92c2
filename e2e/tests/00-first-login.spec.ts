import { expect, test } from '@playwright/test';
import { DEMO, TEST_PIN, answerConsents } from '../support/session';
import { snap } from '../support/screens';

test('first login of demo: consent per purpose, set PIN, home, Mine, Vietnamese, log out, remembered account', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByTestId('login-page')).toBeVisible();
  await snap(page, 'login-en');

  await page.getByTestId('login-account').fill(DEMO.account);
  await page.getByTestId('login-password').fill(DEMO.password);
  await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();

  // First sign-in: every purpose is asked, before the PIN (docs/privacy.md "Consent"). Optional
  // ones start unticked; a needed one left unticked stops the form with the reason.
  await expect(page.getByRole('heading', { level: 1, name: 'Your consent' })).toBeVisible();
  await expect(page.getByTestId('consent-page').locator('section')).toHaveCount(6);
  await expect(page.getByTestId('consent-analytics')).not.toBeChecked();
  await snap(page, 'consent-en');
  await page.getByTestId('consent-submit').click();
  await expect(page.getByTestId('consent-missing')).toContainText('cannot serve your policies and claims');
  await answerConsents(page);

  // No PIN yet → set PIN; mismatching entries get the spec message.
  await expect(page.getByTestId('set-pin-page')).toBeVisible();
  await snap(page, 'set-pin-en');
  await page.getByTestId('pin-new').fill(TEST_PIN);
  await page.getByTestId('pin-confirm').fill('654321');
  await page.getByTestId('pin-save').click();
  await expect(page.getByText('The two entered PINs do not match.')).toBeVisible();
  await page.getByTestId('pin-confirm').fill(TEST_PIN);
  await page.getByTestId('pin-save').click();

  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('home-greeting')).toContainText('Nguyễn Văn An');
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  await snap(page, 'home-en');

  await page.getByTestId('tab-mine').click();
  await expect(page).toHaveURL(/#\/mine/);
  await expect(page.locator('#sc-app-account')).not.toBeEmpty();

  // Switch language from settings (mfe-account) → shell and remote texts change together.
  await page.goto('/#/settings');
  await page.getByText('Tiếng Việt').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.goto('/#/mine');
  await expect(page.getByTestId('tab-mine')).toContainText('Cá nhân');
  await expect(page.locator('#sc-app-account')).toContainText(/Đăng xuất|Cài đặt|Tin nhắn/);
  await page.getByTestId('tab-home').click();
  await expect(page.getByTestId('home-greeting')).toContainText('Xin chào');
  await snap(page, 'home-vi');
  // With a PIN set, the set-PIN page offers Change PIN instead.
  await page.goto('/#/pin/set');
  await expect(page.getByTestId('pin-already-set')).toBeVisible();

  // Log out (confirm) → login, in Vietnamese, with the account remembered.
  await page.evaluate(() => {
    window.location.hash = '#/mine';
  });
  await page.getByTestId('mine-logout').click();
  const confirm = page.locator('.adm-dialog-button').last();
  await confirm.click();
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByTestId('login-account')).toHaveValue(DEMO.account);
  await expect(page.getByTestId('login-password')).toHaveValue('');
  await expect(page.getByTestId('login-submit')).toHaveText('Đăng nhập');
  await snap(page, 'login-vi');

  await page.goto('/#/pin/reset');
  await expect(page.getByTestId('reset-pin-page')).toBeVisible();
  await page.goto('/#/pages/set-pin/set-pin');
  await expect(page).toHaveURL(/#\/login/);
});
