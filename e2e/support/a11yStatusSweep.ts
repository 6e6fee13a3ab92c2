import { expect, test, type Locator, type Page } from '@playwright/test';
import { GOP_STATUSES } from '../../shared/src/rules/gopStateMachine';
import { CLAIM_TABS, SPEC_CLAIM_STATUSES } from '../../shared/src/rules/claimStateMachine';
import { claimsInEveryStatus, dataRequestsInEveryState, gopsInEveryState, STAFF, type SweptGop } from './a11yData';
import { goHash, open, sweepFor, type Language, type Sweep } from './a11yKit';

/**
 * The sweep with data in every status (support/a11yData.ts makes what the seed lacks): each claim
 * status in lan.tran's list and detail and on the assessor's console, each GOP state on both
 * hospitals' desks, the console and lan.tran's hospital stays, and every decision form of those
 * pages sent empty. Nothing is sent for real: a form that passes its checks stops at its confirm
 * dialog, which is audited and closed.
 */

/** The form or dialog's own answer to an empty send: an error tied to a field, an alert, or the confirm dialog. */
async function sendEmpty(page: Page, submit: Locator): Promise<'errors' | 'confirm'> {
  await submit.click();
  const errors = page.locator('[aria-invalid="true"], [role="alert"]:not(:empty)').first();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(errors.or(confirm).first()).toBeVisible();
  return (await confirm.isVisible()) ? 'confirm' : 'errors';
}

/** Closes the dialog with its first button (back, cancel: the safe answer comes first). */
async function closeDialog(page: Page): Promise<void> {
  await page.getByRole('dialog').locator('.adm-dialog-button').first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function customerClaims(sweep: Sweep): Promise<void> {
  const page = await sweep.as('lan');
  const claims = await claimsInEveryStatus(page.request);
  try {
    for (const tab of CLAIM_TABS) {
      await open(page, `#/claims?tab=${tab}`, 'claims-list');
      await expect(page.getByTestId('claims-list').getByTestId('claim-status').first()).toBeVisible();
      await sweep.audit(page, `lan my claims, ${tab}`);
    }
    for (const status of SPEC_CLAIM_STATUSES) {
      await goHash(page, `#/claims/detail?id=${claims.ids[status]}`);
      await expect(page.locator(`[data-testid="claim-detail"][data-status="${status}"]`)).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await sweep.audit(page, `lan claim detail, ${status}`);
    }
    // The customer's forms on a claim: the cancel reason, the supplement's answers, the new bank details.
    await goHash(page, `#/claims/detail?id=${claims.ids.processing}`);
    await page.getByTestId('claim-cancel').click();
    const dialog = page.getByRole('dialog');
    await expect(page.getByTestId('cancel-reason-form')).toBeVisible();
    await dialog.locator('.adm-dialog-button').last().click();
    await expect(page.getByTestId('cancel-reason-error')).toBeVisible();
    await sweep.audit(page, 'lan cancel a claim, sent empty');
    await closeDialog(page);
    await open(page, `#/claims/supplement?id=${claims.ids.supplement_requested}`, 'supplement-page');
    await sendEmpty(page, page.getByTestId('supplement-submit'));
    await sweep.audit(page, 'lan answer a supplement, sent empty');
    await goHash(page, `#/claims/detail?id=${claims.ids.to_be_revised}`);
    await page.getByTestId('claim-revise').click();
    await expect(page.getByTestId('claim-wizard')).toBeVisible();
    await sweep.audit(page, 'lan revise a claim');
    await goHash(page, `#/claims/detail?id=${claims.ids.payment_failed}`);
    await page.getByTestId('claim-bank-details').click();
    await expect(page.getByTestId('wizard-payee')).toBeVisible();
    await sweep.audit(page, 'lan new bank details');
  } finally {
    await claims.close();
  }
}

async function insurerClaims(sweep: Sweep): Promise<void> {
  const page = await sweep.as('assessor');
  const claims = await claimsInEveryStatus(page.request);
  try {
    for (const status of SPEC_CLAIM_STATUSES) {
      await open(page, `#/insurer/claim?id=${claims.ids[status]}`, 'claim-page');
      await expect(page.getByTestId('claim-no')).toHaveText(claims.ids[status]);
      await sweep.audit(page, `assessor claim, ${status}`);
    }
    // Every decision the console offers on a claim in processing, sent empty.
    await open(page, `#/insurer/claim?id=${claims.ids.processing}`, 'claim-actions');
    const choices = page.getByTestId('claim-action-choice').getByRole('radio');
    for (let i = 0; i < (await choices.count()); i += 1) {
      await choices.nth(i).click();
      const label = await choices.nth(i).textContent();
      const answer = await sendEmpty(page, page.getByTestId('claim-actions').locator('form button[type="submit"]'));
      await sweep.audit(page, `assessor decision "${label}", sent empty (${answer})`);
      if (answer === 'confirm') await closeDialog(page);
    }
  } finally {
    await claims.close();
  }
}

async function providerGops(sweep: Sweep, who: 'choRay' | 'fv', states: readonly (typeof GOP_STATUSES)[number][]): Promise<void> {
  const page = await sweep.as(who);
  const gops = await gopsInEveryState(page.request, STAFF[who], states);
  await open(page, '#/provider/gops', 'gop-list');
  await sweep.audit(page, `${who} guarantees`);
  for (const [state, gop] of Object.entries(gops) as [string, SweptGop][]) {
    await goHash(page, `#/provider/gop?id=${gop.id}`);
    await expect(page.locator(`[data-testid="gop-detail"][data-status="${state}"]`)).toBeVisible();
    await sweep.audit(page, `${who} guarantee, ${state}`);
    // Each move the desk has here, its dialog open; sent empty where it asks something (a reason, the final bill).
    const actions = page.locator('[data-testid^="gop-action-"]');
    for (let i = 0; i < (await actions.count()); i += 1) {
      const action = (await actions.nth(i).getAttribute('data-testid'))!.replace('gop-action-', '');
      await actions.nth(i).click();
      const dialog = page.getByRole('dialog');
      await expect(page.getByTestId(`action-form-${action}`)).toBeVisible();
      if (['reply', 'cancel', 'final_submit'].includes(action)) {
        await dialog.locator('.adm-dialog-button').last().click();
        await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      }
      await sweep.audit(page, `${who} guarantee, ${state}: ${action}`);
      await closeDialog(page);
    }
  }
}

async function insurerAndCustomerGops(sweep: Sweep): Promise<void> {
  const page = await sweep.as('assessor');
  const gops = await gopsInEveryState(page.request, STAFF.choRay);
  await open(page, '#/insurer/gops', 'gops-page');
  await sweep.audit(page, 'assessor guarantees');
  for (const [state, gop] of Object.entries(gops) as [string, SweptGop][]) {
    await open(page, `#/insurer/gop?id=${gop.id}`, 'gop-page');
    await expect(page.getByTestId('gop-case-no')).toHaveText(gop.caseNo);
    await sweep.audit(page, `assessor guarantee, ${state}`);
    const choices = page.getByTestId('gop-action-choice').getByRole('radio');
    for (let i = 0; i < (await choices.count()); i += 1) {
      await choices.nth(i).click();
      const label = await choices.nth(i).textContent();
      const answer = await sendEmpty(page, page.locator('form[data-testid^="gop-"][data-testid$="-form"] button[type="submit"]'));
      await sweep.audit(page, `assessor guarantee, ${state}: "${label}" sent empty (${answer})`);
      if (answer === 'confirm') await closeDialog(page);
    }
  }
  // lan.tran's hospital stays: her mother's admissions in every state.
  const lan = await sweep.as('lan');
  await open(lan, '#/cashless/stays', 'stays-page');
  await expect(lan.getByTestId('stay').first()).toBeVisible();
  await sweep.audit(lan, 'lan hospital stays, every state');
}

/** "My data" requests in every state: lan.tran's list, the assessor's queue and each request with its moves sent empty. */
async function dataRequests(sweep: Sweep): Promise<void> {
  const page = await sweep.as('assessor');
  const ids = await dataRequestsInEveryState(page.request);
  await open(page, '#/insurer/data-requests?state=all', 'data-requests-list');
  await sweep.audit(page, 'assessor data requests, every state');
  for (const [state, id] of Object.entries(ids)) {
    await open(page, `#/insurer/data-request?id=${id}`, 'data-request-page');
    await expect(page.getByTestId('data-request-details')).toBeVisible();
    await sweep.audit(page, `assessor data request, ${state}`);
    const form = page.getByTestId('data-request-form');
    if (!(await form.isVisible())) continue;
    const answer = await sendEmpty(page, page.getByTestId('data-request-submit'));
    await sweep.audit(page, `assessor data request, ${state}, sent empty (${answer})`);
  }
  const lan = await sweep.as('lan');
  await open(lan, '#/mydata', 'mydata-held');
  await expect(lan.getByTestId('mydata-request').first()).toBeVisible();
  await sweep.audit(lan, 'lan my data, requests in every state');
}

/** Registers the status sweep's tests for one language in the calling spec file. */
export function defineStatusSweep(language: Language): void {
  const sweep = sweepFor(language);
  test(`lan.tran's claims in every status (${language})`, async () => customerClaims(sweep()));
  test(`the assessor's claims in every status (${language})`, async () => insurerClaims(sweep()));
  test(`Chợ Rẫy's guarantees in every state (${language})`, async () => providerGops(sweep(), 'choRay', GOP_STATUSES));
  test(`FV's guarantees (${language})`, async () => providerGops(sweep(), 'fv', ['pending', 'assessed']));
  test(`the assessor's and lan.tran's guarantees in every state (${language})`, async () => insurerAndCustomerGops(sweep()));
  test(`"My data" requests in every state (${language})`, async () => dataRequests(sweep()));
}
