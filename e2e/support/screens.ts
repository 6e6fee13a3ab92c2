import path from 'node:path';
import type { Page } from '@playwright/test';

export const SCREENSHOT_DIR = path.join(__dirname, '..', 'output', 'screenshots');

export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}
