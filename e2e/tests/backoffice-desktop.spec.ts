import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { auditState, blocking, recordFindings } from '../support/axe';
import { apiData, apiToken, submitByApi, type ClaimFormOptions } from '../support/claimWizard';
import { freshPolicyholder } from '../support/freshPolicyholder';
import { makePng } from '../support/images';
import { loginAs } from '../support/session';

/**
 * The insurer console and the hospital portal at a desk and on a phone (docs/portals.md "At a
 * desk"): one route, a table from 1024 px and cards below, never a sideways scroll, axe clean at
 * 390, 1024 and 1440 px in both languages; the assessor goes through the queue by keyboard, turns a
 * sideways photo in the viewer and settles line by line with the document beside the form.
 * The 1440×900 screenshots of docs/portals.md are taken here: into e2e/output/desk/ on every run,
 * and into docs/images/ only when E2E_DOC_IMAGES=1 asks for them, so a test run leaves the
 * committed pictures as they are.
 */
const ASSESSOR = { account: 'assessor', password: 'Assessor2026' };
const STAFF = { account: 'cho-ray.staff', password: 'Provider2026' };
const IMAGES = process.env.E2E_DOC_IMAGES === '1' ? path.join(__dirname, '..', '..', 'docs', 'images') : path.join(__dirname, '..', 'output', 'desk');
const DESK = { width: 1440, height: 900 };

async function staffPage(browser: Browser, who: { account: string; password: string }, target: string, language: 'en' | 'vi'): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESK, locale: language === 'vi' ? 'vi-VN' : 'en-US', timezoneId: 'Asia/Ho_Chi_Minh' })).newPage();
  if (language === 'vi') {
    await page.goto('/#/login');
    await page.getByTestId('lang-vi_VN').click();
  }
  await loginAs(page, who.account, who.password, target);
  return page;
}

/** Nothing wider than the window: no sideways scroll at this width. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectAxeClean(page: Page, state: string): Promise<void> {
  const findings = await auditState(page, state);
  recordFindings(state, findings);
  expect(blocking(findings), state).toEqual([]);
}

async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(IMAGES, { recursive: true });
  await page.screenshot({ path: path.join(IMAGES, name) });
}

/** Chợ Rẫy's desk has a request to list (lan.tran admitted today), as a hospital's list always does after its first day. */
async function admitLan(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, STAFF.account, STAFF.password);
  const res = await request.post('/api/provider/gops', {
    headers: { token },
    data: { cardNumber: 'SC2600077701', dob: '1988-02-27', admissionDate: new Date().toISOString().slice(0, 10), diagnosis: 'Viêm ruột thừa cấp (K35)', estimatedAmount: 12_000_000, benefitCode: 'INPATIENT' },
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

for (const language of ['en', 'vi'] as const) {
  test(`queues: a table at 1440 and 1024, cards at 390, no sideways scroll, axe clean (${language})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    await admitLan(request);
    const screens = [
      { who: ASSESSOR, target: '#/insurer', ready: 'queue-page', table: 'queue-table', cards: 'queue-list', shot: 'insurer-queue-1440.png' },
      { who: STAFF, target: '#/provider/gops', ready: 'gop-list', table: 'gop-table', cards: 'gop-row', shot: 'provider-gops-1440.png' },
    ];
    for (const s of screens) {
      const page = await staffPage(browser, s.who, s.target, language);
      for (const width of [1440, 1024, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await expect(page.getByTestId(s.ready)).toBeVisible();
        if (width >= 1024) {
          await expect(page.getByTestId(s.table)).toBeVisible();
          await expect(page.getByTestId(s.cards)).toHaveCount(0);
        } else {
          await expect(page.getByTestId(s.table)).toHaveCount(0);
          await expect(page.getByTestId(s.cards).first()).toBeVisible();
        }
        await expectNoSidewaysScroll(page);
        await expectAxeClean(page, `${s.target} ${width}px ${language}`);
        if (width === 1440 && language === 'en') await screenshot(page, s.shot);
      }
      await page.context().close();
    }
  });
}

test('the assessor goes through the queue by keyboard, turns the photo and settles each line with the document beside the form', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { token } = await freshPolicyholder(request);
  const options = await apiData<ClaimFormOptions>(request, token, '/claims/form-options');
  // A photo taken sideways (wider than tall): the assessor turns it to read it.
  const photo = { mimeType: 'image/png', buffer: makePng(480, 320, [230, 236, 245]) };
  const claimId = await submitByApi(request, token, options, 300_000 + Math.floor(Math.random() * 100_000), (kind) => `${kind}.png`, photo);

  const page = await staffPage(browser, ASSESSOR, '#/insurer?status=processing&sort=submitted%3Adesc', 'en');
  const table = page.getByTestId('queue-table');
  await expect(table).toBeVisible();
  // Newest submitted first: this claim leads. Keys: down, up, Enter.
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toHaveAttribute('data-testid', `queue-table-row-${claimId}`);
  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcuts')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/insurer/claim\\?id=${claimId}`));

  const viewer = page.getByTestId('claim-documents-viewer');
  await expect(page.getByTestId('claim-documents-viewer-image')).toBeVisible();
  await page.getByTestId('claim-documents-viewer-stage').focus();
  await page.keyboard.press('r');
  await expect(page.getByTestId('claim-documents-viewer-image')).toHaveAttribute('data-rotation', '90');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('claim-documents-viewer-position')).toHaveText('2 of 3');

  // Beside, not above or behind: the viewer on the left, the decision on the right, both on screen.
  await page.getByTestId('claim-action-choice').getByText('Settle', { exact: true }).click();
  const form = page.getByTestId('settle-form');
  await expect(form).toBeVisible();
  const [v, f] = [await viewer.boundingBox(), await form.boundingBox()];
  expect(v && f && v.x + v.width <= f.x).toBe(true);
  await expect(viewer).toBeInViewport();
  await screenshot(page, 'insurer-claim-1440.png');

  for (const line of await form.locator('[data-testid^="line-"][data-testid$="-decision"]').all()) await line.getByText('Approve', { exact: true }).click();
  await page.getByTestId('settle-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Settle', exact: true }).click();
  await expect(page.getByTestId('claim-status')).toHaveText('Settled');
  await page.context().close();
});
