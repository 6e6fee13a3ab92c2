import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { afterPasswordSignIn, skipOfflinePin } from '../support/session';

/**
 * Consent per purpose (docs/privacy.md "Consent"): lan.tran answered every purpose's text in force
 * (api/src/db/seed.ts), so a sign-in on a new phone asks nothing; on Mine → Privacy & consents she
 * reads what she agreed to, withdraws the optional ones and keeps the record as a PDF. demo's
 * first sign-in, where everything is asked, is tests/00-first-login.spec.ts.
 */
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };

/** A new phone (a fresh browser context), signed in by hand so that a consent screen would be seen, not answered. */
async function newPhoneSignIn(browser: Browser, language: 'en' | 'vi'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/#/mine');
  if (language === 'vi') await page.getByTestId('lang-vi_VN').click();
  await page.getByTestId('login-account').fill(LAN.account);
  await page.getByTestId('login-password').fill(LAN.password);
  await page.getByTestId('login-submit').click();
  expect(await afterPasswordSignIn(page)).not.toBe('consent');
  await skipOfflinePin(page);
  await expect(page.getByTestId('mine-page')).toBeVisible();
  await expect(page.getByTestId('consent-page')).toHaveCount(0);
  return page;
}

async function downloadPdf(page: Page, name: string): Promise<void> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('consents-pdf').click()]);
  expect(file.suggestedFilename()).toBe(name);
  expect(fs.readFileSync((await file.path())!).subarray(0, 5).toString()).toBe('%PDF-');
}

test('lan.tran in Vietnamese, on a new phone: not asked; reads what she agreed to, withdraws product news and analytics, keeps the PDF', async ({ browser }) => {
  const page = await newPhoneSignIn(browser, 'vi');
  await page.getByTestId('mine-menu-consents').click();
  await expect(page).toHaveURL(/#\/consents$/);
  await expect(page.getByTestId('nav-title')).toHaveText('Quyền riêng tư & đồng ý');
  await expect(page.getByTestId('consents-state-contract')).toContainText('Đã đồng ý lúc');
  // A needed purpose has no switch, and says what ending it means.
  await expect(page.getByTestId('consents-switch-contract')).toHaveCount(0);
  await expect(page.getByTestId('consents-card-contract')).toContainText('đóng tài khoản');
  // The exact text she answered, in the language she read it in.
  await page.getByTestId('consents-read-analytics').click();
  await expect(page.getByTestId('consents-text-analytics')).toContainText('SenCare ghi lại các màn hình và chức năng tôi sử dụng');

  for (const purpose of ['product-news', 'analytics']) {
    await page.getByTestId(`consents-switch-${purpose}`).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Rút lại sự đồng ý');
    await dialog.getByRole('button', { name: 'Rút lại', exact: true }).click();
    await expect(page.getByTestId(`consents-state-${purpose}`)).toContainText('Đã rút lại lúc');
    await expect(page.getByTestId(`consents-switch-${purpose}`)).toHaveAttribute('aria-checked', 'false');
  }
  await downloadPdf(page, 'sencare-consents-vi.pdf');
  await page.context().close();
});

test('lan.tran in English sees her withdrawals, switches both back on (the seed state for the specs after) and keeps the PDF', async ({ browser }) => {
  const page = await newPhoneSignIn(browser, 'en');
  await page.goto('/#/consents');
  await expect(page.getByTestId('nav-title')).toHaveText('Privacy & consents');
  for (const purpose of ['product-news', 'analytics']) {
    await expect(page.getByTestId(`consents-state-${purpose}`)).toContainText('Withdrawn on');
    // Switching on needs no confirmation: nothing is taken away.
    await page.getByRole('switch', { name: purpose === 'analytics' ? 'Usage analytics' : 'Product news and offers' }).click();
    await expect(page.getByTestId(`consents-state-${purpose}`)).toContainText('Given on');
  }
  await downloadPdf(page, 'sencare-consents-en.pdf');
  await page.context().close();
});
