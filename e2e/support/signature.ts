import type { Page } from '@playwright/test';

/** A short stroke across the signature pad (@sencare/shared/signature) with the mouse, as a finger would draw. */
export async function drawSignature(page: Page): Promise<void> {
  const box = (await page.getByTestId('signature-pad').boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 160, box.y + 120, { steps: 8 });
  await page.mouse.move(box.x + 260, box.y + 70, { steps: 8 });
  await page.mouse.up();
}
