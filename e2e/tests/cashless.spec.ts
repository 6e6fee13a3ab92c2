import { expect, test, type Page } from '@playwright/test';
import { DEMO, TEST_PIN, loginAs, signedInPage, unlockWithPin } from '../support/session';
import { makePng } from '../support/images';
import { drawSignature } from '../support/signature';
import { snap } from '../support/screens';
import { apiToken } from '../support/claimWizard';

// Near Hoàn Kiếm lake, Hà Nội: the list is sorted from here.
test.use({ geolocation: { latitude: 21.0285, longitude: 105.8542 }, permissions: ['geolocation'] });

test('providers: search, filter by city and cashless, see distances and the map (tiles may be offline)', async ({ page }) => {
  await loginAs(page, DEMO.account, DEMO.password);
  await page.getByTestId('home-map-show').click();
  await expect(page.getByTestId('provider-map-widget')).toBeVisible();
  await expect(page.getByTestId('provider-widget-see-all')).toBeVisible();

  await page.goto('/#/providers');
  await expect(page.getByTestId('providers-page')).toBeVisible();
  const first = page.getByTestId('provider-card').first();
  await expect(first).toBeVisible();
  // Nearest first, from the device position: Việt Đức is ~0.6 km from Hoàn Kiếm.
  await expect(first).toContainText('Việt Đức');
  await expect(first).toContainText(/\d+ m|\d+\.\d km/);
  await snap(page, 'cashless/providers-en');

  await page.getByTestId('provider-search').locator('input').fill('vinmec');
  await expect(page).toHaveURL(/q=vinmec/);
  await expect(page.getByTestId('provider-card')).toHaveCount(3);
  await expect(page.getByTestId('provider-count')).toHaveText('Providers found: 3');

  await page.getByTestId('provider-city-filter').getByText('Đà Nẵng').click();
  await expect(page.getByTestId('provider-card')).toHaveCount(1);
  await expect(page.getByTestId('provider-card')).toContainText('Vinmec Đà Nẵng');

  await page.getByTestId('provider-city-filter').getByText('All cities').click();
  await page.getByTestId('provider-search').locator('input').fill('');
  await page.getByTestId('provider-cashless-switch').click();
  await expect(page).toHaveURL(/cashless=true/);
  const cards = page.getByTestId('provider-card');
  await expect(page).not.toHaveURL(/q=/);
  await expect.poll(() => cards.count()).toBeGreaterThan(3);
  const count = await cards.count();
  await expect(page.getByTestId('provider-cashless-tag')).toHaveCount(count);

  await cards.first().click();
  await expect(page.getByTestId('provider-detail')).toBeVisible();
  await expect(page.getByTestId('provider-call')).toHaveAttribute('href', /^tel:/);
  await page.goBack();

  await page.getByTestId('open-map').click();
  await expect(page).toHaveURL(/#\/providers\/map\?cashless=true/);
  // Markers and list work without tiles (no internet here).
  await expect(page.getByTestId('provider-card').first()).toBeVisible();
  const mapCards = await page.getByTestId('provider-card').count();
  await expect(page.locator('.leaflet-interactive')).toHaveCount(mapCards + 1); // + "you are here"
  // Markers are SVG paths Leaflet listens to; tapping one opens the same details sheet.
  await page.locator('.leaflet-interactive').first().dispatchEvent('click');
  await expect(page.getByTestId('provider-detail')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('provider-detail')).toBeHidden();
  await snap(page, 'cashless/providers-map-en');
});

test('provider search on a 390 px phone: every city chip reads whole, and the search is cleared by a real button reached by Tab', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, DEMO.account, DEMO.password, '#/providers');
  await expect(page.getByTestId('provider-card').first()).toBeVisible();
  const chips = page.getByTestId('provider-city-filter').getByRole('radio');
  await expect(chips.filter({ hasText: 'TP. Hồ Chí Minh' })).toHaveCount(1);
  for (const chip of await chips.all()) {
    // Not cut: the label fits its chip, and the chip fits the screen.
    expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
  }
  const input = page.getByTestId('provider-search').locator('input');
  await input.fill('vinmec');
  await expect(page).toHaveURL(/q=vinmec/);
  await input.focus();
  await page.keyboard.press('Tab');
  const clear = page.getByRole('button', { name: 'Clear search' });
  await expect(clear).toBeFocused();
  const box = (await clear.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('');
  await expect(page).not.toHaveURL(/q=/);
});

/** The insurer's session, through the API (for decisions the journey does not look at). */
async function insurerToken(page: Page): Promise<string> {
  return apiToken(page.request, 'assessor', 'Assessor2026');
}

/** The console's decision route (by the applicant's user code), as mfe-insurer sends it. */
async function decide(page: Page, fullName: string, decision: 'approve' | 'reject', reason?: string): Promise<void> {
  const token = await insurerToken(page);
  const queue = (await (await page.request.get('/api/insurer/cashless?status=pending', { headers: { token } })).json()) as { data: { userCode: string; fullName: string }[] };
  const application = queue.data.find((a) => a.fullName === fullName);
  expect(application).toBeDefined();
  const decided = await page.request.post(`/api/insurer/cashless/${application!.userCode}/decision`, { headers: { token }, data: { decision, reason } });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** dd-mm-yyyy in Vietnam's time zone, as the card shows an ISO instant (shared formatDate, browser in Asia/Ho_Chi_Minh). */
function vnDate(iso: string): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso)).split('-');
  return `${d}-${m}-${y}`;
}

test('cashless: apply (date of birth from the profile), signed → pending review → the insurer sees the signature and approves → active since the approval date', async ({ browser, page }) => {
  await loginAs(page, DEMO.account, DEMO.password);
  await page.goto('/#/cashless');
  await expect(page.getByTestId('cashless-not-applied')).toHaveText('Customer has not applied for cashless service');
  await expect(page.getByTestId('nav-title')).toHaveText('Cashless service');
  await snap(page, 'cashless/status-none-en');
  await page.getByTestId('cashless-apply').click();
  await expect(page).toHaveURL(/#\/cashless\/apply$/);

  // A file that is not an image is refused next to its slot.
  await page.getByTestId('file-idFront').setInputFiles({ name: 'id-front.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a photo') });
  await expect(page.getByTestId('error-idFront')).toHaveText('Only JPEG, PNG or WebP images are accepted');

  await page.getByTestId('file-idFront').setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: makePng(64, 40, [30, 120, 200]) });
  await page.getByTestId('file-idBack').setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: makePng(64, 40, [200, 120, 30]) });
  await page.getByTestId('file-portrait').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: makePng(40, 48, [240, 200, 180]) });
  await expect(page.getByTestId('slot-portrait')).toContainText('Tap to retake');
  await expect(page.getByTestId('error-idFront')).toHaveCount(0);
  await snap(page, 'cashless/apply-photos-en');
  await page.getByTestId('documents-next').click();

  await expect(page).toHaveURL(/#\/cashless\/identification/);
  // Every detail from the profile, the date of birth included (seed: 1990-05-12).
  await expect(page.locator('#cashless-fullName')).toHaveValue('Nguyễn Văn An');
  await expect(page.locator('#cashless-dateOfBirth')).toHaveValue('12-05-1990'); // dd-mm-yyyy
  await expect(page.locator('#cashless-idNumber')).toHaveValue('001090012345');
  await expect(page.getByTestId('apply-identification')).toContainText('Filled in from your profile');
  await page.locator('#cashless-phone').fill('12');
  await page.getByTestId('identification-next').click();
  await expect(page.getByTestId('error-phone')).toHaveText('Please enter a valid phone number, e.g. 0912345678');
  await page.locator('#cashless-phone').fill('0912345678');
  await page.getByTestId('identification-next').click();

  await expect(page).toHaveURL(/#\/cashless\/commitments/);
  await page.getByTestId('apply-submit').click();
  await expect(page.getByTestId('error-commitments')).toHaveText('Please read and accept the commitments');
  // Unsigned: the message sits under the pad and names the whole signature field.
  await expect(page.getByTestId('signature-error')).toHaveText('Signature cannot be empty');
  await expect(page.getByTestId('signature-field')).toHaveAttribute('aria-describedby', 'cashless-signature-error');
  await page.getByText('I have read and accept these commitments').click();
  await page.getByTestId('apply-submit').click();
  await expect(page.getByTestId('signature-error')).toBeVisible();
  await drawSignature(page);
  await expect(page.getByTestId('signature-error')).toHaveCount(0);
  await snap(page, 'cashless/apply-commitments-en');
  await page.getByTestId('apply-submit').click();

  // Not instant: the insurer reviews it; the title and the body say so.
  await expect(page).toHaveURL(/#\/cashless\/success/);
  await expect(page.getByTestId('apply-success')).toContainText('Pending review');
  await expect(page.getByTestId('nav-title')).toHaveText('Application sent');
  await page.getByTestId('success-see-card').click();
  await expect(page.getByTestId('cashless-pending')).toContainText('Your application is pending review');
  await expect(page.getByTestId('nav-title')).toHaveText('Application under review');
  await expect(page.getByTestId('cashless-card')).toHaveCount(0);
  await snap(page, 'cashless/status-pending-en');

  // The assessor sees the signature beside the ID photos, as the image the customer drew.
  const assessor = await signedInPage(browser, 'assessor', 'Assessor2026', '#/insurer/cashless');
  await assessor.getByRole('link', { name: /Nguyễn Văn An/ }).click();
  await expect(assessor.getByTestId('photo-signature').locator('img')).toBeVisible();
  expect(await assessor.getByTestId('photo-signature').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(assessor.getByTestId('photo-signature').locator('figcaption')).toHaveText('Signature');
  await assessor.context().close();

  // Home left open in another tab: its cashless card follows the approval live, no reload.
  const home = await page.context().newPage();
  await home.goto('/#/home');
  await unlockWithPin(home, TEST_PIN);
  await expect(home.getByTestId('home-cashless')).toContainText('Not activated');

  await decide(page, 'Nguyễn Văn An', 'approve');
  await expect(home.getByTestId('home-cashless')).toContainText('Active');
  await expect(home.getByTestId('home-cashless')).not.toContainText('Not activated');
  await home.close();
  const token = await insurerToken(page);
  const approved = (await (await page.request.get('/api/insurer/cashless?status=active', { headers: { token } })).json()) as { data: { fullName: string; decidedAt: string }[] };
  const decidedAt = approved.data.find((a) => a.fullName === 'Nguyễn Văn An')!.decidedAt;

  await page.reload();
  await unlockWithPin(page, TEST_PIN);
  await expect(page.getByTestId('cashless-card')).toContainText('Nguyễn Văn An');
  await expect(page.getByTestId('cashless-card-since')).toHaveText(vnDate(decidedAt));
  await expect(page.getByTestId('nav-title')).toHaveText('Cashless service active');
  await expect(page.getByTestId('nearest-providers')).toBeVisible();
  await snap(page, 'cashless/status-active-en');
});

test('the seeded active customer is active since the insurer approved her (05-03-2026), not since today', async ({ page }) => {
  await loginAs(page, 'lan.tran', 'Lan2026pw', '#/cashless');
  await expect(page.getByTestId('cashless-card-since')).toHaveText('05-03-2026');
});

test('a new customer: photos survive a reload, the application waits for the insurer, who refuses it with a reason; apply again', async ({ page }) => {
  await loginAs(page, 'hoa.pham', 'Hoa2026pw');
  await page.goto('/#/cashless/apply');
  await page.getByTestId('file-idFront').setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: makePng(64, 40, [30, 120, 200]) });
  await page.getByTestId('file-idBack').setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: makePng(64, 40, [200, 120, 30]) });
  await page.getByTestId('file-portrait').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: makePng(40, 48, [240, 200, 180]) });
  await expect(page.getByTestId('slot-portrait')).toContainText('Tap to retake');

  // Nothing uploaded is lost to a reload.
  await page.reload();
  await unlockWithPin(page, TEST_PIN);
  for (const slot of ['idFront', 'idBack', 'portrait']) await expect(page.getByTestId(`slot-${slot}`)).toContainText('Tap to retake');
  await page.getByTestId('documents-next').click();

  await expect(page).toHaveURL(/#\/cashless\/identification/);
  await page.locator('#cashless-fullName').fill('Phạm Thị Hoa');
  await page.locator('#cashless-phone').fill('0935123456');
  await page.locator('#cashless-dateOfBirth').fill('');
  await page.locator('#cashless-dateOfBirth').pressSequentially('02091995'); // dd-mm-yyyy, dashes by themselves
  await expect(page.locator('#cashless-dateOfBirth')).toHaveValue('02-09-1995');
  await page.locator('#cashless-idNumber').fill('048195001234');
  await page.getByTestId('identification-next').click();
  await expect(page).toHaveURL(/#\/cashless\/commitments/);
  await page.getByText('I have read and accept these commitments').click();
  // Signed by typing the name (no drawing needed), as on the claim's signature page.
  await page.getByTestId('signature-typed').locator('input').fill('Phạm Thị Hoa');
  await page.getByTestId('signature-typed-use').click();
  await page.getByTestId('apply-submit').click();
  await expect(page).toHaveURL(/#\/cashless\/success/);
  await expect(page.getByTestId('apply-success')).toContainText('Pending review');

  // The insurer refuses it with a reason: the customer sees why, and can apply again.
  await decide(page, 'Phạm Thị Hoa', 'reject', 'The back of the ID card is blurred');
  await page.goto('/#/cashless');
  await expect(page.getByTestId('cashless-rejected')).toContainText('Your application was not approved');
  await expect(page.getByTestId('cashless-rejection-reason')).toHaveText('Reason: The back of the ID card is blurred');
  await expect(page.getByTestId('nav-title')).toHaveText('Application not approved');
  await expect(page.getByTestId('cashless-not-applied')).toHaveCount(0);
  await snap(page, 'cashless/status-rejected-en');
  await page.getByTestId('cashless-apply').click();
  await expect(page).toHaveURL(/#\/cashless\/apply$/);
  await expect(page.getByTestId('apply-documents')).toBeVisible();
  await page.goto('/#/messages');
  await expect(page.locator('#sc-app-account')).toContainText('Cashless application not approved');
});
