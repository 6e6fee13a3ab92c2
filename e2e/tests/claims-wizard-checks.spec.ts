import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { JPEG, apiData, apiToken, fillClaimToReview, submitByApi, typeDate, type ClaimFormOptions as Options } from '../support/claimWizard';
import { drawSignature } from '../support/signature';
import { loginAs } from '../support/session';

// Claims wizard: the 10-claims limit and coverage where they apply, the camera from the
// documents step, a new claim must be signed, and the spec's multi-upload page.
test.use({ viewport: { width: 390, height: 844 } });

const LAN = { account: 'lan.tran', password: 'Lan2026pw' };
const DEMO = { account: 'demo', password: 'Demo2026' };
async function freshDraft(request: APIRequestContext, token: string) {
  await request.delete('/api/claims/drafts/current', { headers: { token } });
}

// Leave no unfinished claim behind: the next spec's wizard starts empty.
test.afterEach(async ({ request }) => {
  for (const who of [DEMO, LAN]) await freshDraft(request, await apiToken(request, who.account, who.password));
});

test('10 open claims: the wizard says so as soon as it opens, and lets the user open again after a cancel', async ({ page }) => {
  const token = await apiToken(page.request, LAN.account, LAN.password);
  await freshDraft(page.request, token);
  const options = await apiData<Options>(page.request, token, '/claims/form-options');
  const made: string[] = [];
  try {
    for (let n = options.limits.inProgress; n < options.limits.maxClaimsInProgress; n += 1) made.push(await submitByApi(page.request, token, options, 310_000 + n * 1_000));
    await loginAs(page, LAN.account, LAN.password);
    await page.goto('/#/claims/new');
    const view = page.getByTestId('wizard-max-claims');
    await expect(view).toContainText('Reach maximum of 10 claims');
    await expect(view).toContainText('You have 10 claims in progress.');
    await expect(page.getByTestId('wizard-next')).toHaveCount(0);
    await expect(page.getByTestId('doc-input')).toHaveCount(0);
    await page.getByTestId('wizard-open-my-claims').click();
    await expect(page.getByTestId('my-claims')).toBeVisible();
  } finally {
    for (const id of made) {
      const res = await page.request.post(`/api/claims/${id}/cancel`, { headers: { token }, data: { note: 'e2e clean-up' } });
      expect(res.status(), await res.text()).toBe(200);
    }
  }
  expect((await apiData<{ open: number }>(page.request, token, '/claims/summary')).open).toBe(options.limits.inProgress);
  // One cancelled: the wizard opens again.
  await page.goto('/#/claims/new');
  await expect(page.getByTestId('wizard-who')).toBeVisible();
});

test('coverage is checked on the event step: an illness in the waiting period names the policy; the same day as an accident is fine', async ({ page }) => {
  const token = await apiToken(page.request, DEMO.account, DEMO.password);
  await freshDraft(page.request, token);
  const options = await apiData<Options>(page.request, token, '/claims/form-options');
  const insured = options.insured.find((p) => p.policies.some((x) => x.status === 'effective' && x.waitingPeriodDays > 0))!;
  const policy = insured.policies.find((x) => x.status === 'effective' && x.waitingPeriodDays > 0)!;
  await loginAs(page, DEMO.account, DEMO.password);
  await page.goto('/#/claims/new');
  await page.getByTestId('field-insuredId').getByText(insured.fullName).click();
  await expect(page.getByTestId('field-policyIds')).toContainText('illness covered from');
  await page.getByTestId('wizard-next').click();
  await typeDate(page, 'field-riskDate', policy.effectiveDate);
  await page.getByTestId('field-claimType').getByText('Illness').click();
  const notice = page.getByTestId('coverage-problem');
  await expect(notice).toContainText(`Policy ${policy.policyNo} has a ${policy.waitingPeriodDays}-day waiting period`);
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('field-riskDate-error')).toHaveText('Claim requisition requirement is not met');
  await expect(page.getByTestId('claim-wizard')).toHaveAttribute('data-step-name', 'event');
  await page.getByTestId('field-claimType').getByText('Accident').click();
  await expect(notice).toHaveCount(0);
});

test('the camera opens from the documents step, speaks of photos, and its photo joins the claim', async ({ page }) => {
  const token = await apiToken(page.request, DEMO.account, DEMO.password);
  await freshDraft(page.request, token);
  await loginAs(page, DEMO.account, DEMO.password);
  await page.goto('/#/claims/new');
  await page.getByTestId('field-insuredId').getByText('Nguyễn Văn An').click();
  await page.getByTestId('wizard-next').click();
  await typeDate(page, 'field-riskDate', '2026-11-20');
  await page.getByTestId('field-claimType').getByText('Illness').click();
  await page.getByTestId('field-treatment').getByText('Outpatient').click();
  await page.getByTestId('field-diagnosis').locator('textarea:not([readonly])').fill('Camera check');
  await page.getByTestId('field-requestAmount').locator('input').fill('200000');
  const fee = page.getByTestId('fee-item').first();
  await fee.locator('input').nth(0).fill('Consultation');
  await fee.getByText('Consultation', { exact: true }).click();
  await fee.getByTestId('fee-amount').locator('input').fill('200000');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-documents')).toBeVisible();

  await page.getByText('Invoice', { exact: true }).click();
  await page.getByTestId('doc-camera').click();
  await expect(page).toHaveURL(/#\/claims\/camera\?kind=invoice$/);
  await page.getByTestId('camera-input').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
  await expect(page.getByTestId('camera-error')).toHaveText('Only photos are accepted here (JPEG, PNG, WebP or HEIC)');
  await page.getByTestId('camera-input').setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await page.getByTestId('camera-use').click();
  await expect(page.getByTestId('wizard-documents')).toBeVisible();
  await expect(page.getByTestId('doc-uploaded')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('doc-uploaded')).toContainText('Invoice');
  await expect(page.getByTestId('doc-needed-invoice')).toContainText('✓');
});

test('a new claim cannot be sent unsigned: the message beside the signature links to the pad; signed, it is sent', async ({ page }) => {
  const token = await apiToken(page.request, DEMO.account, DEMO.password);
  await freshDraft(page.request, token);
  const before = await apiData<{ total: number }>(page.request, token, '/claims/summary');
  await loginAs(page, DEMO.account, DEMO.password);
  await page.goto('/#/claims/new');
  await fillClaimToReview(page, { insured: 'Nguyễn Văn An', diagnosis: 'Unsigned check', amount: 470_000, riskDate: '2026-11-18', sign: false });
  await page.getByTestId('wizard-submit').click();
  await expect(page.getByTestId('wizard-signature-error')).toContainText('Signature cannot be empty');
  expect((await apiData<{ total: number }>(page.request, token, '/claims/summary')).total).toBe(before.total);

  await page.getByTestId('wizard-sign-link').click();
  await expect(page.getByTestId('signature-pad')).toBeVisible();
  await drawSignature(page);
  await page.getByTestId('signature-confirm').click();
  await expect(page.getByTestId('wizard-signature').locator('img')).toBeVisible();
  await expect(page.getByTestId('wizard-signature-error')).toHaveCount(0);
  await page.getByTestId('wizard-submit').click();
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
  await expect(page.getByTestId('claim-signature')).toBeVisible();
});

test('the spec alias MultiUploadsn opens a multi-upload page for the unfinished claim, then the wizard at its documents', async ({ page }) => {
  await multiUpload(page);
});

async function multiUpload(page: Page) {
  const token = await apiToken(page.request, DEMO.account, DEMO.password);
  await freshDraft(page.request, token);
  await loginAs(page, DEMO.account, DEMO.password);
  await page.goto('/#/pages/MultiUploadsn/MultiUploadsn');
  await expect(page.getByTestId('claims-upload-page')).toBeVisible();
  await expect(page.getByTestId('claims-upload-page')).toContainText('Add several photos or PDFs at once');
  await page.getByText('Invoice', { exact: true }).click();
  await page.getByTestId('doc-input').setInputFiles([
    { name: 'invoice-1.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    { name: 'invoice-2.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([JPEG, Buffer.alloc(10, 2)]) },
  ]);
  await expect(page.getByTestId('doc-uploaded')).toHaveCount(2, { timeout: 30_000 });
  await page.getByTestId('upload-continue').click();
  await expect(page.getByTestId('claim-wizard')).toHaveAttribute('data-step-name', 'documents');
  await expect(page.getByTestId('doc-uploaded')).toHaveCount(2);
}
