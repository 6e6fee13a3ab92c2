import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfTextLines } from '../../api/src/test/pdf-text';
import { apiToken } from '../support/claimWizard';
import { loginAs } from '../support/session';

/**
 * A letter of guarantee checked by whoever holds it (docs/portals.md "Letters and verification"):
 * Chợ Rẫy's desk downloads the letter and checks the code printed on it in its portal; anyone with
 * the letter, on a phone that never signed in and in Vietnamese, checks the code and the case number
 * from the sign-in page's link; a case number that is not the letter's is "may not be genuine".
 */
const todayInVietnam = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());

test("the desk downloads the letter and checks its code; anyone holding it checks code and case number signed out, in Vietnamese, and sees no patient's name", async ({ browser, request }) => {
  const staff = await apiToken(request, 'cho-ray.staff', 'Provider2026');
  const assessor = await apiToken(request, 'assessor', 'Assessor2026');
  const created = await request.post('/api/provider/gops', {
    headers: { token: staff },
    data: { cardNumber: 'SC2600077701', dob: '1988-02-27', admissionDate: todayInVietnam(), diagnosis: 'Viêm ruột thừa cấp (K35)', estimatedAmount: 18_000_000, benefitCode: 'INPATIENT' },
  });
  const gop = ((await created.json()) as { data: { id: number; caseNo: string } }).data;
  expect((await request.post(`/api/insurer/gops/${gop.id}/actions`, { headers: { token: assessor }, data: { action: 'assess', guaranteedAmount: 15_000_000 } })).status()).toBe(200);

  const desk = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await loginAs(desk, 'cho-ray.staff', 'Provider2026', `#/provider/gop?id=${gop.id}`);
  const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByTestId('gop-download-letter').click()]);
  const printed = pdfTextLines(fs.readFileSync(await download.path())).find((line) => line.includes('Verification code / Mã xác thực:')) ?? '';
  const code = printed.split(': ')[1]?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await desk.evaluate(() => (window.location.hash = '#/provider/verify'));
  await desk.getByTestId('verify-code-input').fill(code);
  await desk.getByTestId('verify-submit').click();
  await expect(desk.getByTestId('verify-result')).toHaveAttribute('data-standing', 'guaranteed');
  await expect(desk.getByTestId('verify-case')).toHaveText(gop.caseNo);
  await desk.context().close();

  const anyone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await anyone.addInitScript(() => localStorage.setItem('CURRENT_LANG', 'vi_VN'));
  await anyone.goto('/#/login');
  await anyone.getByTestId('login-verify-link').click();
  await expect(anyone.getByRole('heading', { level: 1 })).toHaveText('Kiểm tra thư bảo lãnh');
  await anyone.getByTestId('public-verify-code').fill(code.toLowerCase());
  await anyone.getByTestId('public-verify-case').fill('GOP-2026-999999');
  await anyone.getByTestId('public-verify-submit').click();
  await expect(anyone.getByTestId('public-verify-not-genuine')).toContainText('thư có thể không phải thật');
  await anyone.getByTestId('public-verify-case').fill(gop.caseNo.toLowerCase());
  await anyone.getByTestId('public-verify-submit').click();
  const genuine = anyone.getByTestId('public-verify-genuine');
  await expect(genuine).toHaveAttribute('data-standing', 'guaranteed');
  await expect(genuine).toContainText('Bảo lãnh đang có hiệu lực.');
  await expect(genuine).toContainText('Bệnh viện Chợ Rẫy');
  await expect(anyone.getByTestId('public-verify-amount')).toHaveText('15,000,000 ₫');
  await expect(anyone.getByTestId('public-verify-page')).not.toContainText('Trần Thị Lan');
  await anyone.context().close();
});
