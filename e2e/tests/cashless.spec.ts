import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DEMO, loginAs } from '../support/session';
import { snap } from '../support/screens';

/** A real PNG of the given size and colour, made here so the upload path sees genuine image bytes. */
function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3])]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

// Near Hoàn Kiếm lake, Hà Nội: the list is sorted from here.
test.use({ geolocation: { latitude: 21.0285, longitude: 105.8542 }, permissions: ['geolocation'] });

test('providers: search, filter by city and cashless, see distances and the map (tiles may be offline)', async ({ page }) => {
  await loginAs(page, DEMO.account, DEMO.password);
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

test('cashless: not applied → apply with photos, identification and commitments → active card', async ({ page }) => {
  await loginAs(page, DEMO.account, DEMO.password);
  await page.goto('/#/cashless');
  await expect(page.getByTestId('cashless-not-applied')).toHaveText('Customer has not applied for cashless service');
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
  await expect(page.locator('#cashless-fullName')).toHaveValue('Nguyễn Văn An');
  await page.locator('#cashless-phone').fill('12');
  await page.getByTestId('identification-next').click();
  await expect(page.getByTestId('error-phone')).toHaveText('Please enter a valid phone number, e.g. 0912345678');
  await page.locator('#cashless-phone').fill('0912345678');
  await page.locator('#cashless-dateOfBirth').fill('1990-05-17');
  const idNumber = page.locator('#cashless-idNumber');
  if (!/^\d{12}$/.test(await idNumber.inputValue())) await idNumber.fill('001090012345');
  await page.getByTestId('identification-next').click();

  await expect(page).toHaveURL(/#\/cashless\/commitments/);
  await page.getByTestId('apply-submit').click();
  await expect(page.getByTestId('error-commitments')).toHaveText('Please read and accept the commitments');
  await page.getByText('I have read and accept these commitments').click();
  await snap(page, 'cashless/apply-commitments-en');
  await page.getByTestId('apply-submit').click();

  await expect(page).toHaveURL(/#\/cashless\/success/);
  // Demo accounts are approved at once (api/src/modules/cashless/service.ts, CASHLESS_AUTO_APPROVE).
  await expect(page.getByTestId('apply-success')).toContainText('Cashless service is active');
  await page.getByTestId('success-see-card').click();
  await expect(page.getByTestId('cashless-card')).toContainText('Nguyễn Văn An');
  await expect(page.getByTestId('nearest-providers')).toBeVisible();
  await snap(page, 'cashless/status-active-en');
});

test('a new customer: photos survive a reload, the application waits for the insurer, who approves it', async ({ page }) => {
  await loginAs(page, 'hoa.pham', 'Hoa2026pw');
  await page.goto('/#/cashless/apply');
  await page.getByTestId('file-idFront').setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: makePng(64, 40, [30, 120, 200]) });
  await page.getByTestId('file-idBack').setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: makePng(64, 40, [200, 120, 30]) });
  await page.getByTestId('file-portrait').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: makePng(40, 48, [240, 200, 180]) });
  await expect(page.getByTestId('slot-portrait')).toContainText('Tap to retake');

  // Nothing uploaded is lost to a reload.
  await page.reload();
  for (const slot of ['idFront', 'idBack', 'portrait']) await expect(page.getByTestId(`slot-${slot}`)).toContainText('Tap to retake');
  await page.getByTestId('documents-next').click();

  await expect(page).toHaveURL(/#\/cashless\/identification/);
  await page.locator('#cashless-fullName').fill('Phạm Thị Hoa');
  await page.locator('#cashless-phone').fill('0935123456');
  await page.locator('#cashless-dateOfBirth').fill('1995-09-02');
  await page.locator('#cashless-idNumber').fill('048195001234');
  await page.getByTestId('identification-next').click();
  await expect(page).toHaveURL(/#\/cashless\/commitments/);
  await page.getByText('I have read and accept these commitments').click();
  await page.getByTestId('apply-submit').click();
  await expect(page).toHaveURL(/#\/cashless\/success/);
  await expect(page.getByTestId('apply-success')).toContainText('Application sent');

  // The insurer approves through the API; the customer sees the service active and a message.
  const login = await page.request.post('/api/auth/login', { data: { account: 'assessor', password: 'Assessor2026', privacyAccepted: true } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const queue = (await (await page.request.get('/api/cashless/applications?status=pending', { headers: { token } })).json()) as { data: { id: number; fullName: string }[] };
  const application = queue.data.find((a) => a.fullName === 'Phạm Thị Hoa');
  expect(application).toBeDefined();
  const decided = await page.request.post(`/api/cashless/applications/${application!.id}/decision`, { headers: { token }, data: { decision: 'approve' } });
  expect(decided.status()).toBe(200);
  await page.goto('/#/cashless');
  await expect(page.getByTestId('cashless-card')).toContainText('Phạm Thị Hoa');
  await page.goto('/#/messages');
  await expect(page.locator('#sc-app-account')).toContainText('Cashless service activated');
});
