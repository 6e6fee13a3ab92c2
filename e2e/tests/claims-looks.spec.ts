import { expect, test, type Page } from '@playwright/test';
import { runAxe } from '../support/axe';
import { apiToken, submitByApi, type ClaimFormOptions } from '../support/claimWizard';
import { loginAs } from '../support/session';

// What a policyholder sees on the claims screens: readable colours, big enough buttons, fee lines
// named by their names, kinds whole, amounts grouped while typed, "restored" once and in place.
test.use({ viewport: { width: 390, height: 844 } });

const DEMO = { account: 'demo', password: 'Demo2026' };

/** axe's colour-contrast rule on the elements `selector` finds: every failure as "colour on background ratio". */
async function contrastFailures(page: Page, selector: string): Promise<string[]> {
  const violations = await runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast'] } }, selector);
  return violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${JSON.stringify(n.any[0]?.data)}`));
}

/** Whether every word of the element's text sits on one line (a word broken over two lines has two boxes). */
const wordsWhole = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.every((el) => {
  const text = el.firstChild;
  if (!text || text.nodeType !== Node.TEXT_NODE) return true;
  const value = text.textContent ?? '';
  let at = 0;
  return value.split(' ').every((word) => {
    const range = document.createRange();
    range.setStart(text, at);
    range.setEnd(text, at + word.length);
    at += word.length + 1;
    return word === '' || range.getClientRects().length === 1;
  });
}));

test('status tags and the unfinished-claim bar read at 4.5:1; wizard buttons are 44 px; amounts are grouped as typed; "restored" once, in the wizard', async ({ page }) => {
  const token = await apiToken(page.request, DEMO.account, DEMO.password);
  // A draft left a while ago, as another session would leave it.
  await page.request.delete('/api/claims/drafts/current', { headers: { token } });
  await page.request.put('/api/claims/drafts/current', { headers: { token }, data: { step: 1, values: { insuredId: 1 }, updatedAt: '2026-11-01T08:00:00.000Z', baseVersion: 0 } });
  await loginAs(page, DEMO.account, DEMO.password);

  await page.goto('/#/claims/new');
  await expect(page.getByTestId('wizard-draft-restored')).toHaveText(/Your unfinished claim was restored/);
  await expect(page.getByText('Your unfinished claim was restored')).toHaveCount(1);
  for (const id of ['wizard-next', 'wizard-back']) expect((await page.getByTestId(id).boundingBox())!.height).toBeGreaterThanOrEqual(44);

  const amount = page.getByTestId('field-requestAmount').locator('input');
  await amount.pressSequentially('1270000');
  await expect(amount).toHaveValue('1,270,000');
  const feeAmount = page.getByTestId('fee-amount').locator('input');
  await feeAmount.pressSequentially('1270000');
  await expect(feeAmount).toHaveValue('1,270,000');
  await expect(page.getByTestId('fee-remaining')).toHaveAttribute('data-state', 'allocated');

  // Another page: the wizard's notice stays with the wizard. The draft is now on this phone too.
  await page.evaluate(() => { location.hash = '#/claims?tab=all'; });
  await expect(page.getByTestId('claim-status').first()).toBeVisible();
  await expect(page.getByText('Your unfinished claim was restored')).toHaveCount(0);
  await expect(page.getByTestId('claims-draft-notice')).toBeVisible();
  expect(await contrastFailures(page, '[data-testid="claim-status"]')).toEqual([]);
  expect(await contrastFailures(page, '[data-testid="claims-draft-notice"]')).toEqual([]);
});

test('a settled claim names its fee lines, not their ids; document kinds never break inside a word', async ({ page }) => {
  const token = await apiToken(page.request, DEMO.account, DEMO.password);
  await page.request.delete('/api/claims/drafts/current', { headers: { token } });
  const options = (await (await page.request.get('/api/claims/form-options', { headers: { token } })).json()).data as ClaimFormOptions;
  // Photos with a camera's long names beside their kinds.
  const claimId = await submitByApi(page.request, token, options, 880_000, (kind) => `IMG_20261120_083015_HDR_portrait_${kind}_front_desk.jpg`);

  const assessor = await apiToken(page.request, 'assessor', 'Assessor2026');
  const detail = (await (await page.request.get(`/api/insurer/claims/${claimId}`, { headers: { token: assessor } })).json()).data as { feeItems: { id: number; name: string; amount: number }[] };
  const [line] = detail.feeItems;
  const settled = await page.request.post(`/api/insurer/claims/${claimId}/actions`, { headers: { token: assessor }, data: { action: 'settle', note: 'Settled at 80%', lines: [{ feeItemId: line.id, decision: 'reduce', amount: Math.round(line.amount * 0.8), reason: 'Co-pay 20%' }] } });
  expect(settled.status(), await settled.text()).toBe(200);

  await loginAs(page, DEMO.account, DEMO.password);
  await page.goto(`/#/claims/detail?id=${claimId}`);
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'settled');
  const timeline = page.getByTestId('claim-timeline');
  await expect(timeline).toContainText(`${line.name}: Co-pay 20%`);
  await expect(timeline).not.toContainText(`#${line.id}`);

  const kinds = '[data-testid="claim-documents"] .adm-list-item-content-extra';
  await expect(page.locator(kinds)).toHaveCount(3);
  expect(await wordsWhole(page, kinds)).toBe(true);
});
