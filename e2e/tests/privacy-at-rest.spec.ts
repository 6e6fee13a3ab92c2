import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, fillFeeLine, fillIllnessEvent } from '../support/claimWizard';
import { loginAs } from '../support/session';

/**
 * Files encrypted at rest (docs/privacy.md "Encryption at rest"), seen as a person and as someone
 * looking at the server's disk: lan.tran uploads a photo of her invoice in the claim wizard; the
 * e2e server's upload folder (e2e/playwright.config.ts) then holds no file that starts like a
 * JPEG, a PNG or a PDF, while the photo still shows for her and downloads as the image she sent.
 */
test.use({ viewport: { width: 390, height: 844 } });

const UPLOADS = path.join(__dirname, '..', 'output', `data-${Number(process.env.E2E_PORT ?? 8090)}`, 'uploads');
const MAGIC = { JPEG: [0xff, 0xd8, 0xff], PNG: [0x89, 0x50, 0x4e, 0x47], PDF: [0x25, 0x50, 0x44, 0x46] };

/** Every file under the upload folder, at any depth, temporary ones included. */
function storedFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? storedFiles(full) : entry.isFile() ? [full] : [];
  });
}

function looksLike(file: string): string | null {
  const head = Buffer.alloc(8);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 8, 0);
  } finally {
    fs.closeSync(fd);
  }
  return Object.entries(MAGIC).find(([, bytes]) => bytes.every((b, i) => head[i] === b))?.[0] ?? null;
}

/** A real photo (a drawn 64 × 64 PNG), so the thumbnail only shows if the server hands back real image bytes. */
async function drawnPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1f6feb';
    ctx.fillRect(0, 0, 64, 64);
    ctx.fillStyle = '#ffd33d';
    ctx.fillRect(16, 16, 32, 32);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

test('a claim document is stored encrypted, and still opens for its owner', async ({ page }) => {
  // Start from no draft: the server keeps lan.tran's unfinished claim between specs.
  const token = await apiToken(page.request, 'lan.tran', 'Lan2026pw');
  await page.request.delete('/api/claims/drafts/current', { headers: { token } });
  await loginAs(page, 'lan.tran', 'Lan2026pw');
  await page.goto('/#/claims/new');
  await page.getByTestId('field-insuredId').getByText('Trần Thị Lan').click();
  await page.getByTestId('wizard-next').click();
  await fillIllnessEvent(page, { diagnosis: 'Sprained ankle check-up', amount: 500000 });
  await fillFeeLine(page, 0, { name: 'Consultation', type: 'Consultation', amount: 500000 });
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-documents')).toBeVisible();
  await page.getByText('Invoice', { exact: true }).click();
  await page.getByTestId('doc-input').setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: await drawnPhoto(page) });
  await expect(page.getByTestId('doc-uploaded')).toHaveCount(1, { timeout: 30_000 });

  // She sees her photo: the thumbnail is the server's decrypted bytes, decoded by the browser.
  const thumb = page.getByTestId('doc-uploaded').getByTestId('doc-thumb');
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // And downloads it as an image (the app may have re-encoded the photo before sending: JPEG or PNG).
  const draft = (await (await page.request.get('/api/claims/drafts/current', { headers: { token } })).json()) as { data: { documents: { id: string }[] } };
  expect(draft.data.documents).toHaveLength(1);
  const download = await page.request.get(`/api/claims/files/${draft.data.documents[0].id}`, { headers: { token } });
  expect(download.status()).toBe(200);
  const bytes = await download.body();
  expect([MAGIC.JPEG, MAGIC.PNG].some((magic) => magic.every((b, i) => bytes[i] === b))).toBe(true);

  // On the server's disk: files there are, but none starts like a photo or a PDF.
  const files = storedFiles(UPLOADS);
  expect(files.length).toBeGreaterThan(0);
  expect(files.map((file) => ({ file: path.relative(UPLOADS, file), looksLike: looksLike(file) })).filter((f) => f.looksLike !== null)).toEqual([]);
});

/**
 * Retention (docs/privacy.md "Retention"): an unfinished claim is kept 90 days, then the purge takes
 * it with its files. The clock is moved by one pass of the purge run as if 91 days had gone by (a
 * development-only route: e2e servers only), not waited for.
 */
test('an unfinished claim left for 90 days goes with its photo, from the app and from the disk', async ({ request }) => {
  const token = await apiToken(request, 'lan.tran', 'Lan2026pw');
  const headers = { token };
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const uploaded = await request.post('/api/claims/drafts/current/documents?kind=invoice', { headers, multipart: { file: { name: 'left.png', mimeType: 'image/png', buffer: png } } });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const docId = ((await uploaded.json()) as { data: { id: string } }).data.id;
  expect((await request.get(`/api/claims/files/${docId}`, { headers })).status()).toBe(200);
  const before = storedFiles(UPLOADS).length;

  const purged = await request.post('/api/dev/privacy-purge', { data: { days: 91 } });
  expect(purged.status(), await purged.text()).toBe(200);
  const removed = ((await purged.json()) as { data: Record<string, number> }).data;
  expect((removed.claimDrafts ?? 0) + (removed.orphanUploads ?? 0)).toBeGreaterThan(0);

  // 91 days on, her session has ended and was purged too: she signs in again.
  const again = { token: await apiToken(request, 'lan.tran', 'Lan2026pw') };
  expect((await request.get(`/api/claims/files/${docId}`, { headers: again })).status()).toBe(404);
  const draft = (await (await request.get('/api/claims/drafts/current', { headers: again })).json()) as { data: { documents: unknown[] } | null };
  expect(draft.data?.documents ?? []).toEqual([]);
  expect(storedFiles(UPLOADS).length).toBeLessThan(before);
});
