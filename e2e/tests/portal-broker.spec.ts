import { expect, test, type Browser, type Page } from '@playwright/test';
import { auditState, blocking } from '../support/axe';
import { loginAs } from '../support/session';

/**
 * The broker portal (docs/portals.md "Employer HR and broker"), against the real API and its dev
 * seed (api/src/db/seed-group.ts): Saigon Insurance Brokers with agency AG-Q1, its clients Công ty
 * TNHH Minh An (group policy GP-2026-000101, ending 2027-01-31) and Công ty Cổ phần Bình Minh (no
 * policy, no HR admin yet). The company's own user (`broker.admin`) adds an agency and is refused a
 * code in use under the field, in English at a desk and in Vietnamese on a phone; the agent of AG-Q1
 * (`broker.staff`) reads clients, renewals and agencies at 1440×900 with the keyboard, and is offered
 * no create or edit control. axe (support/axe.ts) is clean on every table and form met.
 */
const ADMIN = { account: 'broker.admin', password: 'Broker2026' };
const AGENT = { account: 'broker.staff', password: 'Broker2026' };
const MINH_AN = 'Công ty TNHH Minh An';
const POLICY = 'GP-2026-000101';
const POLICY_ENDS = '2027-01-31';

async function newPage(browser: Browser, { language, desk }: { language?: 'vi_VN'; desk?: boolean } = {}): Promise<Page> {
  const { baseURL, viewport, deviceScaleFactor, hasTouch, userAgent, locale, timezoneId, serviceWorkers } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport: desk ? { width: 1440, height: 900 } : viewport, deviceScaleFactor, hasTouch, userAgent, locale, timezoneId, serviceWorkers });
  const page = await context.newPage();
  if (language) {
    await page.goto('/#/login');
    await page.getByTestId(`lang-${language}`).click();
  }
  return page;
}

/** Days from today in Vietnam's calendar to a yyyy-mm-dd day, as the API counts them (api/src/modules/broker/clients.ts). */
function daysUntil(day: string): number {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

async function expectClean(page: Page, state: string): Promise<void> {
  expect(blocking(await auditState(page, state))).toEqual([]);
}

/** The add-agency form: code and name typed, sent. */
async function sendAgency(page: Page, code: string, name: string): Promise<void> {
  await page.getByTestId('broker-new-agency-code').getByRole('textbox').fill(code);
  await page.getByTestId('broker-new-agency-name').getByRole('textbox').fill(name);
  await page.getByTestId('broker-new-agency-submit').click();
}

test('the company user adds an agency and is refused a code in use under the field (English at a desk, Vietnamese on a phone); the table opens an agency by keyboard', async ({ browser }) => {
  const desk = await newPage(browser, { desk: true });
  await loginAs(desk, ADMIN.account, ADMIN.password, '#/broker/agencies');
  const table = desk.getByTestId('broker-agencies-table');
  await expect(table).toBeVisible();
  expect((await table.boundingBox())!.width).toBeGreaterThan(1000);
  await desk.getByTestId('broker-add-agency').click();
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Add an agency');
  await sendAgency(desk, 'AG-Q7', 'Đại lý Quận 7');
  await expect(desk).toHaveURL(/#\/broker\/agencies$/);
  await expect(table.getByRole('row').filter({ hasText: 'AG-Q7' })).toContainText('Đại lý Quận 7');

  // The same code again, typed in lower case (codes are kept in capitals): 409 under the code field.
  await desk.getByTestId('broker-add-agency').click();
  await sendAgency(desk, 'ag-q7', 'Đại lý Quận 7 (chi nhánh 2)');
  await expect(desk.getByTestId('broker-new-agency-code-error')).toHaveText('Broker code already exists');
  await expect(desk.getByTestId('broker-new-agency-code').getByRole('textbox')).toBeFocused();
  await expect(desk.getByTestId('broker-new-agency-code').getByRole('textbox')).toHaveValue('ag-q7');
  await expect(desk.getByTestId('broker-new-agency-name').getByRole('textbox')).toHaveValue('Đại lý Quận 7 (chi nhánh 2)');
  await expectClean(desk, 'broker new agency refused, 1440, en');

  // By keyboard: the table sorted by code, ArrowDown to the second agency, Enter opens it.
  await desk.goto('/#/broker/agencies?sort=code%3Aasc');
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText('AG-Q1');
  const added = (await table.locator('tbody tr td:first-child').allTextContents()).indexOf('AG-Q7');
  expect(added).toBeGreaterThan(0);
  await rows.first().focus();
  for (let i = 0; i < added; i += 1) await desk.keyboard.press('ArrowDown');
  await expect(rows.nth(added)).toBeFocused();
  await expectClean(desk, 'broker agencies table, 1440, en');
  await desk.keyboard.press('Enter');
  await expect(desk.getByTestId('broker-agency-code').getByRole('textbox')).toHaveValue('AG-Q7');
  await expectClean(desk, 'broker agency form, 1440, en');

  const phone = await newPage(browser, { language: 'vi_VN' });
  await loginAs(phone, ADMIN.account, ADMIN.password, '#/broker/agency/new');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Thêm đại lý');
  await sendAgency(phone, 'AG-Q1', 'Đại lý Quận 1 mới');
  await expect(phone.getByTestId('broker-new-agency-code-error')).toHaveText('Mã môi giới đã tồn tại');
  await expect(phone.getByTestId('broker-new-agency-name').getByRole('textbox')).toHaveValue('Đại lý Quận 1 mới');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectClean(phone, 'broker new agency refused, 390, vi');
});

test("the company user invites Bình Minh's first HR admin; the invitation holds no password", async ({ browser }) => {
  const admin = await newPage(browser);
  await loginAs(admin, ADMIN.account, ADMIN.password, '#/broker');
  await admin.getByTestId('broker-client-row').filter({ hasText: 'Bình Minh' }).getByRole('link').click();
  await expect(admin.getByTestId('broker-invite')).toBeVisible();
  await admin.getByTestId('broker-invite-fullName').getByRole('textbox').fill('Lâm Thị Thu');
  await admin.getByTestId('broker-invite-email').getByRole('textbox').fill('thu.lam@binhminh.vn');
  await admin.getByTestId('broker-invite-submit').click();
  await expect(admin.getByTestId('broker-invite-sent')).toContainText('thu.lam@binhminh.vn');
  await expect(admin.getByTestId('broker-invite')).toHaveCount(0);
  const mail = await (await admin.request.get('/api/dev/outbox/latest?to=thu.lam%40binhminh.vn')).json();
  expect(mail.data.text).toContain('"Forgot password?"');
  await expectClean(admin, 'broker client, HR admin invited, 390, en');
});

test("an agent at a desk: clients and renewals by keyboard, Minh An's renewal of GP-2026-000101 (ends 31-01-2027), no create or edit control", async ({ browser }) => {
  const agent = await newPage(browser, { desk: true });
  await loginAs(agent, AGENT.account, AGENT.password, '#/broker');
  const clients = agent.getByTestId('broker-clients-table');
  await expect(clients).toBeVisible();
  expect((await clients.boundingBox())!.width).toBeGreaterThan(1000);
  const minhAn = clients.getByRole('row').filter({ hasText: MINH_AN });
  const days = daysUntil(POLICY_ENDS);
  await expect(minhAn).toContainText(POLICY);
  await expect(minhAn).toContainText('31-01-2027');
  // "Renewal due" within the broker's 60 days (shared/src/rules/broker.ts RENEWAL_WINDOW_DAYS): the seed's day is fixed, today is not.
  await expect(minhAn).toContainText(days <= 60 ? 'Renewal due' : 'Not yet');
  await agent.getByTestId('broker-clients-table-sort-name').click();
  await expect(agent).toHaveURL(/sort=name%3Aasc/);
  await expectClean(agent, 'broker clients table, 1440, en');

  await agent.getByRole('link', { name: 'Renewals' }).click();
  await expect(agent.getByRole('heading', { level: 1 })).toHaveText('Renewals');
  // The 60-day window holds the policy only from 2 December 2026; the 90-day one from 2 November.
  if (days > 60) {
    await expect(agent.getByTestId('broker-renewals-empty')).toBeVisible();
    await agent.getByTestId('broker-renewals-window').selectOption('90');
    await expect(agent).toHaveURL(/days=90/);
  }
  const renewals = agent.getByTestId('broker-renewals-table');
  const row = renewals.getByRole('row').filter({ hasText: POLICY });
  await expect(row).toContainText(MINH_AN);
  await expect(row).toContainText(`31-01-2027 (Ends in ${days} days)`);
  await expectClean(agent, 'broker renewals table, 1440, en');
  await renewals.locator('tbody tr').first().focus();
  await agent.keyboard.press('Enter');
  await expect(agent.getByTestId('broker-client-name')).toHaveText(MINH_AN);
  await expect(agent.getByTestId('broker-client-policy')).toContainText('01-01-2026 – 31-01-2027');
  await expect(agent.getByTestId('broker-client-has-hr')).toBeVisible();
  await expectClean(agent, 'broker client, 1440, en');

  // Read only: no "Add an agency", an agency's facts without a form, the add form says who may.
  await agent.goto('/#/broker/agencies');
  await expect(agent.getByTestId('broker-agencies-table')).toBeVisible();
  await expect(agent.getByTestId('broker-add-agency')).toHaveCount(0);
  await agent.getByTestId('broker-agencies-table').locator('tbody tr').first().focus();
  await agent.keyboard.press('Enter');
  await expect(agent.getByTestId('broker-agency-code')).toHaveText('AG-Q1');
  await expect(agent.getByTestId('broker-agency-save')).toHaveCount(0);
  await agent.goto('/#/broker/agents');
  await expect(agent.getByTestId('broker-agents-table')).toBeVisible();
  await expect(agent.getByTestId('broker-add-agent')).toHaveCount(0);
  await agent.goto('/#/broker/me');
  await expect(agent.getByTestId('broker-me-agency')).toHaveText('Đại lý Quận 1 (AG-Q1)');
  await expect(agent.getByTestId('broker-me-access')).toHaveText('Reads only');
});
