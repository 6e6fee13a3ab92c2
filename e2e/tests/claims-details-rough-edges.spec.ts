import { expect, test, type Page } from '@playwright/test';
import { apiData, apiToken, submitByApi, type ClaimFormOptions } from '../support/claimWizard';
import { makePng } from '../support/images';
import { loginAs } from '../support/session';

/** Claims: details, my claims search, cancel with a reason, supplement files; both languages. */
test.use({ viewport: { width: 390, height: 844 } });

async function inVietnamese(page: Page) {
  await page.goto('/');
  await page.getByTestId('lang-vi_VN').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
}

test("home's count is the In progress tab; a search finds claims of every tab; closed claims' fee lines and the payee read true", async ({ page }) => {
  await loginAs(page, 'demo', 'Demo2026');
  const home = page.getByTestId('home-claims-in-progress');
  await expect(home).toContainText(/\d/);
  const count = Number((await home.textContent())!.replace(/\D/g, ''));
  await page.goto('/#/claims?tab=in_progress');
  await expect(page.getByTestId('claim-card').first()).toBeVisible();
  await expect(page.getByTestId('claim-card')).toHaveCount(count);

  await page.getByTestId('claims-search').locator('input').fill('CL-2026-0001');
  await page.getByTestId('claims-search').locator('input').press('Enter');
  await expect(page.getByTestId('claims-search-scope')).toHaveText(/Results for “CL-2026-0001” in all your claims/);
  await expect(page.getByTestId('claims-tab-in_progress')).toHaveCount(0);
  await expect(page.locator('[data-claim-id="CL-2026-000108"] [data-status="denied"]')).toHaveText('Denied');
  await expect(page.locator('[data-claim-id="CL-2026-000103"] [data-status="supplement_requested"]')).toBeVisible();
  await expect(page.locator('[data-claim-id="CL-2026-000102"] [data-status="processing"]')).toBeVisible();

  await page.locator('[data-claim-id="CL-2026-000109"]').click();
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('fee-decision')).toHaveText('Not assessed: claim cancelled');
  const payee = page.getByTestId('claim-payee');
  await expect(payee).toContainText('Claimant');
  await expect(page.getByTestId('claim-payee-account')).toHaveText(/^\*{4}\d{4}$/);

  await page.goBack();
  await page.getByTestId('claims-search-clear').click();
  await expect(page).toHaveURL(/#\/claims\?tab=in_progress$/);
  await expect(page.getByTestId('claims-tab-in_progress')).toBeVisible();
});

test('Vietnamese: details without an id link to My claims; cancel asks why and the timeline shows it; payee shown', async ({ page }) => {
  await inVietnamese(page);
  await loginAs(page, 'demo', 'Demo2026');
  for (const hash of ['#/claims/detail', '#/pages/claim-details/claim-details']) {
    await page.goto(`/${hash}`);
    await expect(page.getByTestId('claim-no-id')).toContainText('Chưa chọn hồ sơ nào');
  }
  await page.getByRole('link', { name: 'Đến Hồ sơ bồi thường của tôi' }).click();
  await expect(page.getByTestId('my-claims')).toBeVisible();

  // A claim of this test's own: the seeded open ones are what other specs read (claims-resilience needs CL-2026-000102).
  const token = await apiToken(page.request, 'demo', 'Demo2026');
  const claimId = await submitByApi(page.request, token, await apiData<ClaimFormOptions>(page.request, token, '/claims/form-options'), 420_000);
  await page.goto(`/#/claims/detail?id=${claimId}`);
  await expect(page.getByTestId('claim-payee')).toContainText('Người yêu cầu');
  await expect(page.getByTestId('claim-payee-account')).toHaveText(/^\*{4}\d{4}$/);
  await page.getByTestId('claim-cancel').click();
  await expect(page.getByTestId('cancel-reason-form')).toContainText(`Vì sao bạn muốn hủy hồ sơ ${claimId}?`);
  const confirm = page.locator('.adm-dialog-footer').getByText('Hủy hồ sơ');
  await confirm.click();
  await expect(page.getByTestId('cancel-reason-error')).toHaveText('Vui lòng chọn hoặc nhập lý do');
  await page.getByText('Lý do khác').click();
  await page.getByLabel('Vui lòng cho biết lý do').fill('Bệnh viện đã hoàn tiền');
  await confirm.click();
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('claim-timeline')).toContainText('Bệnh viện đã hoàn tiền');
  await expect(page.getByTestId('fee-decision').first()).toHaveText('Không thẩm định: hồ sơ đã hủy');
});

test('a photo picked for a supplement item can be opened and removed before sending', async ({ page }) => {
  await loginAs(page, 'demo', 'Demo2026');
  await page.goto('/#/claims/supplement?id=CL-2026-000103');
  const item = page.getByTestId('supplement-item').first();
  await item.getByTestId('supplement-file').setInputFiles({ name: 'giay-ra-vien.png', mimeType: 'image/png', buffer: makePng(80, 60, [140, 140, 140]) });
  const file = item.getByTestId('answer-file');
  await expect(file).toContainText('giay-ra-vien');
  await expect(item).toHaveAttribute('data-answered', 'true');

  await file.getByRole('button', { name: /^Open giay-ra-vien/ }).click();
  await expect(page.locator('.adm-image-viewer-content img, .adm-image-viewer img').first()).toHaveAttribute('src', /^blob:/);
  await page.keyboard.press('Escape');
  await expect(page.locator('.adm-image-viewer-content img, .adm-image-viewer img')).toHaveCount(0);
  await file.getByRole('button', { name: /^Open giay-ra-vien/ }).click();
  await page.getByTestId('answer-file-close').click();
  await expect(page.locator('.adm-image-viewer-content img, .adm-image-viewer img')).toHaveCount(0);

  await file.getByRole('button', { name: /^Remove giay-ra-vien/ }).click();
  await expect(item.getByTestId('answer-file')).toHaveCount(0);
  await expect(item).toHaveAttribute('data-answered', 'false');
  await page.goto('/#/claims/detail?id=CL-2026-000103');
  await expect(page.getByTestId('claim-documents')).not.toContainText('giay-ra-vien');
});

/** The seeded supplement request of CL-2026-000103, each language's own words and never "English / Tiếng Việt". */
const SEEDED_REQUEST = {
  en: { note: 'Please upload the discharge paper and the original VAT invoice.', items: ['Discharge paper', 'Original VAT invoice', 'The uploaded invoice is not readable.'], other: /Hóa đơn GTGT|Vui lòng bổ sung| \/ / },
  vi: { note: 'Vui lòng bổ sung giấy ra viện và hóa đơn GTGT gốc.', items: ['Giấy ra viện', 'Hóa đơn GTGT gốc', 'Hóa đơn đã tải lên không đọc được.'], other: /VAT invoice|Please upload|not readable| \/ / },
};

for (const lang of ['en', 'vi'] as const) {
  test(`the insurer's request and note in ${lang === 'en' ? 'English' : 'Vietnamese'} only, on the details and supplement pages`, async ({ page }) => {
    if (lang === 'vi') await inVietnamese(page);
    await loginAs(page, 'demo', 'Demo2026');
    const texts = SEEDED_REQUEST[lang];
    await page.goto('/#/claims/detail?id=CL-2026-000103');
    const requested = page.getByTestId('claim-requested');
    for (const text of texts.items) await expect(requested).toContainText(text);
    await expect(page.getByTestId('claim-timeline')).toContainText(texts.note);
    await expect(requested).not.toContainText(texts.other);
    await expect(page.getByTestId('claim-timeline')).not.toContainText(texts.other);
    await page.goto('/#/claims/supplement?id=CL-2026-000103');
    await expect(page.getByTestId('supplement-item')).toHaveCount(2);
    for (const text of texts.items) await expect(page.getByTestId('supplement-page')).toContainText(text);
    await expect(page.getByTestId('supplement-page')).not.toContainText(texts.other);
  });
}
