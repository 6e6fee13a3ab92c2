import { expect, test, type Page } from '@playwright/test';
import { LAN_PIN, loginAs, unlockWithPin } from '../support/session';
import { makePng } from '../support/images';

/**
 * WCAG 2.4.2 and 2.4.3: every screen names the browser tab in the person's language, and after
 * each change of screen focus is on the new page's heading (not left on <body>); the claim
 * wizard's Next says which step of five is open, and a finished upload is announced.
 */
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };

const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);

/** Changes the screen as a link does, then waits for the tab's title and the focus on its h1. */
async function expectScreen(page: Page, hash: string, title: string) {
  await page.evaluate((to) => { window.location.hash = to; }, hash);
  await expect(page).toHaveTitle(`${title} – SenCare`);
  await expect.poll(() => focused(page)).toBe(`H1 ${title}`);
}

test('every screen names the tab in English and Vietnamese, and focus lands on its heading after each change', async ({ page }) => {
  await loginAs(page, LAN.account, LAN.password);
  await expect(page).toHaveTitle('Home – SenCare');
  await expectScreen(page, '#/claims', 'My claims');
  await expectScreen(page, '#/policies', 'My policies');
  await expectScreen(page, '#/mine', 'Mine');
  // A tap on the tab bar is a route change like any other.
  await page.getByTestId('tab-home').click();
  await expect(page).toHaveTitle('Home – SenCare');
  await expect.poll(() => focused(page)).toMatch(/^H1 Hello, /);

  await page.evaluate(() => localStorage.setItem('CURRENT_LANG', 'vi_VN'));
  await page.reload();
  await expect(page).toHaveTitle('Nhập mã PIN – SenCare');
  await unlockWithPin(page, LAN_PIN);
  await expect(page).toHaveTitle('Trang chủ – SenCare');
  await expectScreen(page, '#/claims', 'Hồ sơ bồi thường');
  await expectScreen(page, '#/pages/setting/setting', 'Cài đặt');
  await expectScreen(page, '#/privacy', 'Chính sách quyền riêng tư');
  await page.evaluate(() => localStorage.setItem('CURRENT_LANG', 'en_US'));
});

test('the wizard says "Step 2 of 5" on Next, marks the current step, and a finished upload is announced', async ({ page }) => {
  // Start from no draft: the server keeps lan.tran's unfinished claim between tests.
  const login = await page.request.post('/api/auth/login', { data: { account: LAN.account, password: LAN.password, privacyAccepted: true } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.request.delete('/api/claims/drafts/current', { headers: { token } });
  await loginAs(page, LAN.account, LAN.password, '#/claims/new');
  await expect(page).toHaveTitle('Submit a claim – SenCare');
  await expect(page.getByTestId('wizard-step-who')).toHaveAttribute('aria-current', 'step');
  await page.getByTestId('field-insuredId').getByText('Trần Thị Lan').click();
  await page.getByTestId('wizard-next').click();
  await expect.poll(() => focused(page)).toBe('H2 Step 2 of 5: Event');
  await expect(page.getByTestId('wizard-step-event')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('wizard-step-who')).not.toHaveAttribute('aria-current', 'step');
  await page.getByTestId('wizard-back').click();
  await expect.poll(() => focused(page)).toBe('H2 Step 1 of 5: Insured');

  await expectScreen(page, '#/claims/upload', 'Upload documents');
  await page.getByTestId('doc-input').setInputFiles({ name: 'hoa-don.png', mimeType: 'image/png', buffer: makePng(64, 64, [200, 200, 200]) });
  await expect(page.getByTestId('doc-uploaded')).toHaveCount(1);
  await expect(page.getByTestId('sc-announcer-polite')).toHaveText('Uploaded: hoa-don.png');
  await page.request.delete('/api/claims/drafts/current', { headers: { token } });
});
