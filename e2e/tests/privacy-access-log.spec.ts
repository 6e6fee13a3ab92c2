import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiData, submitByApi, type ClaimFormOptions } from '../support/claimWizard';
import { freshPolicyholder } from '../support/freshPolicyholder';
import { auditState, blocking } from '../support/axe';
import { loginAs } from '../support/session';

/**
 * The access log of personal data (docs/privacy.md "Access log"): the hospital desk of Chợ Rẫy looks
 * up a policyholder's e-card and the insurer's assessor opens one of her claim documents; she sees
 * both under Mine → "Who looked at my data", in English and in Vietnamese, without the staff's
 * names; the assessor filters the compliance view and downloads it as CSV. The policyholder is the
 * spec's own (support/freshPolicyholder.ts), so her log holds only what this spec did. Then the HR
 * of Công ty TNHH Minh An opens the member record of its employee Võ Minh Quang (db/seed-group.ts),
 * and he sees his employer's HR in his own list, in English and Vietnamese, without the HR user.
 */
const STAFF = { account: 'cho-ray.staff', password: 'Provider2026' };
const ASSESSOR = { account: 'assessor', password: 'Assessor2026' };
const HR = { account: 'hr.admin', password: 'Hr2026pw' };
const QUANG = { account: 'quang.vo@minhan.vn', password: 'Quang2026pw' };
const EMPLOYER = 'Công ty TNHH Minh An';

async function newPage(browser: Browser, language?: 'vi_VN'): Promise<Page> {
  // The suite's own settings (base URL, 390×844, phone, time zone) for each person's own browser.
  const { baseURL, viewport, deviceScaleFactor, hasTouch, userAgent, locale, timezoneId, serviceWorkers } = test.info().project.use;
  const page = await (await browser.newContext({ baseURL, viewport, deviceScaleFactor, hasTouch, userAgent, locale, timezoneId, serviceWorkers })).newPage();
  if (language) {
    await page.goto('/#/login');
    await page.getByTestId(`lang-${language}`).click();
  }
  return page;
}

test('a desk lookup and a document opened by the assessor show in the policyholder\'s "Who looked at my data"; the assessor filters and exports the log', async ({ browser, request }) => {
  const holder = await freshPolicyholder(request);
  const options = await apiData<ClaimFormOptions>(request, holder.token, '/claims/form-options');
  const claimId = await submitByApi(request, holder.token, options, 431_000);

  // The hospital desk looks up her e-card (card and date of birth).
  const desk = await newPage(browser);
  await loginAs(desk, STAFF.account, STAFF.password, `#/provider/patient?card=${holder.card}`);
  await desk.getByLabel("Patient's date of birth").fill(holder.dob);
  await desk.getByTestId('lookup-submit').click();
  await expect(desk.getByTestId('patient-page')).toBeVisible();

  // The assessor opens her claim and one of its documents.
  const assessor = await newPage(browser);
  await loginAs(assessor, ASSESSOR.account, ASSESSOR.password, `#/insurer/claim?id=${claimId}`);
  const doc = assessor.getByTestId('claim-documents').getByRole('button').first();
  await doc.click();
  await expect(assessor.getByTestId('zoom-viewer')).toBeVisible();
  await assessor.getByTestId('zoom-close').click();

  // The policyholder, from Mine: the hospital's lookup and the insurer's reads, newest first, no staff names.
  const customer = await newPage(browser);
  await loginAs(customer, holder.account, holder.password, '#/mine');
  await customer.getByTestId('mine-menu-accessLog').click();
  const entries = customer.getByTestId('access-log-entry');
  await expect(entries.first()).toBeVisible();
  await expect(entries.filter({ hasText: `Claim document: ${claimId}/` }).first()).toContainText('Your insurer');
  await expect(entries.filter({ hasText: `Claim and its documents: ${claimId}` }).first()).toContainText('Insurer assessor');
  await expect(entries.filter({ hasText: `E-card and cover: ${holder.card}` }).first()).toContainText('Chợ Rẫy');
  await expect(entries.first()).toContainText(`Claim document: ${claimId}/`);
  const shown = await customer.getByTestId('access-log-page').textContent();
  // The seeded staff (api/src/db/seed.ts, seed-portals.ts): accounts, user codes, names.
  for (const staffText of ['cho-ray.staff', 'PV00000001', 'Nguyễn Thị Mai', 'IN00000001', 'Lê Hoàng Minh']) expect(shown).not.toContain(staffText);

  expect(blocking(await auditState(customer, 'who looked at my data, en'))).toEqual([]);

  const holderVi = await newPage(browser, 'vi_VN');
  await loginAs(holderVi, holder.account, holder.password, '#/mine/access-log');
  const viEntries = holderVi.getByTestId('access-log-entry');
  await expect(viEntries.filter({ hasText: `Chứng từ bồi thường: ${claimId}/` }).first()).toContainText('Công ty bảo hiểm của bạn');
  await expect(viEntries.filter({ hasText: `Thẻ bảo hiểm điện tử và quyền lợi: ${holder.card}` }).first()).toContainText('Nhân viên bệnh viện');
  expect(blocking(await auditState(holderVi, 'who looked at my data, vi'))).toEqual([]);

  // The assessor: the compliance view, filtered to her e-card reads, at a desk's width, and its CSV.
  await assessor.setViewportSize({ width: 1440, height: 900 });
  await assessor.goto('/#/insurer/me');
  await assessor.getByTestId('me-access-log').click();
  await expect(assessor.getByTestId('access-log-page')).toBeVisible();
  await assessor.getByLabel('Customer (account, e-mail or code)').fill(holder.account);
  await assessor.getByTestId('filter-kind').getByRole('combobox').selectOption('ecard');
  await assessor.getByTestId('access-log-apply').click();
  await expect(assessor).toHaveURL(new RegExp(`#/insurer/access-log\\?customer=${holder.account.replace('.', '\\.')}&kind=ecard$`));
  const rows = assessor.getByTestId('access-log-row');
  await expect(rows.first()).toContainText(`E-card lookup: ${holder.card}`);
  await expect(rows.first()).toContainText('cho-ray.staff');
  await expect(rows.filter({ hasNotText: 'E-card lookup' })).toHaveCount(0);
  expect(blocking(await auditState(assessor, 'access log compliance view, 1440'))).toEqual([]);
  await assessor.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toBeVisible();
  expect(await assessor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(blocking(await auditState(assessor, 'access log compliance view, 390'))).toEqual([]);
  const [download] = await Promise.all([assessor.waitForEvent('download'), assessor.getByTestId('access-log-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^access-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('at,customer_user_id,customer_code,customer_account,organisation,provider_id,employer_id,role,staff_user_id,staff_account,staff_name,kind,object,ip');
  expect(lines.length).toBeGreaterThan(1);
  // Her e-card lookups only.
  expect(lines.slice(1).every((line) => line.includes(`,${holder.account},`) && line.includes(`,ecard,${holder.card},`))).toBe(true);
  expect(lines.some((line) => line.includes(`,ecard,${holder.card},`))).toBe(true);
  expect(lines[1]).toContain('Chợ Rẫy');
});

test("the employer's HR opens Võ Minh Quang's member record; he sees his employer's HR under \"Who looked at my data\", in English and Vietnamese", async ({ browser }) => {
  const hr = await newPage(browser);
  await loginAs(hr, HR.account, HR.password, '#/hr?q=MA-0001');
  await hr.getByTestId('hr-member-row').filter({ hasText: 'Võ Minh Quang' }).getByRole('link').click();
  await expect(hr.getByTestId('hr-member-page').getByRole('heading', { level: 2 })).toHaveText('Võ Minh Quang');
  const card = /SG\d{10}/.exec((await hr.getByTestId('hr-member-card').textContent()) ?? '')?.[0];
  expect(card).toBeDefined();

  const quang = await newPage(browser);
  await loginAs(quang, QUANG.account, QUANG.password, '#/mine');
  await quang.getByTestId('mine-menu-accessLog').click();
  const read = quang.getByTestId('access-log-entry').filter({ hasText: `Group cover member record: ${card}` }).first();
  await expect(read).toContainText(EMPLOYER);
  await expect(read.locator('span').nth(1)).toHaveText('HR');
  const shown = await quang.getByTestId('access-log-page').textContent();
  // The HR admin of db/seed-group.ts: account, e-mail, user code, name.
  for (const staffText of ['hr.admin', 'HR00000001', 'Đặng Thu Trang']) expect(shown).not.toContain(staffText);
  expect(blocking(await auditState(quang, 'who looked at my data, HR read, en'))).toEqual([]);

  const quangVi = await newPage(browser, 'vi_VN');
  await loginAs(quangVi, QUANG.account, QUANG.password, '#/mine/access-log');
  const readVi = quangVi.getByTestId('access-log-entry').filter({ hasText: `Hồ sơ thành viên bảo hiểm nhóm: ${card}` }).first();
  await expect(readVi).toContainText(EMPLOYER);
  await expect(readVi.locator('span').nth(1)).toHaveText('Nhân sự');
  expect(await quangVi.getByTestId('access-log-page').textContent()).not.toContain('Đặng Thu Trang');
  expect(blocking(await auditState(quangVi, 'who looked at my data, HR read, vi'))).toEqual([]);
});
