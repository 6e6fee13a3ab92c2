import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiData, apiToken, fillClaimToReview, fillFeeLine, fillIllnessEvent } from '../support/claimWizard';
import { TEST_PIN, loginAs, unlockWithPin } from '../support/session';
import { drawSignature } from '../support/signature';

// A lost Submit answer, two phones on one draft, report then my claims, the duplicate dialog.
test.use({ viewport: { width: 390, height: 844 } });

const DEMO = { account: 'demo', password: 'Demo2026' };
interface Draft { values: Record<string, unknown>; version: number }
interface Summary { inProgress: number; total: number }

/** Start from no unfinished claim: the server keeps demo's draft between tests. */
async function freshDemo(page: Page): Promise<string> {
  const token = await apiToken(page.request, DEMO.account, DEMO.password);
  await page.request.delete('/api/claims/drafts/current', { headers: { token } });
  return token;
}

test('Submit whose answers are all lost after the server saved the claim → the created claim, exactly once', async ({ page }) => {
  const token = await freshDemo(page);
  const before = await apiData<Summary>(page.request, token, '/claims/summary');
  await loginAs(page, DEMO.account, DEMO.password);
  await page.goto('/#/claims/new');
  await fillClaimToReview(page, { insured: 'Nguyễn Văn An', diagnosis: 'Lost answer check', amount: 430_000, riskDate: '2026-11-19' });

  // Every POST reaches the API (the first one commits the claim) and its answer never reaches the
  // browser. The shared client sends the keyed write again twice (shared/src/http/keyedWriteRetry.ts);
  // when those answers are lost too, the wizard asks the API what became of the key.
  const keys: string[] = [];
  await page.route('**/api/claims', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByTestId('wizard-submit').click();

  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
  const claimId = (await page.getByTestId('claim-id').textContent())!.trim();
  await expect(page).toHaveURL(new RegExp(`#/claims/detail\\?id=${claimId}$`));
  // Shown in the toast and read out by the polite live region (shared/src/ui/announce.ts).
  await expect(page.locator('.adm-toast-main')).toHaveText(`Your claim ${claimId} was sent. Here it is.`);
  await expect(page.locator('#sc-announcer-polite')).toHaveText(`Your claim ${claimId} was sent. Here it is.`);
  // One key for the first send and both resends: the API made one claim of the three.
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).not.toBe('');

  const after = await apiData<Summary>(page.request, token, '/claims/summary');
  expect(after.total).toBe(before.total + 1);
  await page.evaluate(() => { location.hash = '#/claims?tab=in_progress'; });
  await expect(page.getByTestId('claim-card').first()).toBeVisible();
  const cards = await page.getByTestId('claim-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-claim-id')));
  expect(cards.filter((id) => id === claimId)).toHaveLength(1);
  // No unfinished copy left behind either.
  await expect(page.getByTestId('claims-draft-notice')).toHaveCount(0);
  expect(await apiData<Draft | null>(page.request, token, '/claims/drafts/current')).toBeNull();
});

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, DEMO.account, DEMO.password);
  return page;
}

test('signing on a second, stale phone keeps what the first phone filled in', async ({ browser, page }) => {
  const token = await freshDemo(page);
  const serverDraft = () => apiData<Draft | null>(page.request, token, '/claims/drafts/current');

  // Phone A starts the claim.
  const a = await phone(browser);
  await a.goto('/#/claims/new');
  await a.getByTestId('field-insuredId').getByText('Nguyễn Văn An').click();
  await a.getByTestId('wizard-next').click();
  await expect.poll(async () => (await serverDraft())?.values.insuredId).toBeTruthy();

  // Phone B opens the wizard, then the signature page: its copy is the draft as it is now.
  const b = await phone(browser);
  await b.goto('/#/claims/new');
  await expect(b.getByTestId('claim-wizard')).toBeVisible();
  await b.goto('/#/claims/signature');
  await expect(b.getByTestId('signature-pad')).toBeVisible();
  const staleVersion = (await serverDraft())!.version;

  // Phone A fills the event: diagnosis, amount and two fee lines.
  await fillIllnessEvent(a, { diagnosis: 'Two phones flu', amount: 800_000, riskDate: '2026-11-18' });
  await fillFeeLine(a, 0, { name: 'Consultation', type: 'Consultation', amount: 300_000 });
  await fillFeeLine(a, 1, { name: 'Medicine', type: 'Medicine', amount: 500_000 });
  await expect.poll(async () => ((await serverDraft())?.values.feeItems as { amount?: number }[] | undefined)?.[1]?.amount, { timeout: 15_000 }).toBe(500_000);
  expect((await serverDraft())!.version).toBeGreaterThan(staleVersion);

  // Phone B signs on its stale copy.
  const saves: number[] = [];
  b.on('response', (r) => { if (r.request().method() === 'PUT' && r.url().endsWith('/api/claims/drafts/current')) saves.push(r.status()); });
  await drawSignature(b);
  await b.getByTestId('signature-confirm').click();
  await b.waitForFunction(() => location.hash.startsWith('#/claims/new'));
  await expect(b.getByTestId('wizard-updated-elsewhere')).toContainText('This claim was updated on another device; we loaded the latest version.');
  expect(saves).toEqual([409, 200]); // refused as stale, then saved on top of phone A's version

  // On the server: phone A's event and phone B's signature.
  const saved = (await serverDraft())!;
  expect(saved.values).toMatchObject({ diagnosis: 'Two phones flu', requestAmount: 800_000, feeItems: [{ name: 'Consultation', amount: 300_000 }, { name: 'Medicine', amount: 500_000 }] });
  expect(String(saved.values.signature)).toMatch(/^data:image\/png;base64,/);

  // On both screens after a reload.
  for (const p of [a, b]) {
    await p.reload();
    await unlockWithPin(p, TEST_PIN);
    await p.goto('/#/claims/new');
    await expect(p.getByTestId('wizard-event')).toBeVisible();
    await expect(p.getByTestId('field-diagnosis').locator('textarea:not([readonly])')).toHaveValue('Two phones flu');
    await expect(p.getByTestId('field-requestAmount').locator('input')).toHaveValue('800,000');
    await expect(p.getByTestId('fee-item')).toHaveCount(2);
    await expect(p.getByTestId('fee-remaining')).toContainText('All of the request amount');
  }
  await a.context().close();
  await b.context().close();
});

test('the claim report list, then my claims: both screens work', async ({ page }) => {
  await loginAs(page, DEMO.account, DEMO.password);
  await page.goto('/#/claims/report');
  await expect(page.getByTestId('report-picker')).toBeVisible();
  await page.evaluate(() => { location.hash = '#/claims?tab=in_progress'; });
  await expect(page.getByTestId('claims-list')).toBeVisible();
  await expect(page.locator('[data-testid="claim-card"][data-claim-id="CL-2026-000102"]')).toBeVisible();
  await page.evaluate(() => { location.hash = '#/claims/report'; });
  await expect(page.locator('[data-testid="report-pick"][data-claim-id="CL-2026-000102"]')).toBeVisible();
});

test('the duplicate dialog names the existing claim and closes when the user leaves; discard draft empties the wizard', async ({ page }) => {
  const token = await freshDemo(page);
  const before = await apiData<Summary>(page.request, token, '/claims/summary');
  await loginAs(page, DEMO.account, DEMO.password);
  await page.goto('/#/claims/new');
  // Same insured person, risk date and amount as the seeded CL-2026-000102.
  await fillClaimToReview(page, { insured: 'Nguyễn Minh Khôi', diagnosis: 'Dengue follow-up', amount: 1_100_000, riskDate: '2026-11-08' });
  await page.getByTestId('wizard-submit').click();
  const dialog = page.getByTestId('duplicate-dialog');
  await expect(dialog).toContainText('Claim CL-2026-000102 has the same insured person, risk date and amount.');

  // The link opens that claim, and the dialog goes with the wizard.
  await page.getByTestId('duplicate-open').click();
  await expect(page.getByTestId('claim-id')).toHaveText('CL-2026-000102');
  await expect(dialog).toHaveCount(0);

  // Back in the wizard, the dialog again; then the user leaves for my claims.
  await page.goBack();
  await page.getByTestId('wizard-submit').click();
  await expect(dialog).toBeVisible();
  await page.evaluate(() => { location.hash = '#/claims'; });
  await expect(page.getByTestId('my-claims')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Possible duplicate')).toHaveCount(0);
  expect((await apiData<Summary>(page.request, token, '/claims/summary')).total).toBe(before.total);

  // Discard draft: asked first, then the server draft, its uploads and this copy are gone.
  await page.getByTestId('claims-draft-notice').getByText('Continue').click();
  await expect(page.getByTestId('claim-wizard')).toBeVisible();
  await page.getByTestId('wizard-discard').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('discard-dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Discard draft' }).last().click();
  await expect(page).toHaveURL(/#\/claims$/);
  await expect(page.getByTestId('claims-draft-notice')).toHaveCount(0);
  expect(await apiData<Draft | null>(page.request, token, '/claims/drafts/current')).toBeNull();
  expect((await apiData<Summary>(page.request, token, '/claims/summary')).total).toBe(before.total);
});
