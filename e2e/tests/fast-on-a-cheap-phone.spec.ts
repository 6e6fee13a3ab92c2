import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO, loginAs } from '../support/session';

/**
 * Issue 12 "Fast on a cheap phone": the behaviour log in batches (shared/src/http/behaviorLog.ts),
 * remotes warmed once home is idle (shell/src/federation/prefetchRemotes.ts) and one query cache
 * per remote for the session (shared/src/kit/sessionQueryClient.ts). The figures before and after
 * are measured by e2e/bench/cheap-phone.mjs, not here.
 */

/** lan.tran has her PIN (api/src/db/seed.ts): sign-in goes straight to home, the same requests every run. */
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };

const pathOf = (request: Request) => new URL(request.url()).pathname;
const isBehaviorLog = (request: Request) => request.method() === 'POST' && pathOf(request) === '/api/user/behavior';

function recordRequests(page: Page) {
  const seen: Array<{ at: number; request: Request }> = [];
  page.on('request', (request) => seen.push({ at: Date.now(), request }));
  return seen;
}

test('a cold signed-in home sends at most one behaviour-log POST in its first 3 s, and the batch carries every call', async ({ page }) => {
  const seen = recordRequests(page);
  await loginAs(page, LAN.account, LAN.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const homeAt = Date.now();
  await page.waitForTimeout(3000);
  const firstSeconds = seen.filter(({ at }) => at <= homeAt + 3000).map(({ request }) => request);
  const apiCalls = firstSeconds.filter((r) => pathOf(r).startsWith('/api/') && !isBehaviorLog(r));
  test.info().annotations.push({ type: 'home requests', description: `${firstSeconds.length} in all, ${apiCalls.length} API calls, ${firstSeconds.filter(isBehaviorLog).length} behaviour-log POSTs up to 3 s after home showed` });
  expect(firstSeconds.filter(isBehaviorLog).length).toBeLessThanOrEqual(1);

  // Nothing is lost: the batch goes within its 5 s and holds home's calls, answered as stored.
  await expect.poll(() => seen.filter(({ request }) => isBehaviorLog(request)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  const batch = seen.map(({ request }) => request).find(isBehaviorLog)!;
  const records = batch.postDataJSON() as Array<{ url: string; redirectPage: string }>;
  expect(Array.isArray(records)).toBe(true);
  expect(records.map((r) => r.url)).toEqual(expect.arrayContaining(['/customer/getuserinfo', '/claims/summary', '/messages/unread-count']));
  // 200 is the API's answer for stored (a refused batch is 400/401/413). Not its body: Chromium
  // does not hand keepalive bodies to Playwright (response.json() never settles).
  expect((await batch.response())?.status()).toBe(200);
  expect(batch.headers().token).toBeTruthy();
});

test("once home is idle, the claims remote's entry and first chunk are fetched before the user taps into claims", async ({ page }) => {
  const claimsFiles = recordRequests(page);
  await loginAs(page, DEMO.account, DEMO.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const isClaimsFile = (r: Request) => pathOf(r).startsWith('/mfe/claims/');
  const entries = () => claimsFiles.filter(({ request }) => isClaimsFile(request) && pathOf(request).endsWith('/remoteEntry.js'));
  await expect.poll(() => entries().length, { timeout: 15_000 }).toBe(1);
  const chunks = () => claimsFiles.filter(({ request }) => isClaimsFile(request) && /\.[0-9a-f]{8}\.js$/.test(pathOf(request)));
  await expect.poll(() => chunks().length, { timeout: 10_000 }).toBeGreaterThan(0);

  const tappedAt = Date.now();
  await page.getByTestId('quick-myClaims').click();
  await expect(page.getByTestId('claims-list')).toBeVisible();
  // The tap used what was warmed: the entry was not fetched again.
  expect(entries()).toHaveLength(1);
  expect(entries()[0].at).toBeLessThan(tappedAt);
});

test('going back to a visited remote shows its list at once, never its loading view', async ({ page }) => {
  await loginAs(page, DEMO.account, DEMO.password);
  await page.getByTestId('quick-myClaims').click();
  await expect(page.getByTestId('claims-list')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('home-page')).toBeVisible();

  // Every loading placeholder (LoadingView draws `aria-busy` at once, its text after 200 ms) the claims remote adds from now on.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { claimsBusy: string[] }).claimsBusy = seen;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of Array.from(change.addedNodes)) {
          if (!(node instanceof Element)) continue;
          const busy = node.matches('[aria-busy="true"]') ? node : node.querySelector('[aria-busy="true"]');
          if (busy?.closest('[data-testid="mfe-claims"]')) seen.push(busy.outerHTML.slice(0, 120));
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByTestId('quick-myClaims').click();
  await expect(page.getByTestId('claims-list')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { claimsBusy: string[] }).claimsBusy)).toEqual([]);
});
