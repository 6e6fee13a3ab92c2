import { expect, test, type Page } from '@playwright/test';
import { LAN_PIN, loginAs, unlockWithPin } from '../support/session';

/** mfe-account's change password and change PIN: long passwords, the limit said up front, the API down. */
const LAN = { account: 'lan.tran', password: 'Lan2026pw', pin: '246810' };
const TWENTY_ONE = 'Abcdefghij0123456789k';

async function changePassword(page: Page, from: string, to: string) {
  await page.locator('input[name="oldPassword"]').fill(from);
  await page.locator('input[name="newPassword"]').fill(to);
  await page.locator('input[name="confirmPassword"]').fill(to);
  await page.getByTestId('password-submit').click();
}

test('a 21-character new password is kept whole and refused with the limit', async ({ page }) => {
  await loginAs(page, LAN.account, LAN.password);
  await page.goto('/#/password');
  await expect(page.getByTestId('field-newPassword-hint')).toHaveText('5–20 characters, letters and numbers only');
  await page.locator('input[name="newPassword"]').pressSequentially(TWENTY_ONE);
  await expect(page.locator('input[name="newPassword"]')).toHaveValue(TWENTY_ONE);
  await changePassword(page, LAN.password, TWENTY_ONE);
  await expect(page.getByTestId('field-newPassword-error')).toHaveText('Password must be 5 to 20 characters');
  await expect(page.locator('input[name="newPassword"]')).toHaveValue(TWENTY_ONE);
});

test('success opened straight from a link lands on Settings, inside the app', async ({ page }) => {
  await loginAs(page, LAN.account, LAN.password);
  // A fresh tab with the form as its first page: history.back() would have left the app.
  const fresh = await page.context().newPage();
  await fresh.goto('/#/password');
  await unlockWithPin(fresh, LAN_PIN);
  await changePassword(fresh, LAN.password, 'Lan2027pw');
  await expect(fresh).toHaveURL(/#\/settings$/);
  await expect(fresh.getByTestId('settings-page')).toBeVisible();
  // Back to the seeded password so the other specs keep theirs.
  await fresh.goto('/#/password');
  await changePassword(fresh, 'Lan2027pw', LAN.password);
  await expect(fresh).toHaveURL(/#\/settings$/);

  await fresh.goto('/#/pin/change');
  for (const [name, value] of [['oldPin', LAN.pin], ['newPin', '135791'], ['confirmPin', '135791']]) await fresh.locator(`input[name="${name}"]`).fill(value);
  await fresh.getByTestId('pin-submit').click();
  await expect(fresh).toHaveURL(/#\/settings$/);
  await fresh.goto('/#/pin/change');
  for (const [name, value] of [['oldPin', '135791'], ['newPin', LAN.pin], ['confirmPin', LAN.pin]]) await fresh.locator(`input[name="${name}"]`).fill(value);
  await fresh.getByTestId('pin-submit').click();
  await expect(fresh).toHaveURL(/#\/settings$/);
});

test('with the API down the form shows one message that says what to do, and no modal', async ({ page }) => {
  await loginAs(page, LAN.account, LAN.password);
  await page.goto('/#/password');
  await expect(page.getByTestId('password-page')).toBeVisible();
  await page.route('**/api/**', (route) => route.fulfill({ status: 502, body: '' }));
  await changePassword(page, LAN.password, 'Lan2027pw');
  await expect(page.getByTestId('form-error')).toHaveText('The service is not reachable. Check your connection and try again.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Exception')).toHaveCount(0);
});
