import { expect, test } from '@playwright/test';
import { attachInvoiceAndPrescription, fillIllnessEvent, signClaim } from '../support/claimWizard';
import { TEST_PIN, loginAs, unlockWithPin } from '../support/session';
import { serverDatabase } from '../support/serverDatabase';
import { drawSignature } from '../support/signature';

test.use({ viewport: { width: 390, height: 844 } });

test('my claims: tabs, status tags and details with timeline', async ({ page }) => {
  await loginAs(page, 'demo', 'Demo2026');
  await page.goto('/#/claims?tab=submission');
  await expect(page.getByTestId('claim-card').first()).toBeVisible();
  await expect(page.locator('[data-claim-id="CL-2026-000103"] [data-status="supplement_requested"]')).toBeVisible();
  await page.goto('/#/claims?tab=completed');
  await page.locator('[data-claim-id="CL-2026-000106"]').click();
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('claim-timeline')).toContainText('Paid');
  await expect(page.getByTestId('claim-cancel')).toHaveCount(0);
});

test('submit a claim with two fee items and two photos; reload mid-form loses nothing', async ({ page }) => {
  await loginAs(page, 'demo', 'Demo2026');
  await page.goto('/#/claims/new');
  await page.getByTestId('field-insuredId').getByText('Nguyễn Văn An').click();
  await page.getByTestId('wizard-next').click();
  await fillIllnessEvent(page, { diagnosis: 'Seasonal flu', amount: 900000 });
  await page.reload();
  await unlockWithPin(page, TEST_PIN);
  await expect(page.getByTestId('field-diagnosis').locator('textarea:not([readonly])')).toHaveValue('Seasonal flu');
  const fee = page.getByTestId('fee-item');
  await fee.nth(0).locator('input').nth(0).fill('Consultation');
  await fee.nth(0).getByText('Consultation').click();
  await fee.nth(0).locator('input').nth(2).fill('300000');
  await page.getByTestId('fee-add').click();
  await fee.nth(1).locator('input').nth(0).fill('Medicine');
  await fee.nth(1).getByText('Medicine', { exact: true }).click();
  await fee.nth(1).locator('input').nth(2).fill('600000');
  await expect(page.getByTestId('fee-remaining')).toContainText('All of the request amount');
  await page.getByTestId('wizard-next').click();
  await attachInvoiceAndPrescription(page);
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next').click();
  await signClaim(page);
  await page.getByTestId('wizard-submit').click();
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');

  // What the behaviour log kept of the whole journey (docs/privacy.md "Data map": routes, methods
  // and sizes, never values): the submission is there, and none of what was typed or uploaded.
  const db = serverDatabase(test.info().project.use.baseURL);
  try {
    const stored = () => db.prepare("select url, method, redirect_page, params from behavior_log where user_id = (select id from users where account = 'demo')").all() as { url: string; method: string; redirect_page: string; params: string }[];
    await expect.poll(() => stored().some((row) => row.url === '/claims' && row.method === 'POST'), { message: 'the submission in the behaviour log', timeout: 20_000 }).toBe(true);
    const text = JSON.stringify(stored());
    for (const value of ['Seasonal flu', 'Consultation', 'Medicine', '300000', '600000', '900000', 'invoice.jpg', 'prescription.jpg', 'Nguyễn Văn An']) expect(text).not.toContain(value);
  } finally {
    db.close();
  }
});

test('report, signature and camera pages render real screens in both languages', async ({ page }) => {
  await loginAs(page, 'demo', 'Demo2026');
  await page.goto('/#/claims/report');
  await expect(page.getByTestId('report-picker')).toBeVisible();
  await page.locator('[data-testid="report-pick"][data-claim-id="CL-2026-000106"]').click();
  await expect(page.getByTestId('claim-report-sheet')).toContainText('Claim summary CL-2026-000106');

  await page.goto('/#/claims/signature');
  await page.getByTestId('signature-confirm').click();
  await expect(page.getByTestId('signature-error')).toHaveText('Signature cannot be empty');
  await drawSignature(page);
  await page.getByTestId('signature-confirm').click();
  await page.waitForFunction(() => location.hash.startsWith('#/claims/new'));
  await expect(page.getByTestId('claim-wizard')).toBeVisible();

  await page.goto('/#/claims/camera');
  await expect(page.getByTestId('camera-empty')).toBeVisible();
  await expect(page.getByTestId('camera-input')).toHaveAttribute('capture', 'environment');

  await page.goto('/#/settings');
  await page.getByTestId('language-list').getByText('Tiếng Việt').click();
  await page.goto('/#/claims/signature');
  await page.getByTestId('signature-clear').click();
  await page.getByTestId('signature-confirm').click();
  await expect(page.getByTestId('signature-error')).toHaveText('Chữ ký không được để trống');
  await page.goto('/#/claims/camera');
  await expect(page.getByTestId('camera-take')).toHaveText('Chụp ảnh');
  await page.goto('/#/claims/report?id=CL-2026-000106');
  await expect(page.getByTestId('claim-report-sheet')).toContainText('Tóm tắt hồ sơ CL-2026-000106');
});

test("the old app's multi-upload link opens the unfinished claim's multi-upload page", async ({ page }) => {
  await loginAs(page, 'lan.tran', 'Lan2026pw', '#/pages/MultiUploadsn/MultiUploadsn');
  await expect(page).toHaveURL(/#\/claims\/upload$/);
  await expect(page.getByTestId('claims-upload-page')).toBeVisible();
});
