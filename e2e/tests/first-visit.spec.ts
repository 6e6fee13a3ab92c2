import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { loginAs } from '../support/session';

/**
 * A first visit costs what it shows. The service worker keeps only what the person on the phone
 * can open (shell/src/pwa/workerPolicy.ts): before sign-in nothing beyond the login page's own
 * files, signed in only the remotes of that person's role, and with Save-Data nothing at all in
 * the background.
 */
test.use({ serviceWorkers: 'allow' });

const LAN = { account: 'lan.tran', password: 'Lan2026pw' };
const STAFF_REMOTES = /\/mfe\/(insurer|provider)\//;

async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
}

/** Every URL held in the page's Cache Storage, whichever cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.sort();
  });

/** The worker's memory of who is signed in, once it has heard from the page (shell/src/pwa/workerState.ts). */
const workerRole = (page: Page) =>
  page.evaluate(async () => {
    const stored = await (await caches.open('sencare-worker-state')).match('https://sencare.invalid/worker-state');
    return stored ? ((await stored.json()) as { role: string | null }).role : 'not told yet';
  });

/**
 * What the page asked for (`byPage`), and what the service worker fetched on its own
 * (`workerOwn`): not the fetch of its own script, and not the network fetch behind a request of
 * the page's that it answered (web-vitals, for one, loads once the first screen is drawn, when the
 * worker already controls the page: shell/src/root/afterFirstScreen.ts).
 */
function requestLog(context: BrowserContext): { workerOwn: () => string[]; byPage: Set<string> } {
  const byWorker: string[] = [];
  const byPage = new Set<string>();
  context.on('request', (request) => {
    if (!request.serviceWorker()) byPage.add(request.url());
    else if (new URL(request.url()).pathname !== '/sw.js') byWorker.push(request.url());
  });
  return { workerOwn: () => byWorker.filter((url) => !byPage.has(url)), byPage };
}

test("a policyholder's phone keeps the policyholder remotes and no staff portal (insurer console, provider desk)", async ({ page }) => {
  await loginAs(page, LAN.account, LAN.password);
  await controlledByWorker(page);
  await expect.poll(() => workerRole(page), { timeout: 30_000 }).toBe('customer');
  // The worker keeps the remotes a customer opens in the background; wait for the e-card's.
  await expect.poll(async () => (await cachedUrls(page)).some((url) => url.includes('/mfe/policies/') && url.endsWith('remoteEntry.js')), { timeout: 60_000 }).toBe(true);
  await page.goto('/#/claims');
  await expect(page.getByTestId('claims-list')).toBeVisible();

  const urls = await cachedUrls(page);
  expect(urls.filter((url) => STAFF_REMOTES.test(url))).toEqual([]);
  expect(urls.some((url) => url.includes('/mfe/claims/'))).toBe(true);
});

test('before sign-in the worker fetches no remote; with Save-Data it fetches nothing at all, and the visit is the login page\'s own files', async ({ browser }) => {
  for (const saveData of [false, true]) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    if (saveData) await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
    const requests = requestLog(context);
    const everything: string[] = [];
    context.on('request', (request) => everything.push(request.url()));
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('login-page')).toBeVisible();
    await controlledByWorker(page);
    await expect.poll(() => workerRole(page), { timeout: 30_000 }).toBeNull();
    await page.waitForLoadState('networkidle');

    expect(everything.filter((url) => /\/mfe\/|\/remotes\.json/.test(url)), `Save-Data ${saveData}`).toEqual([]);
    expect((await cachedUrls(page)).filter((url) => url.includes('/mfe/'))).toEqual([]);
    if (saveData) {
      expect(requests.workerOwn()).toEqual([]);
      // Nothing kept in the background: beside its note of who is signed in, the worker holds at
      // most a file the page itself asked for.
      const kept = await cachedUrls(page);
      expect(kept).toContain('https://sencare.invalid/worker-state');
      expect(kept.filter((url) => url !== 'https://sencare.invalid/worker-state' && !requests.byPage.has(url))).toEqual([]);
    }
    await context.close();
  }
});
