import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/session';

const LAN = { account: 'lan.tran', password: 'Lan2026pw' };

async function openRoute(page: Page, hash: string) {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}

test.describe('micro-frontend platform', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    // The outage tests run as a phone on Save-Data: the pointer left where the sign-in button was
    // may rest on home's claims entry, and resting there fetches ahead without Save-Data
    // (shell/src/ui/frame/usePrefetchOnIntent.ts). So claims first loads when it is opened, after
    // the fault is set up.
    if (testInfo.title.startsWith('claims ')) {
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    }
    await loginAs(page, LAN.account, LAN.password);
  });

  test('each remote mounts on its route', async ({ page }) => {
    for (const [hash, remote] of [
      ['#/claims', 'claims'],
      ['#/policies', 'policies'],
      ['#/providers', 'cashless'],
      ['#/mine', 'account'],
    ] as const) {
      await openRoute(page, hash);
      await expect(page.locator(`#sc-app-${remote} > *`).first()).toBeVisible();
      await expect(page.locator(`[data-testid^="remote-unavailable"], [data-testid^="render-error"]`)).toHaveCount(0);
    }
    // One theme for the page, whatever defaults each remote's antd-mobile copy injected.
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--adm-color-primary').trim());
    expect(primary).toBe('#15803d');
  });

  for (const fault of ['refused', '503', 'hang'] as const) {
    test(`claims ${fault}: the load-error view appears in time, the rest keeps working, a tap retries`, async ({ page }) => {
      const route = async (r: import('@playwright/test').Route) => {
        if (fault === 'refused') return r.abort('connectionrefused');
        if (fault === '503') return r.fulfill({ status: 503, body: 'unavailable' });
        return undefined; // hang: never answer
      };
      await page.route('**/mfe/claims/**', route);
      const started = Date.now();
      await openRoute(page, '#/claims');
      await expect(page.getByTestId('remote-unavailable-claims')).toBeVisible({ timeout: fault === 'hang' ? 10_000 : 3_000 });
      const elapsed = Date.now() - started;
      test.info().annotations.push({ type: 'fallback-ms', description: String(elapsed) });
      expect(elapsed).toBeLessThan(fault === 'hang' ? 10_000 : 3_000);
      await expect(page.getByText('This section is temporarily unavailable.')).toBeVisible();

      // The tab bar, home and another remote still work.
      await openRoute(page, '#/home');
      await expect(page.getByTestId('home-page')).toBeVisible();
      await page.getByTestId('tab-mine').click();
      await expect(page.locator('#sc-app-account > *').first()).toBeVisible();

      // Claims comes back: tapping the error view loads it.
      await page.unroute('**/mfe/claims/**', route);
      await openRoute(page, '#/claims');
      await page.getByTestId('remote-unavailable-claims').click();
      await expect(page.getByTestId('remote-unavailable-claims')).toHaveCount(0, { timeout: 10_000 });
      await expect(page.locator('#sc-app-claims > *').first()).toBeVisible();
    });
  }
});

test('tab pages remember their scroll position; the tab bar shows only on tab pages', async ({ page }) => {
  await loginAs(page, LAN.account, LAN.password);
  await expect(page.getByTestId('home-map')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 70));
  await page.waitForFunction(() => window.scrollY >= 60);
  const before = await page.evaluate(() => window.scrollY);
  await page.getByTestId('tab-mine').click();
  await expect(page.locator('#sc-app-account > *').first()).toBeVisible();
  // Leave Mine at the top, so only a remembered position can bring Index back down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('tab-home').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, before);
  await openRoute(page, '#/claims');
  await expect(page.locator('#sc-app-claims > *').first()).toBeVisible();
  await expect(page.getByTestId('tab-bar')).toHaveCount(0);
});

test('claims down from the start: its paths say "temporarily unavailable" (the shell cannot know them yet), the rest works, a tap brings claims', async ({ page }) => {
  const refuse = (route: import('@playwright/test').Route) => route.abort('connectionrefused');
  await page.route('**/mfe/claims/**', refuse);
  await loginAs(page, LAN.account, LAN.password, '#/claims?tab=done');
  const unavailable = page.getByTestId('route-unavailable');
  await expect(unavailable).toContainText('This section is temporarily unavailable.', { timeout: 5_000 });
  await expect(page.getByTestId('not-found')).toHaveCount(0);

  await openRoute(page, '#/policies');
  await expect(page.getByTestId('policy-card').first()).toBeVisible();
  await openRoute(page, '#/pages/my-claims/my-claims');
  await expect(unavailable).toBeVisible();

  await page.unroute('**/mfe/claims/**', refuse);
  await unavailable.getByRole('button', { name: 'Tap to reload' }).click();
  // The old link is understood once claims has declared it, and leads to its screen.
  await expect(page).toHaveURL(/#\/claims$/);
  await expect(page.getByTestId('my-claims')).toBeVisible();
});
