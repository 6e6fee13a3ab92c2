import { expect, test } from '@playwright/test';
import { LAN_PIN, loginAs, unlockWithPin } from '../support/session';

/**
 * docs/requirements.md §2: ‹ on the only page in the stack goes to the root. An old-style link
 * opened in a new tab is replaced by its canonical route after the unlock; that replace is still
 * the tab's only page, so ‹ goes home, never out of the app (about:blank).
 */
test('‹ from an old-style link opened in a new tab goes home, not out of the app', async ({ page, context }) => {
  await loginAs(page, 'lan.tran', 'Lan2026pw');
  const links = [
    { link: '/#/pages/policy-information/policy-information?policyNo=SCH-2026-000777', screen: 'policy-detail', canonical: /#\/policies\/detail\?policyNo=SCH-2026-000777$/ },
    { link: '/#/pages/setting/setting', screen: 'settings-page', canonical: /#\/settings$/ },
  ];
  for (const { link, screen, canonical } of links) {
    const tab = await context.newPage();
    await tab.goto(link);
    await unlockWithPin(tab, LAN_PIN);
    await expect(tab.getByTestId(screen)).toBeVisible();
    await expect(tab).toHaveURL(canonical);
    await tab.getByTestId('nav-back').click();
    await expect(tab.getByTestId('home-page')).toBeVisible();
    await expect(tab).toHaveURL(/#\/home$/);
    await tab.close();
  }
});
