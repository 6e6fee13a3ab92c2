import { expect, test } from '@playwright/test';
import { TEST_PIN, answerConsents } from '../support/session';
import { snap } from '../support/screens';

const HOA = { account: 'hoa.pham', password: 'Hoa2026pw' };

test('a new policyholder in Vietnamese: login, set PIN, home, and the empty states of claims and policies', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('lang-vi_VN').click();
  await expect(page.getByTestId('login-submit')).toHaveText('Đăng nhập');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.getByTestId('login-account').fill(HOA.account);
  await page.getByTestId('login-password').fill(HOA.password);
  await page.getByTestId('login-submit').click();

  // A first sign-in: the consent purposes, in Vietnamese, before the PIN (docs/privacy.md "Consent").
  await expect(page.getByRole('heading', { level: 1, name: 'Sự đồng ý của bạn' })).toBeVisible();
  await answerConsents(page);

  await expect(page.getByTestId('set-pin-page')).toContainText('Tạo mã PIN 6 chữ số');
  await expect(page.getByTestId('nav-title')).toHaveText('Đặt mã PIN');
  await page.getByTestId('pin-new').fill('12345');
  await page.getByTestId('pin-confirm').fill('12345');
  await page.getByTestId('pin-save').click();
  await expect(page.getByText('Mã PIN phải gồm 6 chữ số').first()).toBeVisible();
  // Pasting works (WCAG 2.2 accessible authentication): only digits are kept.
  await page.getByTestId('pin-new').fill('25 80 36');
  await expect(page.getByTestId('pin-new')).toHaveValue(TEST_PIN);
  await page.getByTestId('pin-confirm').fill('654321');
  await page.getByTestId('pin-save').click();
  await expect(page.getByText('Hai mã PIN đã nhập không khớp.')).toBeVisible();
  await snap(page, 'set-pin-vi');
  // A PIN anyone would try first is refused with the reason.
  await page.getByTestId('pin-new').fill('111111');
  await page.getByTestId('pin-confirm').fill('111111');
  await page.getByTestId('pin-save').click();
  await expect(page.getByText('Vui lòng chọn mã PIN không phải một chữ số lặp lại (như 111111).')).toBeVisible();
  await page.getByTestId('pin-new').fill(TEST_PIN);
  await page.getByTestId('pin-confirm').fill(TEST_PIN);
  await page.getByTestId('pin-save').click();

  await expect(page.getByTestId('home-greeting')).toHaveText('Xin chào, Phạm Thị Hoa');
  await expect(page.getByTestId('home-claims-in-progress')).toContainText('0');
  await expect(page.getByTestId('tab-home')).toContainText('Trang chủ');

  await page.getByTestId('quick-myClaims').click();
  await expect(page.getByTestId('nav-title')).toHaveText(/Hồ sơ/);
  await expect(page.locator('#sc-app-claims [data-testid="claims-empty"]').first()).toBeVisible();
  await page.getByTestId('nav-back').click();
  await expect(page.getByTestId('home-page')).toBeVisible();

  await page.getByTestId('quick-myPolicies').click();
  await expect(page.locator('#sc-app-policies [data-testid="policies-empty"]').first()).toBeVisible();
  await snap(page, 'policies-empty-vi');
});
