import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { apiData, apiToken, submitByApi, type ClaimFormOptions } from '../support/claimWizard';
import { insurerAct } from '../support/insurerActions';
import { loginAs } from '../support/session';

const shots = path.join(__dirname, '..', 'output', 'privacy');
/** mfe-account's Vietnamese texts: the closure is asked for in Vietnamese. */
const vi = (JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'mfe-account', 'src', 'i18n', 'vi.json'), 'utf8')) as { mydata: Record<string, Record<string, string>> }).mydata;
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };
const ASSESSOR = { account: 'assessor', password: 'Assessor2026' };

/**
 * "My data" (docs/privacy.md "My data"): lan.tran downloads her data and finds her claims and
 * their documents in it; a fresh account of its own (POST /api/dev/customers) asks to close, and
 * the assessor acknowledges and completes it. The closure is never lan.tran's: a closed account
 * cannot sign in, and the specs after this one sign her in.
 */
test('lan.tran downloads her data: the archive holds her claims, their documents and her consents', async ({ page }) => {
  const token = await apiToken(page.request, LAN.account, LAN.password);
  const claimId = await submitByApi(page.request, token, await apiData<ClaimFormOptions>(page.request, token, '/claims/form-options'), 130_000);
  try {
    await loginAs(page, LAN.account, LAN.password, '#/mine');
    await page.getByTestId('mine-menu-mydata').click();
    await expect(page).toHaveURL(/#\/mydata$/);
    await expect(page.getByTestId('mydata-held')).toContainText('lan.tran@sencare.vn');
    await page.getByTestId('mydata-export-request').click();
    await expect(page.getByTestId('mydata-export-download')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('mydata-export-expiry')).toContainText('You can download it until');
    await page.screenshot({ path: path.join(shots, 'my-data-en.png'), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('mydata-export-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^sencare-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const claims = JSON.parse(Buffer.from(zip['claims.json']).toString()) as Array<{ id: string; documents: Array<{ kind: string; file: string }> }>;
    const mine = claims.find((c) => c.id === claimId);
    expect(mine?.documents.map((d) => d.kind).sort()).toEqual(['accident_report', 'invoice', 'prescription']);
    for (const document of mine?.documents ?? []) expect(zip[document.file]?.length ?? 0).toBeGreaterThan(100);
    expect(Buffer.from(zip['summary.pdf']).subarray(0, 5).toString()).toBe('%PDF-');
    // What she agreed to is in it too, each answer with its text (docs/privacy.md "Consent").
    const consents = JSON.parse(Buffer.from(zip['consents.json']).toString()) as Array<{ purpose: string; action: string; text: { version: string } | null }>;
    expect(consents.map((c) => c.purpose)).toEqual(expect.arrayContaining(['contract', 'analytics']));
    for (const answer of consents) expect(answer.text?.version).toBeTruthy();
  } finally {
    // Her open claims stay under the limit for the specs after (e2e/support/a11yData.ts CLOSE).
    await insurerAct(page.request, await apiToken(page.request, ASSESSOR.account, ASSESSOR.password), claimId, { action: 'cancel' });
  }
});

async function decide(page: Page, choice: string, reason?: string): Promise<void> {
  await page.getByRole('radio', { name: choice }).click();
  if (reason) await page.getByTestId('data-request-reason-input').locator('textarea').fill(reason);
  await page.getByTestId('data-request-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: choice }).click();
}

test('a fresh account asks to close; the assessor acknowledges and closes it; it can no longer sign in', async ({ page, browser }) => {
  const made = await page.request.post('/api/dev/customers', { data: {} });
  expect(made.status()).toBe(201);
  const fresh = ((await made.json()) as { data: { account: string; password: string; userCode: string } }).data;

  // The customer asks in Vietnamese; the assessor's console is in English.
  await page.addInitScript(() => localStorage.setItem('CURRENT_LANG', 'vi_VN'));
  await loginAs(page, fresh.account, fresh.password, '#/mydata/close');
  await expect(page.getByTestId('mydata-close-erased')).toContainText(vi.sections.profile);
  await expect(page.getByTestId('mydata-close-kept')).toContainText(vi.sections.claims);
  await page.getByTestId('mydata-close-submit').click();
  await expect(page.getByRole('dialog')).toContainText(vi.close.confirm);
  await page.getByRole('dialog').getByRole('button', { name: vi.close.confirmButton }).click();
  await expect(page).toHaveURL(/#\/mydata$/);
  await expect(page.getByTestId('mydata-request-state').first()).toHaveText(vi.state.received);

  const staff = await browser.newPage();
  await loginAs(staff, ASSESSOR.account, ASSESSOR.password, '#/insurer/data-requests?kind=closure');
  await staff.locator('a[data-testid^="data-request-item-"]', { hasText: fresh.userCode }).click();
  await expect(staff.getByTestId('data-request-customer')).toContainText(fresh.userCode);
  await decide(staff, 'Acknowledge');
  await expect(staff.getByTestId('data-request-state')).toHaveText('Acknowledged');
  await decide(staff, 'Close the account', 'Closed at the customer’s request');
  await expect(staff.getByTestId('data-request-state')).toHaveText('Done');
  await staff.screenshot({ path: path.join(shots, 'insurer-request-done.png'), fullPage: true });
  await staff.close();

  const login = await page.request.post('/api/auth/login', { data: { account: fresh.account, password: fresh.password, privacyAccepted: true } });
  expect(((await login.json()) as { code: number }).code).not.toBe(0);
});
