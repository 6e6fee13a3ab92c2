import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiData, apiToken, fillFeeLine, fillIllnessEvent, JPEG, signClaim } from '../support/claimWizard';
import { loginAs } from '../support/session';

// Two phones, one unfinished claim: phone B sends it while phone A still holds its copy. Phone A
// must say the claim was sent (with a link) and drop the copy, not bring the sent claim back.
test.use({ viewport: { width: 390, height: 844 } });

const DEMO = { account: 'demo', password: 'Demo2026' };

async function phone(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, DEMO.account, DEMO.password);
  return page;
}

test('phone A holds the draft, phone B sends it → phone A names the sent claim and starts empty', async ({ browser, page }) => {
  const token = await apiToken(page.request, DEMO.account, DEMO.password);
  await page.request.delete('/api/claims/drafts/current', { headers: { token } });
  const serverDraft = () => apiData<{ values: Record<string, unknown>; key: string } | null>(page.request, token, '/claims/drafts/current');

  // Phone A starts the claim and fills the event; its copy reaches the server.
  const a = await phone(browser);
  await a.goto('/#/claims/new');
  await a.getByTestId('field-insuredId').getByText('Nguyễn Văn An').click();
  await a.getByTestId('wizard-next').click();
  await fillIllnessEvent(a, { diagnosis: 'Sent from phone B', amount: 610_000, riskDate: '2026-11-16' });
  await fillFeeLine(a, 0, { name: 'Consultation', type: 'Consultation', amount: 610_000 });
  await expect.poll(async () => (await serverDraft())?.values.diagnosis, { timeout: 15_000 }).toBe('Sent from phone B');
  const key = (await serverDraft())!.key;
  await expect.poll(() => a.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('claims:draft') && localStorage.getItem(k)!.includes('Sent from phone B')).length)).toBe(1);

  // Phone B picks the draft up, adds the documents, signs and sends it.
  const b = await phone(browser);
  await b.goto('/#/claims/new');
  await expect(b.getByTestId('field-diagnosis').locator('textarea:not([readonly])')).toHaveValue('Sent from phone B');
  await b.getByTestId('wizard-next').click();
  await b.getByText('Invoice', { exact: true }).click();
  await b.getByTestId('doc-input').setInputFiles({ name: 'invoice.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await b.getByText('Prescription', { exact: true }).first().click();
  await b.getByTestId('doc-input').setInputFiles({ name: 'prescription.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await expect(b.getByTestId('doc-uploaded')).toHaveCount(2, { timeout: 30_000 });
  await b.getByTestId('wizard-next').click();
  await b.getByTestId('wizard-next').click();
  await signClaim(b);
  await b.getByTestId('wizard-submit').click();
  await expect(b.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
  const claimId = (await b.getByTestId('claim-id').textContent())!.trim();
  expect(await apiData(page.request, token, `/claims/drafts/sent/${key}`)).toMatchObject({ claimId });

  // Phone A leaves the wizard and opens it again.
  await a.evaluate(() => { location.hash = '#/claims'; });
  await expect(a.getByTestId('my-claims')).toBeVisible();
  await a.evaluate(() => { location.hash = '#/claims/new'; });
  const notice = a.getByTestId('wizard-sent-elsewhere');
  await expect(notice).toContainText(`Claim ${claimId} was already sent from another device`);
  await expect(a.getByTestId('wizard-draft-restored')).toHaveCount(0);
  await expect(a.getByTestId('claim-wizard')).toHaveAttribute('data-step-name', 'who');
  // The copy is gone from this phone, and nothing of it went back to the server as a new draft.
  expect(await a.evaluate(() => Object.values(localStorage).some((v) => v.includes('Sent from phone B')))).toBe(false);
  expect(JSON.stringify(await serverDraft())).not.toContain('Sent from phone B');
  await a.getByTestId('wizard-sent-elsewhere-link').click();
  await expect(a.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
  await expect(a.getByTestId('claim-id')).toHaveText(claimId);
});
