import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/session';

/**
 * Pause, stop, hide (WCAG 2.2.2, 2.3.3): Home's banners have a named pause/play button and do not
 * move by themselves when the phone asks for reduced motion. The interval is 5 s
 * (LIMITS.swiperIntervalMs), so "stands still" is 6 s of the page's clock: Playwright's clock moves
 * the page's timers on at once, so the test proves the banner did not move without waiting 6 real
 * seconds for it (twice), and a busy machine cannot make a timer late enough to fake a pass.
 */
const STILL_MS = 6_000;

const activeBanner = (page: Page) =>
  page.getByTestId('home-banners').locator('.adm-page-indicator-dot').evaluateAll((dots) => dots.findIndex((d) => d.classList.contains('adm-page-indicator-dot-active')));

async function standsStill(page: Page) {
  const before = await activeBanner(page);
  await page.clock.runFor(STILL_MS);
  expect(await activeBanner(page)).toBe(before);
}

test('banners: reduced motion stops them, the button pauses and plays them by keyboard', async ({ page }) => {
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await loginAs(page, 'lan.tran', 'Lan2026pw');
  const toggle = page.getByTestId('home-banners-toggle');
  await expect(toggle).toHaveAccessibleName('Play the banners');
  await standsStill(page);

  // Without the preference they move, until paused.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(toggle).toHaveAccessibleName('Pause the banners');
  const first = await activeBanner(page);
  await page.clock.runFor(STILL_MS);
  await expect.poll(() => activeBanner(page)).not.toBe(first);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAccessibleName('Play the banners');
  await standsStill(page);
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAccessibleName('Pause the banners');
});

test('the banner button speaks Vietnamese', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(() => localStorage.setItem('CURRENT_LANG', 'vi_VN'));
  const page = await context.newPage();
  await loginAs(page, 'lan.tran', 'Lan2026pw');
  await expect(page.getByTestId('home-banners-toggle')).toHaveAccessibleName('Phát băng tin');
  await context.close();
});
