import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiData, apiToken, submitByApi, type ClaimFormOptions } from '../support/claimWizard';
import { insurerAct, type InsurerAction } from '../support/insurerActions';
import { loginAs, signedInPage } from '../support/session';

/**
 * Live, not stale: the insurer acts through the API and the customer's open app
 * changes without a tap — the claim's status, a banner, and Mine's unread badge — over the live
 * stream, and again with the stream blocked (the app falls back to polling). Each test makes its
 * own claim (e2e data is shared across specs) and closes it at the end, so lan.tran's open-claims
 * limit is never used up for the specs after this one.
 */
const LAN = { account: 'lan.tran', password: 'Lan2026pw' };

async function insurer(request: APIRequestContext) {
  const headers = { token: await apiToken(request, 'assessor', 'Assessor2026') };
  return {
    /** Moves the claim and answers when the API has answered (the start of every measurement). */
    async move(id: string, body: InsurerAction): Promise<number> {
      await insurerAct(request, headers.token, id, body);
      return Date.now();
    },
  };
}

async function newClaimOfLan(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, LAN.account, LAN.password);
  const options = await apiData<ClaimFormOptions>(request, token, '/claims/form-options');
  // A distinct amount, so the duplicate check never pairs it with another spec's claim.
  return submitByApi(request, token, options, 400_000 + Math.floor(Math.random() * 500_000));
}

/**
 * Milliseconds from `since` (the insurer's API answer, this machine's clock) to the first frame in
 * which `selector`'s `attribute` (or its text, for null) reads `value`: checked every animation
 * frame in the page, whose Date.now() is the same clock.
 */
async function millisUntilShown(page: Page, since: number, selector: string, attribute: string | null, value: string, timeout = 5_000): Promise<number> {
  const shownAt = await page.waitForFunction(
    ([sel, attr, val]) => {
      const element = document.querySelector(sel);
      const shown = attr === null ? element?.textContent : element?.getAttribute(attr);
      return shown === val ? Date.now() : false;
    },
    [selector, attribute, value] as const,
    { polling: 'raf', timeout },
  );
  return ((await shownAt.jsonValue()) as number) - since;
}

const badgeCount = async (page: Page) => Number(await page.getByTestId('unread-badge').textContent());

test('stream: the insurer moves my claim → its status, a banner, then Mine\'s badge change without a tap, each within 2 s', async ({ browser, request }) => {
  const claimId = await newClaimOfLan(request);
  const assessor = await insurer(request);
  const page = await signedInPage(browser, LAN.account, LAN.password, `#/claims/detail?id=${claimId}`);
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
  await expect(page.locator('html')).toHaveAttribute('data-live', 'streaming');

  const movedAt = await assessor.move(claimId, { action: 'requestOriginals' });
  const [statusMs, bannerMs] = await Promise.all([
    millisUntilShown(page, movedAt, '[data-testid="claim-detail"]', 'data-status', 'waiting_originals'),
    millisUntilShown(page, movedAt, '[data-testid="live-claim-banner"]', 'data-claim', claimId),
  ]);
  const banner = page.getByTestId('live-claim-banner');
  await expect(banner).toContainText(`Claim ${claimId} is now: Waiting for original documents for settlement`);
  await expect(page.getByRole('status').filter({ has: banner })).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByTestId('claim-status').first()).toHaveText('Waiting for original documents for settlement');

  // Home: Mine's badge counts the unread messages; the insurer's next move writes one more.
  await page.getByTestId('live-claim-banner-dismiss').click();
  await expect(banner).toHaveCount(0);
  await page.evaluate(() => (window.location.hash = '#/home'));
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toBeVisible();
  const before = await badgeCount(page);
  const resumedAt = await assessor.move(claimId, { action: 'originalsReceived', note: 'Originals received' });
  const badgeMs = await millisUntilShown(page, resumedAt, '[data-testid="unread-badge"]', null, String(before + 1));
  await expect(page.getByTestId('live-claim-banner')).toHaveAttribute('data-status', 'processing');

  console.info(`live updates over the stream: insurer's API answer → claim status ${statusMs} ms, banner ${bannerMs} ms, unread badge ${badgeMs} ms`);
  for (const ms of [statusMs, bannerMs, badgeMs]) expect(ms).toBeLessThan(2_000);

  await assessor.move(claimId, { action: 'cancel', note: 'e2e live updates: done' });
  await page.context().close();
});

test('polling fallback: with /api/live blocked the app polls, and the insurer\'s move still shows within one interval', async ({ browser, request }) => {
  const claimId = await newClaimOfLan(request);
  const assessor = await insurer(request);
  const context = await browser.newContext();
  // A proxy that will not pass the stream (or a browser that cannot read one).
  await context.route('**/api/live', (route) => route.abort('connectionrefused'));
  const page = await context.newPage();
  // 2 s instead of the built 30 s (shell/src/live/liveTimings.ts), so the test need not wait.
  await loginAs(page, LAN.account, LAN.password, `?livePollSeconds=2#/claims/detail?id=${claimId}`);
  await expect(page.getByTestId('claim-detail')).toHaveAttribute('data-status', 'processing');
  // Three refused tries (about 1 + 2 s apart), then polling; its first answer is the baseline.
  const firstPoll = page.waitForResponse('**/api/live/snapshot');
  await expect(page.locator('html')).toHaveAttribute('data-live', 'polling', { timeout: 10_000 });
  await firstPoll;

  const movedAt = await assessor.move(claimId, { action: 'requestOriginals' });
  const statusMs = await millisUntilShown(page, movedAt, '[data-testid="claim-detail"]', 'data-status', 'waiting_originals', 6_000);
  await expect(page.getByTestId('live-claim-banner')).toHaveAttribute('data-claim', claimId);
  console.info(`live updates by polling every 2 s: insurer's API answer → claim status ${statusMs} ms`);
  // One interval, plus the poll's own round trip and the detail's refetch.
  expect(statusMs).toBeLessThan(2_000 + 1_500);

  await assessor.move(claimId, { action: 'originalsReceived' });
  await assessor.move(claimId, { action: 'cancel', note: 'e2e live updates: done' });
  await context.close();
});
