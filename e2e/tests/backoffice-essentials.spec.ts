import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiData, submitByApi, type ClaimFormOptions } from '../support/claimWizard';
import { freshPolicyholder } from '../support/freshPolicyholder';
import { loginAs } from '../support/session';

/**
 * The insurer's back office (docs/portals.md "Back office"), on a desk screen and on a phone: an
 * assessor finds a claim by its number, takes it and writes an internal note; a second assessor
 * opening the claim sees who has it, and at a desk gives it to herself by the queue's bulk assignment;
 * the customer's own answer for the claim carries no note. The
 * queue is a table from 1024 px and cards below (docs/portals.md "At a desk"); the customer is the
 * spec's own (support/freshPolicyholder.ts).
 */
const MINH = { account: 'assessor', password: 'Assessor2026' };
const HA = { account: 'assessor2', password: 'Assessor2026' };
const NOTE = 'Same invoice number as an earlier claim: check with the clinic';

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const { baseURL, deviceScaleFactor, hasTouch, userAgent, locale, timezoneId, serviceWorkers } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, hasTouch, userAgent, locale, timezoneId, serviceWorkers });
  return context.newPage();
}

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`${viewport.width}×${viewport.height}: search by number, take the claim, an internal note; the second assessor sees who has it; the customer never sees the note`, async ({ browser }) => {
    const minh = await newPage(browser, viewport);
    const { token: customerToken } = await freshPolicyholder(minh.request);
    const claimId = await submitByApi(minh.request, customerToken, await apiData<ClaimFormOptions>(minh.request, customerToken, '/claims/form-options'), 900_000);

    await loginAs(minh, MINH.account, MINH.password, '#/insurer');
    await expect(minh.getByTestId('queue-page')).toBeVisible();
    await minh.getByLabel('Search', { exact: true }).fill(claimId);
    await minh.getByTestId('queue-search-submit').click();
    const desk = viewport.width >= 1024;
    await expect(desk ? minh.getByTestId('queue-table').locator('tbody tr') : minh.getByTestId('queue-list').locator('a')).toHaveCount(1);
    await minh.getByTestId(desk ? `queue-table-row-${claimId}` : `queue-item-${claimId}`).click();

    await expect(minh.getByTestId('claim-no')).toHaveText(claimId);
    await expect(minh.getByTestId('assignment-status')).toHaveText('Nobody is working on this claim.');
    await minh.getByRole('button', { name: 'Take this claim' }).click();
    await expect(minh.getByTestId('assignment-status')).toContainText('You have this claim');

    const notes = minh.getByRole('region', { name: 'Internal notes' });
    await notes.getByLabel('New note').fill(NOTE);
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByTestId('notes-list')).toContainText(NOTE);

    // Request documents with the note left empty (it is optional, as the API agrees): each refusal
    // is read with the field it names (mfe-insurer/src/features/claim/SupplementForm.tsx).
    await minh.getByRole('radio', { name: 'Request documents' }).click();
    const supplement = minh.getByTestId('supplement-form');
    await supplement.getByTestId('supplement-invoice').getByRole('checkbox').check();
    await supplement.getByTestId('supplement-submit').click();
    const reason = supplement.getByTestId('supplement-invoice-reason').getByRole('textbox');
    const deadline = supplement.getByTestId('supplement-deadline').getByRole('textbox');
    await expect(reason).toHaveAccessibleDescription(/Please enter the reason/);
    await expect(deadline).toHaveAccessibleDescription(/Please enter the deadline/);
    await reason.fill('The invoice photo is cut off');
    await deadline.pressSequentially('31122099');
    await supplement.getByTestId('supplement-submit').click();
    await minh.getByRole('dialog').getByRole('button', { name: 'Request documents' }).click();
    await expect(minh.getByTestId('claim-status')).toHaveText('Request for supplementary information or documents');

    const ha = await newPage(browser, viewport);
    await loginAs(ha, HA.account, HA.password, `#/insurer/claim?id=${claimId}`);
    await ha.goto(`/#/insurer/claim?id=${claimId}`);
    await expect(ha.getByTestId('assignment-status')).toContainText('Lê Hoàng Minh has this claim');
    await expect(ha.getByRole('button', { name: 'Take over' })).toBeVisible();
    await expect(ha.getByRole('region', { name: 'Internal notes' }).getByTestId('notes-list')).toContainText(NOTE);

    const own = await minh.request.get(`/api/claims/${claimId}`, { headers: { token: customerToken } });
    expect(own.status()).toBe(200);
    expect(await own.text()).not.toContain('Same invoice number');
    expect((await minh.request.get(`/api/insurer/claims/${claimId}/notes`, { headers: { token: customerToken } })).status()).toBe(403);

    // At a desk, Hà ticks the claim in the queue and gives it to herself in one bulk assignment.
    if (desk) {
      await ha.goto(`/#/insurer?status=all&q=${claimId}`);
      await ha.getByTestId(`queue-tick-${claimId}`).check();
      await ha.getByTestId('bulk-assign-to').selectOption({ label: 'Trịnh Thu Hà' });
      await ha.getByTestId('bulk-assign-submit').click();
      await expect(ha.getByTestId('bulk-assign-result')).toContainText('1 assigned, 0 already with that assessor, 0 refused');
      await expect(ha.getByTestId(`queue-table-row-${claimId}`)).toContainText('Trịnh Thu Hà');
    }
  });
}
