import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiData, apiToken } from '../support/claimWizard';
import { loginAs } from '../support/session';

const shots = path.join(__dirname, '..', 'output', 'account');
// lan.tran (seeded with a PIN, one unread message): leaves demo's first-login journey to the shell spec.
const LAN = { account: 'lan.tran', password: 'Lan2026pw', name: 'Trần Thị Lan' };

/** mfe-account as a policyholder uses it: Mine, messages, FAQ, change password, settings. */
test('Mine, messages mark all read, FAQ, wrong old password, switch to Vietnamese', async ({ page }) => {
  await loginAs(page, LAN.account, LAN.password);

  await page.goto('/#/mine');
  await expect(page.getByTestId('mine-page')).toBeVisible();
  await expect(page.getByTestId('mine-name')).toHaveText(LAN.name);
  await expect(page.getByTestId('mine-avatar')).toHaveText('TL');
  // What lan.tran holds when this spec runs: the seed's two messages (one unread), plus whatever
  // the specs before it in the same run sent her (an e2e shard runs its specs in one database).
  const token = await apiToken(page.request, LAN.account, LAN.password);
  const unread = (await apiData<{ count: number }>(page.request, token, '/messages/unread-count')).count;
  const firstPage = await apiData<{ items: Array<{ read: boolean }> }>(page.request, token, '/messages');
  expect(unread).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('mine-unread-badge')).toHaveText(String(unread > 99 ? '99+' : unread));
  await page.screenshot({ path: path.join(shots, 'mine-en.png'), fullPage: true });

  await page.getByTestId('mine-menu-messages').click();
  await expect(page).toHaveURL(/#\/messages$/);
  await expect(page.getByTestId('message-item')).toHaveCount(firstPage.items.length);
  await expect(page.getByTestId('unread-dot')).toHaveCount(firstPage.items.filter((item) => !item.read).length);
  await page.screenshot({ path: path.join(shots, 'messages-en.png'), fullPage: true });
  await page.getByTestId('mark-all-read').click();
  // The toast shows it and the polite live region (shared/src/ui/announce.ts) reads it out.
  await expect(page.locator('#sc-announcer-polite')).toHaveText('All messages marked as read');
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  await expect(page.getByTestId('mark-all-read')).toBeDisabled();

  await page.goto('/#/faq');
  await expect(page.getByTestId('faq-question')).toHaveCount(11);
  await page.getByTestId('faq-question').first().click();
  await expect(page.getByTestId('faq-answer').first()).toBeVisible();
  await expect(page.getByTestId('faq-answer').first()).not.toBeEmpty();
  await page.screenshot({ path: path.join(shots, 'faq-en.png'), fullPage: true });

  await page.goto('/#/password');
  await page.locator('input[name="oldPassword"]').fill('Wrong2026pw');
  await page.locator('input[name="newPassword"]').fill('Fresh2026pw');
  await page.locator('input[name="confirmPassword"]').fill('Fresh2026pw');
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('field-oldPassword-error')).toHaveText('The old password is incorrect');
  // nothing typed is lost
  await expect(page.locator('input[name="newPassword"]')).toHaveValue('Fresh2026pw');
  await page.screenshot({ path: path.join(shots, 'password-wrong-old-en.png'), fullPage: true });

  await page.goto('/#/settings');
  await expect(page.getByTestId('app-version')).toHaveText('2.0.07');
  await expect(page.getByText('Language', { exact: true })).toBeVisible();
  await page.getByTestId('language-list').getByText('Tiếng Việt').click();
  await expect(page.getByText('Ngôn ngữ', { exact: true })).toBeVisible();
  await expect(page.getByText('Phiên bản ứng dụng')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'settings-vi.png'), fullPage: true });

  await page.goto('/#/mine');
  await expect(page.getByText('Hợp đồng của tôi')).toBeVisible();
  await expect(page.getByText('Đăng xuất')).toBeVisible();
  await expect(page.getByTestId('mine-unread-badge')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'mine-vi.png'), fullPage: true });

  // Logging out empties the live regions (shell/src/session/sessionController.ts): the next person
  // on this phone must not be read what the last one was told (here the messages' announcement).
  const announcer = page.locator('#sc-announcer-polite');
  await expect(announcer).not.toHaveText('');
  await page.getByTestId('mine-logout').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(announcer).toHaveText('');
});

test('message bodies write money as the app does (1,935,000 ₫), in English and in Vietnamese', async ({ page }) => {
  await loginAs(page, 'demo', 'Demo2026', '#/messages');
  const settled = page.getByTestId('message-item').filter({ hasText: 'CL-2026-000105' }).getByTestId('message-body');
  await expect(settled).toHaveText('Your claim was settled: 1,935,000 ₫ will be paid.');
  await expect(page.getByTestId('message-item').first()).toBeVisible();
  await expect(page.getByTestId('messages-page')).not.toContainText('VND');

  await page.goto('/#/settings');
  await page.getByTestId('language-list').getByText('Tiếng Việt').click();
  await expect(page.getByText('Ngôn ngữ', { exact: true })).toBeVisible();
  await page.goto('/#/messages');
  await expect(settled).toHaveText('Yêu cầu đã được duyệt: số tiền 1,935,000 ₫ sẽ được chi trả.');
  await expect(page.getByTestId('messages-page')).not.toContainText(/VND|1\.935\.000/);
});
