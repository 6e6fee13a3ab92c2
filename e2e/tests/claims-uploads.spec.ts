import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, fillIllnessEvent } from '../support/claimWizard';
import { LAN_PIN, loginAs, unlockWithPin } from '../support/session';

test.use({ viewport: { width: 390, height: 844 } });

const MB = 1024 * 1024;
/** A ~2.5 MB "photo": JPEG magic bytes and incompressible content (the browser cannot decode it, so it is sent as it is). */
const photo = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), randomBytes(2.5 * MB - 12)]);

async function openDocumentsStep(page: Page) {
  // Start from no draft: the server keeps lan.tran's unfinished claim between tests.
  const token = await apiToken(page.request, 'lan.tran', 'Lan2026pw');
  await page.request.delete('/api/claims/drafts/current', { headers: { token } });
  await loginAs(page, 'lan.tran', 'Lan2026pw');
  await page.goto('/#/claims/new');
  await page.getByTestId('field-insuredId').getByText('Trần Thị Lan').click();
  await page.getByTestId('wizard-next').click();
  await fillIllnessEvent(page, { diagnosis: 'Sprained ankle check-up', amount: 500000 });
  const fee = page.getByTestId('fee-item').nth(0);
  await fee.locator('input').nth(0).fill('Consultation');
  await fee.getByText('Consultation').click();
  await fee.locator('input').nth(2).fill('500000');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-documents')).toBeVisible();
  await page.getByText('Invoice', { exact: true }).click();
}

/** Every PATCH the browser sends (its Upload-Offset and size) and every resume point the server answers to HEAD. */
function recordTus(page: Page) {
  const patches: { offset: number; bytes: number }[] = [];
  const heads: number[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/api/claims/uploads/tus/')) patches.push({ offset: Number(r.headers()['upload-offset']), bytes: r.postDataBuffer()?.length ?? 0 });
  });
  page.on('response', (r) => {
    if (r.request().method() === 'HEAD' && r.url().includes('/api/claims/uploads/tus/')) heads.push(Number(r.headers()['upload-offset']));
  });
  return { patches, heads };
}

test('an upload that loses its connection pauses, then resumes where it stopped when the connection returns', async ({ page, context }) => {
  await openDocumentsStep(page);
  const { patches, heads } = recordTus(page);
  const file = photo();
  let cut = false;
  // The second chunk never arrives: the phone goes offline in the middle of the upload.
  await page.route('**/api/claims/uploads/tus/**', async (route) => {
    const offset = Number(route.request().headers()['upload-offset'] ?? -1);
    if (route.request().method() === 'PATCH' && offset > 0 && !cut) {
      cut = true;
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });

  await page.getByTestId('doc-input').setInputFiles({ name: 'invoice.jpg', mimeType: 'image/jpeg', buffer: file });
  const row = page.getByTestId('doc-pending');
  await expect(row).toHaveAttribute('data-state', 'offline');
  await expect(page.getByTestId('upload-offline-banner')).toBeVisible();
  await expect(row.getByTestId('upload-status')).toContainText('Paused: no connection');
  const kept = Number(await row.getAttribute('data-percent'));
  expect(kept).toBeGreaterThanOrEqual(30); // the first 1 MB chunk is on the server

  await context.setOffline(false);
  await expect(page.getByTestId('doc-uploaded')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId('doc-pending')).toHaveCount(0);
  await expect(page.getByTestId('doc-receipt')).toContainText('2.5 MB');

  // Server side: the resume point was the first chunk's end, and nothing was sent from 0 again.
  expect(heads).toContain(MB);
  const after = patches.slice(patches.findIndex((p) => p.offset > 0) + 1);
  expect(patches.filter((p) => p.offset === 0)).toHaveLength(1);
  expect(after.length).toBeGreaterThan(0);
  expect(after.every((p) => p.offset >= MB)).toBe(true);
  const resent = patches.reduce((s, p) => s + p.bytes, 0);
  expect(resent).toBeLessThan(file.length + 1.1 * MB);
});

test('an upload interrupted by a reload continues from the stored resume point', async ({ page }) => {
  await openDocumentsStep(page);
  let block = true;
  let secondChunkRefused = false;
  await page.route('**/api/claims/uploads/tus/**', async (route) => {
    const offset = Number(route.request().headers()['upload-offset'] ?? -1);
    if (block && route.request().method() === 'PATCH' && offset > 0) {
      secondChunkRefused = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.getByTestId('doc-input').setInputFiles({ name: 'invoice.jpg', mimeType: 'image/jpeg', buffer: photo() });
  // The first 1 MB chunk is acknowledged only once the client moves on to the second one.
  await expect.poll(() => secondChunkRefused, { timeout: 15_000 }).toBe(true);

  // Unblock only once the reload has replaced the page: a tus retry (0, 1, 3 s) of the old page in
  // between would send the second chunk, and the resume point would no longer be 1 MB.
  page.once('framenavigated', () => { block = false; });
  const { patches, heads } = recordTus(page);
  await page.reload();
  await unlockWithPin(page, LAN_PIN);
  await expect(page.getByTestId('wizard-documents')).toBeVisible();
  await expect(page.getByTestId('doc-uploaded')).toHaveCount(1, { timeout: 30_000 });
  expect(heads[0]).toBe(MB);
  expect(patches.length).toBeGreaterThan(0);
  expect(patches.every((p) => p.offset >= MB)).toBe(true);
  // The stored image is previewed from a blob URL (the token is a header, not in the URL).
  await expect(page.getByTestId('doc-thumb-pending').or(page.getByTestId('doc-thumb'))).toHaveCount(1);
});

test('a document photographed on the camera page goes up resumably and joins the claim', async ({ page }) => {
  await openDocumentsStep(page);
  await page.goto('/#/claims/camera?kind=prescription');
  await page.getByTestId('camera-input').setInputFiles({ name: 'don-thuoc.jpg', mimeType: 'image/jpeg', buffer: photo() });
  await expect(page.getByTestId('camera-preview')).toBeVisible();
  await page.getByTestId('camera-use').click();
  await expect(page).toHaveURL(/#\/claims\/new$/);
  await expect(page.getByTestId('wizard-documents')).toBeVisible();
  await expect(page.getByTestId('doc-uploaded').filter({ hasText: 'don-thuoc.jpg' })).toHaveCount(1, { timeout: 30_000 });
});
