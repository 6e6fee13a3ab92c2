import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken } from '../support/claimWizard';
import { approveEveryLine, insurerAct, type InsurerAction } from '../support/insurerActions';
import { LAN_PIN, loginAs, unlockWithPin } from '../support/session';

test.use({ viewport: { width: 390, height: 844 } });

const CLAIM = 'CL-2026-000204'; // lan.tran's seeded claim in processing

/** The insurer plays through the API: logs in as the assessor and moves claims with the console's route. */
async function insurer(request: APIRequestContext) {
  const headers = { token: await apiToken(request, 'assessor', 'Assessor2026') };
  return {
    async detail(id: string) {
      const res = await request.get(`/api/insurer/claims/${id}`, { headers });
      return ((await res.json()) as { data: { status: string; feeItems: { id: number; amount: number }[] } }).data;
    },
    move: (id: string, body: InsurerAction) => insurerAct(request, headers.token, id, body),
  };
}

test("the insurer requests a supplement → the customer answers it → settled, then paid from the bank's report at the finance desk → Paid, timeline and a message", async ({ page, browser }) => {
  const assessor = await insurer(page.request);
  // The customer has the claim open when the insurer asks: the live banner says so, and after
  // the customer's own answer it follows the claim to Processing instead of repeating the request.
  await loginAs(page, 'lan.tran', 'Lan2026pw');
  await page.goto(`/#/claims/detail?id=${CLAIM}`);
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
  // In both languages: the English reader sees the English only.
  await assessor.move(CLAIM, {
    action: 'requestSupplement',
    note: { en: 'Lab results needed', vi: 'Cần bổ sung kết quả xét nghiệm' },
    requestedItems: [{ name: { en: 'Lab results', vi: 'Kết quả xét nghiệm' }, code: 'medical_record', reason: { en: 'The HbA1c test is not attached', vi: 'Chưa có kết quả xét nghiệm HbA1c' } }],
    deadline: '2026-12-31',
  });
  const banner = page.getByTestId('live-claim-banner');
  await expect(banner).toHaveAttribute('data-status', 'supplement_requested');
  await expect(banner).toContainText('Request for supplementary');

  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'supplement_requested');
  await expect(page.getByTestId('claim-requested')).toContainText('Lab results');
  await expect(page.getByTestId('claim-timeline')).toContainText('Lab results needed');
  await expect(page.getByTestId('claim-detail')).not.toContainText(/Kết quả xét nghiệm|Cần bổ sung|Chưa có/);
  await page.getByTestId('claim-answer-supplement').click();

  const item = page.getByTestId('supplement-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('The HbA1c test is not attached');
  await expect(item).not.toContainText('Chưa có kết quả xét nghiệm HbA1c');
  await expect(item).toContainText('31-12-2026');
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 1)]);
  await item.getByTestId('supplement-file').setInputFiles({ name: 'hba1c.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(item).toHaveAttribute('data-answered', 'true');
  await page.getByTestId('supplement-submit').click();
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
  await expect(page.getByTestId('claim-documents')).toContainText('hba1c.jpg');
  await expect(banner).toHaveAttribute('data-status', 'processing');
  await expect(banner).not.toContainText('Request for supplementary');

  const claim = await assessor.detail(CLAIM);
  await assessor.move(CLAIM, approveEveryLine(claim.feeItems));
  await assessor.move(CLAIM, { action: 'approvePayment' });
  // The finance desk marks it paid from the bank's payment report (mfe-insurer BankReportPage): checked, then applied.
  const desk = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await loginAs(desk, 'assessor', 'Assessor2026', '#/insurer/bank-report');
  const settled = claim.feeItems.reduce((sum, f) => sum + f.amount, 0);
  await desk.getByTestId('bank-report-file').setInputFiles({ name: 'techcombank-28-11.csv', mimeType: 'text/csv', buffer: Buffer.from(`claimNo,amount,reference\r\n${CLAIM},${settled},TCB-20261128-9012\r\n`) });
  await expect(desk.getByTestId('bank-report-file-name')).toContainText('techcombank-28-11.csv');
  await desk.getByTestId('bank-report-check').click();
  await expect(desk.getByTestId('bank-report-outcome')).toHaveAttribute('data-outcome', 'wouldPay');
  await desk.getByTestId('bank-report-apply').click();
  await expect(desk.getByTestId('bank-report-outcome')).toHaveAttribute('data-outcome', 'paid');
  await desk.context().close();

  await page.reload();
  await unlockWithPin(page, LAN_PIN);
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('claim-status').first()).toHaveText('Paid');
  const timeline = page.getByTestId('claim-timeline');
  for (const step of ['Processing', 'Request for supplementary information or documents', 'Settled', 'To be paid', 'Paid', 'Paid by bank transfer, reference TCB-20261128-9012']) await expect(timeline).toContainText(step);
  await expect(page.getByTestId('claim-reimbursement')).toBeVisible();

  await page.goto('/#/messages');
  await expect(page.getByTestId('messages-page')).toBeVisible();
  await expect(page.getByTestId('message-item').filter({ hasText: `Claim ${CLAIM} paid` })).toBeVisible();
});

test('after a failed payment the customer corrects the bank details (payee step only) → to be paid again', async ({ page }) => {
  await loginAs(page, 'lan.tran', 'Lan2026pw');
  await page.goto('/#/claims/detail?id=CL-2026-000203');
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'payment_failed');
  await page.getByTestId('claim-bank-details').click();
  await expect(page.getByTestId('claim-wizard')).toHaveAttribute('data-mode', 'bank');
  await expect(page.getByTestId('field-diagnosis')).toHaveCount(0);
  const number = page.getByTestId('field-accountNumber').locator('input');
  await number.fill('12');
  await page.getByTestId('wizard-save-bank').click();
  await expect(page.getByTestId('field-accountNumber-error')).toHaveText('The account number has 6 to 20 digits');
  await expect(number).toHaveValue('12');
  await number.fill('19039998887776');
  await page.getByTestId('wizard-save-bank').click();
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'to_be_paid');
  await expect(page.getByTestId('claim-timeline')).toContainText('To be paid');
});
