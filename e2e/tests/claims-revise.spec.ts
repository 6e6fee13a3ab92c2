import { expect, test, type Page } from '@playwright/test';
import { apiData, apiToken, fillClaimToReview } from '../support/claimWizard';
import { insurerAct } from '../support/insurerActions';
import { TEST_PIN, loginAs, unlockWithPin } from '../support/session';

// Revise and resubmit on a claim the wizard itself sent (not a hand-made one): the insurer sends it
// back, the customer walks every step with Next and resubmits, and the claim is with the insurer again.
test.use({ viewport: { width: 390, height: 844 } });

const DEMO = { account: 'demo', password: 'Demo2026' };

/** The assessor's side, through the API as claims-workflow.spec.ts drives it. */
async function requestRevision(page: Page, claimId: string): Promise<void> {
  const token = await apiToken(page.request, 'assessor', 'Assessor2026');
  await insurerAct(page.request, token, claimId, { action: 'requestRevision', note: { en: 'Please correct the diagnosis', vi: 'Vui lòng sửa chẩn đoán' } });
}

test('a claim sent through the wizard, sent back by the insurer, is revised step by step and resubmitted', async ({ page }) => {
  const token = await apiToken(page.request, DEMO.account, DEMO.password);
  await page.request.delete('/api/claims/drafts/current', { headers: { token } });
  await loginAs(page, DEMO.account, DEMO.password);
  await page.goto('/#/claims/new');
  await fillClaimToReview(page, { insured: 'Nguyễn Văn An', diagnosis: 'Revise journey', amount: 520_000, riskDate: '2026-11-17' });
  await page.getByTestId('wizard-submit').click();
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
  const claimId = (await page.getByTestId('claim-id').textContent())!.trim();

  await requestRevision(page, claimId);
  await page.reload();
  await unlockWithPin(page, TEST_PIN);
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'to_be_revised');
  await expect(page.getByTestId('claim-timeline')).toContainText('Please correct the diagnosis');
  await page.getByTestId('claim-revise').click();
  await expect(page.getByTestId('wizard-edit-notice')).toContainText(claimId);

  // Unchanged through the first steps, one answer changed on the event step.
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('field-diagnosis').locator('textarea:not([readonly])').fill('Revise journey (corrected)');
  for (const step of ['documents', 'payee', 'review']) {
    await page.getByTestId('wizard-next').click();
    await expect(page.getByTestId('claim-wizard')).toHaveAttribute('data-step-name', step);
  }
  const revision = page.waitForResponse((r) => r.url().endsWith(`/api/claims/${claimId}/revision`) && r.request().method() === 'POST');
  await page.getByTestId('wizard-submit').click();
  expect((await revision).status()).toBe(200);

  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
  await expect(page.getByTestId('wizard-error-summary')).toHaveCount(0);
  const claim = await apiData<{ status: string; diagnosis: string; documents: unknown[] }>(page.request, token, `/claims/${claimId}`);
  expect(claim).toMatchObject({ status: 'processing', diagnosis: 'Revise journey (corrected)' });
  expect(claim.documents).toHaveLength(2);
});
