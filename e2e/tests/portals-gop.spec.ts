import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { fakeCameraArgs, qrCameraFile } from '../support/fakeCamera';
import { apiData, apiToken, submitByApi, type ClaimFormOptions } from '../support/claimWizard';
import { freshPolicyholder } from '../support/freshPolicyholder';
import { makePng } from '../support/images';
import { insurerAct } from '../support/insurerActions';
import { LAN_PIN, TEST_PIN, loginAs, unlockWithPin } from '../support/session';

/**
 * The guarantee of payment from admission to payment (docs/portals.md): staff of Chợ Rẫy
 * admit lan.tran by filming her e-card's QR with the desk camera, the insurer's assessor (working
 * in Vietnamese) returns the request with a reason, the hospital replies, the insurer guarantees
 * part of the bill, the hospital sends the final bill, the insurer approves and concludes, and
 * lan.tran follows every step in her own app, in both languages.
 */
const LAN = { account: 'lan.tran', password: 'Lan2026pw', card: 'SC2600077701', policy: 'SCH-2026-000777', dob: '27-02-1988' };
const STAFF = { account: 'cho-ray.staff', password: 'Provider2026' };
const ASSESSOR = { account: 'assessor', password: 'Assessor2026' };
const readJson = (...parts: string[]) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', ...parts), 'utf8'));
const vi = readJson('mfe-insurer', 'src', 'i18n', 'vi.json');
const commonVi = readJson('shared', 'src', 'i18n', 'common.vi.json');
const providerEn = readJson('mfe-provider', 'src', 'i18n', 'en.json');
const providerVi = readJson('mfe-provider', 'src', 'i18n', 'vi.json');

// The desk's camera films lan.tran's e-card QR (the payload mfe-policies draws on the card). The
// desk has a browser of its own, launched with that camera: as a file-wide launch option it would
// move this file out of the suite's alphabetical order (a worker of its own runs last, after
// shell.spec.ts has changed lan.tran's password).
const camera = qrCameraFile(`SENCARE:ECARD;CARD:${LAN.card};POLICY:${LAN.policy}`, path.join(__dirname, '..', 'output', 'camera'));
let launched: Browser | null = null;
test.afterAll(async () => launched?.close());
const deskBrowser = async () =>
  (launched = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...fakeCameraArgs(camera)],
  }));

const todayInVietnam = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()).replace(/\//g, '-');
const vnd = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function newPage(browser: Browser, language?: 'vi_VN'): Promise<Page> {
  // The suite's own settings (base URL, 390×844, phone, time zone), for the desk's browser too.
  const { baseURL, viewport, deviceScaleFactor, hasTouch, userAgent, locale, timezoneId, serviceWorkers } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, hasTouch, userAgent, locale, timezoneId, serviceWorkers, permissions: ['camera'] });
  const page = await context.newPage();
  if (language) {
    await page.goto('/#/login');
    await page.getByTestId(`lang-${language}`).click();
  }
  return page;
}

/** The insurer's decision on the GOP open in `page`: choose it, fill its form, confirm. */
async function decide(page: Page, actionLabel: string, fill: (form: Locator) => Promise<void>): Promise<void> {
  await page.getByTestId('gop-action-choice').getByText(actionLabel, { exact: true }).click();
  const form = page.locator('form[data-testid^="gop-"][data-testid$="-form"]');
  await fill(form);
  await form.locator('button[type="submit"]').click();
  await page.getByRole('dialog').getByRole('button', { name: actionLabel, exact: true }).click();
}

/** Reads the page afresh, as the other side's decision is there: a reload opens behind the PIN lock (loginAs set TEST_PIN). */
async function reopen(page: Page, pin = TEST_PIN): Promise<void> {
  await page.reload();
  await unlockWithPin(page, pin);
}

/** The hospital's move on the GOP open in `page`, through its dialog. */
async function providerAct(page: Page, action: string, fill: (dialog: Locator) => Promise<void>): Promise<void> {
  await page.getByTestId(`gop-action-${action}`).click();
  const dialog = page.getByTestId(`action-form-${action}`);
  await fill(dialog);
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a provider admits lan.tran by her e-card QR and the GOP goes to payment, the insurer deciding and lan.tran seeing each step', async ({ browser }) => {
  test.setTimeout(240_000);

  // The hospital: signs in at the same URL and lands in its own app, with its own tabs.
  const withCamera = await deskBrowser();
  const desk = await newPage(withCamera);
  await loginAs(desk, STAFF.account, STAFF.password);
  await expect(desk).toHaveURL(/#\/provider$/);
  await expect(desk.getByTestId('tab-bar').getByRole('link')).toHaveText(['Patients', 'Guarantees', 'Me']);
  // The QR gives the card; the patient's date of birth, asked at the desk, proves she is there.
  await desk.getByTestId('lookup-scan').click();
  await expect(desk.getByLabel('E-card number')).toHaveValue(LAN.card);
  await expect(desk.getByLabel("Patient's date of birth")).toBeFocused();
  await desk.getByLabel("Patient's date of birth").fill('27-02-1989');
  await desk.getByTestId('lookup-submit').click();
  await expect(desk.getByTestId('lookup-card-error')).toHaveText('No insured person has this e-card number and date of birth. Check both and try again.');
  await desk.getByLabel("Patient's date of birth").fill(LAN.dob);
  await desk.getByTestId('lookup-submit').click();
  await expect(desk).toHaveURL(new RegExp(`#/provider/patient\\?card=${LAN.card}$`));
  await expect(desk.getByTestId('patient-cashless')).toContainText('Active');
  const benefitBefore = vnd(await desk.getByTestId('patient-benefit-remaining').first().textContent());
  await desk.getByTestId('patient-create-gop').click();

  await desk.getByLabel('Admission date').fill(todayInVietnam());
  await desk.getByLabel('Diagnosis').fill('Viêm ruột thừa cấp (K35.8)');
  await desk.getByLabel('Benefit').selectOption({ index: 1 });
  await desk.getByLabel('Estimated bill (VND)').fill('30000000');
  await desk.getByTestId('gop-new-docs').locator('input[type="file"]').setInputFiles({ name: 'admission-bill.png', mimeType: 'image/png', buffer: makePng(40, 40, [240, 240, 240]) });
  await desk.getByTestId('gop-new-submit').click();
  await expect(desk.getByTestId('gop-detail')).toHaveAttribute('data-status', 'pending');
  const caseNo = (await desk.getByTestId('gop-case-no').textContent())!.trim();
  expect(caseNo).toMatch(/^GOP-\d{4}-\d{6}$/);
  // Before any decision nobody can say what the patient pays: no share is shown yet.
  await expect(desk.getByTestId('gop-estimated')).toContainText('30,000,000');
  await expect(desk.getByTestId('gop-customer-pays')).toHaveCount(0);

  // The insurer, in Vietnamese: the GOP queue, then a return without a reason is refused.
  const insurer = await newPage(browser, 'vi_VN');
  await loginAs(insurer, ASSESSOR.account, ASSESSOR.password);
  await expect(insurer).toHaveURL(/#\/insurer$/);
  await insurer.getByTestId('tab-insurer-gops').click();
  await insurer.getByTestId('gops-list').getByText(caseNo).click();
  // The benefit by its name in the assessor's language, not its code; no customer share before a decision.
  await expect(insurer.getByTestId('gop-benefit')).not.toBeEmpty();
  await expect(insurer.getByTestId('gop-benefit')).not.toContainText(/^[A-Z_]+$/);
  await expect(insurer.getByTestId('gop-customer-pays')).toHaveCount(0);
  await decide(insurer, vi.gop.action.return, async (form) => {
    await form.locator('button[type="submit"]').click();
    await expect(form.getByText(vi.gop.form.returnReasonRequired)).toBeVisible();
    await form.getByRole('textbox').fill('Vui lòng gửi kèm bệnh án nhập viện.');
  });
  await expect(insurer.getByTestId('gop-status')).toHaveText(vi.gop.status.to_be_replied);

  // The hospital sees why and replies.
  await reopen(desk);
  await expect(desk.getByTestId('gop-return-reason')).toContainText('Vui lòng gửi kèm bệnh án nhập viện.');
  await providerAct(desk, 'reply', async (dialog) => dialog.getByLabel('Note to the insurer').fill('Đã gửi bệnh án nhập viện.'));
  await expect(desk.getByTestId('gop-detail')).toHaveAttribute('data-status', 'pending');

  // The insurer guarantees 20 of the 30 million: a partial guarantee.
  await reopen(insurer);
  await decide(insurer, vi.gop.action.assess, async (form) => {
    await form.getByTestId('gop-amount').locator('input').fill('20000000');
    await expect(form.getByTestId('gop-partial')).toContainText('10,000,000');
  });
  await expect(insurer.getByTestId('gop-status')).toHaveText(vi.gop.status.assessed);
  // The history says which state each step left and reached ("Thẩm định: Chờ thẩm định → Đã thẩm định").
  await expect(insurer.getByTestId('gop-timeline-list')).toContainText(`${vi.gop.event.assess}: ${vi.gop.status.pending} → ${vi.gop.status.assessed}`);

  // The hospital downloads the letter of guarantee and sends the final bill at discharge.
  await reopen(desk);
  await expect(desk.getByTestId('gop-detail')).toHaveAttribute('data-status', 'assessed');
  const [letter] = await Promise.all([desk.waitForEvent('download'), desk.getByTestId('gop-download-letter').click()]);
  expect(fs.readFileSync((await letter.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  await providerAct(desk, 'final_submit', async (dialog) => {
    await dialog.getByLabel('Final bill (VND)').fill('28000000');
    await dialog.getByLabel('Discharge date').fill(todayInVietnam());
  });
  await expect(desk.getByTestId('gop-detail')).toHaveAttribute('data-status', 'final_submission');

  // The insurer approves 18 million as payable, then concludes: "fully pay" does not match the bill.
  await reopen(insurer);
  await decide(insurer, vi.gop.action.final_approve, async (form) => form.getByTestId('gop-amount').locator('input').fill('18000000'));
  await expect(insurer.getByTestId('gop-status')).toHaveText(vi.gop.status.final_approval);
  await insurer.getByTestId('gop-action-choice').getByText(vi.gop.action.conclude, { exact: true }).click();
  const conclude = insurer.getByTestId('gop-conclude-form');
  await conclude.getByTestId('gop-conclusion').getByText(vi.gop.conclusion.fully_pay, { exact: true }).click();
  await conclude.getByTestId('gop-amount').locator('input').fill('18000000');
  await conclude.locator('button[type="submit"]').click();
  await expect(insurer.getByText(commonVi.error.unmatchedAmounts).first()).toBeVisible();
  await decide(insurer, vi.gop.action.conclude, async (form) => {
    await form.getByTestId('gop-conclusion').getByText(vi.gop.conclusion.partially_pay, { exact: true }).click();
    await form.getByTestId('gop-amount').locator('input').fill('18000000');
  });
  await expect(insurer.getByTestId('gop-status')).toHaveText(vi.gop.status.concluded);

  // The hospital has the decision, and lan.tran's benefit has moved by what was paid.
  await reopen(desk);
  await expect(desk.getByTestId('gop-detail')).toHaveAttribute('data-status', 'concluded');
  // Concluded is over, not waiting for the insurer.
  await expect(desk.getByTestId('gop-no-actions')).toHaveText(providerEn.detail.concludedNoActions);
  const [decision] = await Promise.all([desk.waitForEvent('download'), desk.getByTestId('gop-download-decision').click()]);
  expect(fs.readFileSync((await decision.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  await desk.goto(`/#/provider/patient?card=${LAN.card}`);
  await desk.getByLabel("Patient's date of birth").fill(LAN.dob);
  await desk.getByTestId('lookup-submit').click();
  await expect.poll(async () => vnd(await desk.getByTestId('patient-benefit-remaining').first().textContent())).toBe(benefitBefore - 18_000_000);

  // lan.tran: her hospital stay, what was guaranteed and what she pays, and a message per decision.
  const lan = await newPage(browser);
  await loginAs(lan, LAN.account, LAN.password, '#/cashless/stays');
  const stay = lan.getByTestId('stay').filter({ hasText: caseNo });
  await expect(stay.getByTestId('stay-status')).toHaveText('Payment conclusion');
  await expect(stay.getByTestId('stay-covered')).toContainText('18,000,000');
  await expect(stay.getByTestId('stay-you-pay')).toContainText('10,000,000');
  await expect(stay.getByTestId('stay-event')).not.toHaveCount(0);
  await lan.goto('/#/messages');
  await expect(lan.getByText(caseNo).first()).toBeVisible();

  // The same stay in Vietnamese (a reload opens behind the PIN lock).
  await lan.evaluate(() => localStorage.setItem('CURRENT_LANG', 'vi_VN'));
  await lan.goto('/#/cashless/stays');
  await reopen(lan, LAN_PIN);
  await expect(lan.getByTestId('stay').filter({ hasText: caseNo }).getByTestId('stay-status')).not.toHaveText('Payment conclusion');
  await expect(lan.getByTestId('stay').filter({ hasText: caseNo }).getByTestId('stay-covered')).toContainText('18,000,000');
});

test("a provider admin, in Vietnamese, adds a doctor, is refused the same code on the code field, and names the doctor on lan.tran's GOP", async ({ browser }) => {
  test.setTimeout(120_000);
  // A code of this run's own, so a run against a database that kept an earlier run's doctors still adds one.
  const code = `BS-${Date.now().toString(36).toUpperCase()}`;
  const doctor = { code, fullName: 'Võ Minh Khoa', department: 'Hồi sức tích cực' };
  const desk = await newPage(browser, 'vi_VN');
  await loginAs(desk, STAFF.account, STAFF.password);
  await expect(desk).toHaveURL(/#\/provider$/);

  // The doctors, from the Me page, as HR's portal users are from its own.
  await desk.getByTestId('tab-bar').getByRole('link', { name: 'Tôi' }).click();
  await desk.getByTestId('me-doctors').click();
  await expect(desk.getByTestId('doctors-page')).toBeVisible();
  const add = async () => {
    await desk.getByTestId('doctors-add').click();
    await desk.getByLabel(providerVi.doctors.code).fill(doctor.code.toLowerCase());
    await desk.getByLabel(providerVi.doctors.fullName).fill(doctor.fullName);
    await desk.getByLabel(providerVi.doctors.department).fill(doctor.department);
    await desk.getByTestId('doctor-new-submit').click();
  };
  await add();
  await expect(desk.getByTestId('doctors-page')).toBeVisible();
  await expect(desk.getByTestId('doctor-row').filter({ hasText: doctor.fullName })).toContainText(code);

  // The same code again (in another case): refused under the code field in Vietnamese, what was typed kept.
  await add();
  await expect(desk.getByTestId('doctor-new-code-error')).toHaveText(providerVi.validation.provider.doctorCodeExists);
  await expect(desk.getByLabel(providerVi.doctors.fullName)).toHaveValue(doctor.fullName);
  await expect(desk).toHaveURL(/#\/provider\/doctor\/new$/);

  // lan.tran admitted: the request names the doctor, and the request shows who treats her.
  await desk.goto(`/#/provider/patient?card=${LAN.card}`);
  await desk.getByLabel(providerVi.lookup.dobLabel).fill(LAN.dob);
  await desk.getByTestId('lookup-submit').click();
  await desk.getByTestId('patient-create-gop').click();
  await desk.getByLabel(providerVi.form.admissionDate).fill(todayInVietnam());
  await desk.getByLabel(providerVi.form.diagnosis).fill('Sốc nhiễm khuẩn (A41.9)');
  await desk.getByLabel(providerVi.form.benefit).selectOption({ index: 1 });
  await desk.getByLabel(providerVi.form.estimated).fill('45000000');
  await desk.getByLabel(providerVi.form.doctor).selectOption({ label: `${doctor.fullName} (${code}) · ${doctor.department}` });
  await desk.getByTestId('gop-new-submit').click();
  await expect(desk.getByTestId('gop-detail')).toHaveAttribute('data-status', 'pending');
  await expect(desk.getByTestId('gop-doctor')).toHaveText(`${doctor.fullName} (${code})`);

  // The assessor reads who treats her among the case's facts, in Vietnamese too.
  const gopId = /[?&]id=(\d+)/.exec(desk.url())?.[1];
  const insurer = await newPage(browser, 'vi_VN');
  await loginAs(insurer, ASSESSOR.account, ASSESSOR.password, `#/insurer/gop?id=${gopId}`);
  await insurer.goto(`/#/insurer/gop?id=${gopId}`);
  await expect(insurer.getByTestId('gop-doctor')).toHaveText(`${doctor.fullName} (${code})`);
});

test('each role sees only its own app: a customer path is not found for the assessor, and the insurer console is not found for lan.tran', async ({ browser }) => {
  const insurer = await newPage(browser);
  await loginAs(insurer, ASSESSOR.account, ASSESSOR.password);
  await expect(insurer).toHaveURL(/#\/insurer$/);
  await insurer.goto('/#/claims');
  await expect(insurer.getByTestId('not-found')).toBeVisible();

  const lan = await newPage(browser);
  await loginAs(lan, LAN.account, LAN.password);
  await expect(lan.getByTestId('home-page')).toBeVisible();
  await lan.goto('/#/insurer/gops');
  await expect(lan.getByTestId('not-found')).toBeVisible();
  await lan.goto('/#/provider');
  await expect(lan.getByTestId('not-found')).toBeVisible();
});

test('the insurer queue fits a 390 px phone in Vietnamese: its filters do not push the page sideways', async ({ browser }) => {
  const insurer = await newPage(browser, 'vi_VN');
  await loginAs(insurer, ASSESSOR.account, ASSESSOR.password);
  await expect(insurer.getByTestId('queue-filters')).toBeVisible();
  const width = await insurer.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(width.page).toBeLessThanOrEqual(width.screen);
});

test('the assessor settles a claim in the console, reducing a line with a reason, and the customer sees it settled for that amount', async ({ browser }) => {
  const insurer = await newPage(browser);
  const customer = await freshPolicyholder(insurer.request);
  const token = customer.token;
  const claimId = await submitByApi(insurer.request, token, await apiData<ClaimFormOptions>(insurer.request, token, '/claims/form-options'), 1_200_000);

  await loginAs(insurer, ASSESSOR.account, ASSESSOR.password);
  // The queue lists it (oldest waiting first, so filtered to what was just asked for).
  await expect(insurer.getByTestId('queue-page')).toBeVisible();
  await insurer.goto(`/#/insurer/claim?id=${claimId}`);
  await insurer.getByTestId('claim-action-choice').getByText('Settle', { exact: true }).click();
  const form = insurer.getByTestId('settle-form');
  const line = form.locator('[data-testid^="line-"][data-testid$="-decision"]').first();
  await line.getByText('Reduce', { exact: true }).click();
  await form.getByLabel('Approved amount (₫)').fill('1000000');
  await form.getByTestId('settle-submit').click();
  await expect(form.getByText('Please give the reason for reducing or rejecting this line')).toBeVisible();
  await form.getByLabel('Reason').first().fill('Above the outpatient fee schedule');
  await expect(form.getByTestId('settle-total')).toContainText('1,000,000');
  await form.getByTestId('settle-submit').click();
  await insurer.getByRole('dialog').getByRole('button', { name: 'Settle', exact: true }).click();
  await expect(insurer.getByTestId('claim-status')).toHaveText('Settled');

  const own = await newPage(browser);
  await loginAs(own, customer.account, customer.password, `#/claims/detail?id=${claimId}`);
  await expect(own.getByTestId('claim-detail')).toHaveAttribute('data-status', 'settled');
  await expect(own.getByTestId('claim-detail')).toContainText('1,000,000');
});

test('the assessor requests documents with reasons and a deadline and no note: the request goes through (the note is optional, as the form says)', async ({ browser }) => {
  const insurer = await newPage(browser);
  const customer = await freshPolicyholder(insurer.request);
  const token = customer.token;
  const claimId = await submitByApi(insurer.request, token, await apiData<ClaimFormOptions>(insurer.request, token, '/claims/form-options'), 1_300_000);

  await loginAs(insurer, ASSESSOR.account, ASSESSOR.password);
  await expect(insurer.getByTestId('queue-page')).toBeVisible();
  await insurer.goto(`/#/insurer/claim?id=${claimId}`);
  await insurer.getByTestId('claim-action-choice').getByText('Request documents', { exact: true }).click();
  const form = insurer.getByTestId('supplement-form');
  await form.getByRole('checkbox', { name: 'Invoice' }).check();
  await form.getByLabel('Why is the Invoice needed?').fill('The VAT invoice is unreadable');
  await form.getByTestId('supplement-deadline').getByRole('textbox').fill('31-12-2099');
  await expect(form.getByLabel('Note to the customer (optional)')).toHaveValue('');
  await form.getByTestId('supplement-submit').click();
  await insurer.getByRole('dialog').getByRole('button', { name: 'Request documents', exact: true }).click();
  await expect(insurer.getByTestId('claim-status')).toHaveText('Request for supplementary information or documents');
  await expect(insurer.getByTestId('claim-action-error')).toHaveCount(0);
});

test('two assessors on one claim: the one who confirms second is told it changed, in Vietnamese, and sees the record as it now is', async ({ browser }) => {
  const insurer = await newPage(browser, 'vi_VN');
  const customer = await freshPolicyholder(insurer.request);
  const token = customer.token;
  const claimId = await submitByApi(insurer.request, token, await apiData<ClaimFormOptions>(insurer.request, token, '/claims/form-options'), 1_400_000);

  await loginAs(insurer, ASSESSOR.account, ASSESSOR.password);
  await expect(insurer.getByTestId('queue-page')).toBeVisible();
  await insurer.goto(`/#/insurer/claim?id=${claimId}`);
  await insurer.getByTestId('claim-action-choice').getByText(vi.claim.action.requestOriginals, { exact: true }).click();
  await insurer.getByTestId('requestOriginals-submit').click();
  // The other assessor's move lands while this one reads the confirmation.
  const other = { token: await apiToken(insurer.request, ASSESSOR.account, ASSESSOR.password) };
  await insurerAct(insurer.request, other.token, claimId, { action: 'requestOriginals' });
  await insurer.getByRole('dialog').getByRole('button', { name: vi.claim.action.requestOriginals, exact: true }).click();

  await expect(insurer.getByTestId('claim-changed-meanwhile')).toHaveText(commonVi.error.assessmentChanged);
  await expect(insurer.getByTestId('claim-status')).toHaveText(vi.status.waiting_originals);
  await expect(insurer.getByTestId('requestOriginals-submit')).toHaveCount(0);
  await expect(insurer.getByTestId('claim-action-error')).toHaveCount(0);
});
