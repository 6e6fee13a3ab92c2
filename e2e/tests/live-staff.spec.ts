import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiToken } from '../support/claimWizard';
import { loginAs } from '../support/session';

/**
 * Live for staff and for the insured (docs/architecture.md "Live for staff"): a guarantee request
 * is open at once on the hospital's desk, on the insurer's desk and in lan.tran's app. Each move
 * made through the API (as another person's browser would) shows on the other open pages without
 * a reload: a marker set in each page before the moves is still there after them.
 */
const DESK = { width: 1440, height: 900 };

async function openAs(browser: Browser, account: string, password: string, target: string, viewport = DESK): Promise<Page> {
  const page = await (await browser.newContext({ viewport, timezoneId: 'Asia/Ho_Chi_Minh' })).newPage();
  await loginAs(page, account, password, target);
  await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 1));
  return page;
}
const notReloaded = async (page: Page) => expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(1);

async function act(request: APIRequestContext, token: string, who: 'provider' | 'insurer', id: number, body: Record<string, unknown>): Promise<void> {
  const res = await request.post(`/api/${who}/gops/${id}/actions`, { headers: { token }, data: body });
  const json = (await res.json()) as { code: number; msg?: string };
  expect(json.code, json.msg).toBe(0);
}

test("the hospital's, the insurer's and the customer's open pages follow each other's moves without a reload", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const staff = await apiToken(request, 'cho-ray.staff', 'Provider2026');
  const assessor = await apiToken(request, 'assessor', 'Assessor2026');
  const created = await request.post('/api/provider/gops', {
    headers: { token: staff },
    data: { cardNumber: 'SC2600077701', dob: '1988-02-27', admissionDate: new Date().toISOString().slice(0, 10), diagnosis: 'Viêm ruột thừa cấp (K35)', estimatedAmount: 18_000_000, benefitCode: 'INPATIENT' },
  });
  const gop = ((await created.json()) as { data: { id: number } }).data;

  const hospital = await openAs(browser, 'cho-ray.staff', 'Provider2026', `#/provider/gop?id=${gop.id}`);
  const insurer = await openAs(browser, 'assessor', 'Assessor2026', `#/insurer/gop?id=${gop.id}`);
  const customer = await openAs(browser, 'lan.tran', 'Lan2026pw', '#/cashless/stays', { width: 390, height: 844 });
  // lan.tran may hold other stays made by other tests in the same run: follow this one only.
  const stay = customer.getByTestId('stay').filter({ has: customer.locator(`[id="stay-${gop.id}"]`) });
  await expect(hospital.getByTestId('gop-detail')).toHaveAttribute('data-status', 'pending');
  await expect(insurer.getByTestId('gop-status')).toBeVisible();
  await expect(stay).toHaveAttribute('data-status', 'pending');
  for (const page of [hospital, insurer, customer]) await expect(page.locator('html')).toHaveAttribute('data-live', 'streaming');

  // The insurer returns it: the hospital's page shows the reason to reply to.
  await act(request, assessor, 'insurer', gop.id, { action: 'return', note: 'Please attach the admission order' });
  await expect(hospital.getByTestId('gop-detail')).toHaveAttribute('data-status', 'to_be_replied');
  await expect(hospital.getByTestId('gop-return-reason')).toContainText('Please attach the admission order');

  // The hospital replies: the insurer's open page reloads the request and says it changed.
  await act(request, staff, 'provider', gop.id, { action: 'reply', note: 'Admission order attached' });
  await expect(insurer.getByTestId('gop-changed-meanwhile')).toContainText('Assessment content has been changed, close and reopen the page');
  await expect(hospital.getByTestId('gop-detail')).toHaveAttribute('data-status', 'pending');

  // The insurer guarantees part of it: the hospital and lan.tran see the amount.
  await act(request, assessor, 'insurer', gop.id, { action: 'assess', guaranteedAmount: 15_000_000 });
  await expect(hospital.getByTestId('gop-detail')).toHaveAttribute('data-status', 'assessed');
  await expect(stay).toHaveAttribute('data-status', 'assessed');
  await expect(stay.getByTestId('stay-covered')).toHaveText('15,000,000 ₫');

  // The hospital sends the final bill, the insurer approves and concludes: lan.tran's page follows.
  await act(request, staff, 'provider', gop.id, { action: 'final_submit', finalBillAmount: 16_000_000, dischargeDate: new Date().toISOString().slice(0, 10) });
  await act(request, assessor, 'insurer', gop.id, { action: 'final_approve', payableAmount: 15_000_000 });
  await expect(stay).toHaveAttribute('data-status', 'final_approval');
  await act(request, assessor, 'insurer', gop.id, { action: 'conclude', conclusion: 'partially_pay' });
  await expect(stay).toHaveAttribute('data-status', 'concluded');
  await expect(hospital.getByTestId('gop-detail')).toHaveAttribute('data-status', 'concluded');

  for (const page of [hospital, insurer, customer]) {
    await notReloaded(page);
    await page.context().close();
  }
});
