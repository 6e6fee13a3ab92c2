import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO, LAN_PIN, loginAs, unlockWithPin } from '../support/session';

/**
 * Fast on a cheap phone: the behaviour log in batches (shared/src/http/behaviorLog.ts),
 * a remote's code fetched when a finger goes down on a link into it (shell/src/ui/frame/usePrefetchOnIntent.ts) and one query cache
 * per remote for the session (shared/src/kit/sessionQueryClient.ts); home's first paint and its
 * map (shell/src/index.skeleton.js, shell/src/ui/pages/ProviderMapSlot.tsx). The figures before
 * and after are measured by e2e/bench/cheap-phone.mjs and Lighthouse (docs/architecture.md
 * decision 6), not here.
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

test("home left alone fetches no remote's code; a finger down on My claims fetches the claims remote's entry before the tap lands", async ({ page }) => {
  const requests = recordRequests(page);
  await loginAs(page, DEMO.account, DEMO.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  // Until the browser is idle and a moment after: when a prefetch at idle would have run.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500), { timeout: 5000 })));
  const claimsEntries = () => requests.filter(({ request }) => pathOf(request).startsWith('/mfe/claims/') && pathOf(request).endsWith('/remoteEntry.js'));
  // The manifests are read to learn the routes; no remote's script is fetched.
  const remoteScripts = requests.map(({ request }) => pathOf(request)).filter((path) => /^\/mfe\/(claims|policies|cashless|account)\/.*\.js$/.test(path));
  expect(remoteScripts).toEqual([]);

  const entry = page.getByTestId('quick-myClaims');
  await entry.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
  await expect.poll(() => claimsEntries().length, { timeout: 15_000 }).toBe(1);
  const pressedAt = Date.now();
  await entry.click();
  await expect(page.getByTestId('claims-list')).toBeVisible();
  // The tap used what the press started: the entry was not fetched again.
  expect(claimsEntries()).toHaveLength(1);
  expect(claimsEntries()[0].at).toBeLessThanOrEqual(pressedAt);
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

test('a signed-in reload first paints the unlock skeleton, never the login one, and keeps it until the unlock screen is drawn', async ({ page }) => {
  // The app's code held back: what shows is index.html's own first paint.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  const loginSkeleton = page.getByTestId('skeleton-login');
  await page.goto('/#/home', { waitUntil: 'commit' });
  await expect(loginSkeleton).toBeVisible();
  await expect(page.getByTestId('skeleton-unlock')).toBeHidden();
  // No text in it either: the login page's own heading is the largest paint (Lighthouse LCP).
  expect((await loginSkeleton.innerText()).replace(/\s/g, '')).toBe('S');
  release();
  await loginAs(page, LAN.account, LAN.password);
  await expect(page.getByTestId('home-page')).toBeVisible();

  const heldAgain = new Promise<void>((resolve) => (release = resolve));
  await page.unroute('**/main.js');
  await page.route('**/main.js', async (route) => {
    await heldAgain;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('#sc-skeleton, .sk')).not.toHaveCount(0);
  await expect(loginSkeleton).toBeHidden();
  await expect(page.getByTestId('skeleton-unlock')).toBeVisible();
  // No text in it: the unlock screen's own heading is the largest paint, not the skeleton.
  expect((await page.getByTestId('skeleton-unlock').innerText()).replace(/\s/g, '')).toBe('S');
  release();
  await expect(page.getByTestId('unlock-page')).toBeVisible();
  await expect(page.locator('#sc-skeleton')).toHaveCount(0);
});

/** The web-vitals chunk (shell/src/federation/frontendReports.ts), by its path. */
const WEB_VITALS = /^\/web-vitals\.[0-9a-f]+\.js$/;

/** The files a meta of index.html lists (named at build: a lazy import's chunk group). */
async function listedFiles(page: Page, meta: string): Promise<string[]> {
  const list = page.locator(`meta[name="${meta}"]`);
  await expect(list).toHaveAttribute('content', /\.js/);
  return ((await list.getAttribute('content')) ?? '').split(' ').filter(Boolean).map((file) => `/${file}`);
}

test("while the unlock screen is up, home's code and the PIN rule are fetched, after that screen is drawn", async ({ page }) => {
  await loginAs(page, LAN.account, LAN.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const seen = recordRequests(page);
  // When index.skeleton.js says the first screen is drawn, on the page's own clock.
  await page.addInitScript(() => {
    document.addEventListener('sc-first-screen', () => ((window as unknown as { firstScreenAt: number }).firstScreenAt = performance.now()), { once: true });
  });
  await page.reload();
  await expect(page.getByTestId('unlock-page')).toBeVisible();
  const homeFiles = await listedFiles(page, 'sc-home-files');
  const pinRuleFiles = await listedFiles(page, 'sc-unlock-submit-files');
  const ahead = [...homeFiles, ...pinRuleFiles];
  const fetched = () => ahead.filter((file) => seen.some(({ request }) => pathOf(request) === file));
  await expect.poll(fetched, { timeout: 15_000 }).toEqual(ahead);
  expect(seen.some(({ request }) => request.url().includes('/api/claims/summary'))).toBe(false);
  // Nothing the unlock screen does not need shares the line with it: those files and the web
  // vitals library are asked for only once it is drawn (shell/src/root/afterFirstScreen.ts).
  await expect.poll(() => seen.some(({ request }) => WEB_VITALS.test(pathOf(request))), { timeout: 15_000 }).toBe(true);
  const early = await page.evaluate(
    ({ files, webVitals }) => {
      const drawnAt = (window as unknown as { firstScreenAt?: number }).firstScreenAt ?? Infinity;
      const waited = (path: string) => files.includes(path) || new RegExp(webVitals).test(path);
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return entries.filter((entry) => waited(new URL(entry.name).pathname) && entry.startTime < drawnAt).map((entry) => entry.name);
    },
    { files: ahead, webVitals: WEB_VITALS.source },
  );
  expect(early).toEqual([]);
  await unlockWithPin(page, LAN_PIN);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('the lock screen runs no schema library: its paths are held to the declarations by type, so zod waits for the PIN form', async ({ page }) => {
  await loginAs(page, LAN.account, LAN.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('unlock-page')).toBeVisible();
  // The scripts the page ran: a chunk file `<id>.<hash>.js` ran when webpack's list has its id
  // (the lock screen is in main.js; a prefetched file, such as the PIN rule's, that never ran must
  // not count). "ZodString" is the name zod's classic build gives its string schema (its
  // core says "$ZodString", zod/mini "ZodMiniString").
  const ran = await page.evaluate(async () => {
    const chunks = (window as unknown as { webpackChunkshell?: Array<[Array<string | number>, unknown]> }).webpackChunkshell ?? [];
    const executed = new Set(chunks.flatMap(([ids]) => ids.map(String)));
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = entries.map((entry) => ({ file: new URL(entry.name).pathname, by: entry.initiatorType })).filter(({ file }) => /^\/[^/]+\.js$/.test(file));
    const files = [...new Set(scripts.filter(({ file, by }) => by === 'script' || executed.has(file.slice(1).split('.')[0])).map(({ file }) => file))];
    return Promise.all(files.map(async (file) => ({ file, classicZod: /["']ZodString["']/.test(await (await fetch(file)).text()) })));
  });
  expect(ran.map(({ file }) => file)).toEqual(expect.arrayContaining(['/main.js']));
  expect(ran.filter(({ classicZod }) => classicZod).map(({ file }) => file)).toEqual([]);
  await unlockWithPin(page, LAN_PIN);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test("home loads none of the map's code (federation runtime, cashless parcel, Leaflet) until the person taps the map's preview, and the map then takes its reserved box without moving anything", async ({ page }) => {
  // On the page's own clock: each layout shift, and when home's claim figure was first drawn.
  await page.addInitScript(() => {
    const probe = { shifts: [] as Array<{ at: number; value: number }>, figuresAt: null as number | null };
    (window as unknown as { probe: typeof probe }).probe = probe;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) probe.shifts.push({ at: entry.startTime, value: entry.value });
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (probe.figuresAt === null && document.querySelector('[data-testid="home-claims-in-progress"][data-state="ok"]')) probe.figuresAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  // Save-Data: nothing is fetched ahead (federation/prefetchPolicy.ts), so every file of the map
  // seen here is one the map itself asked for.
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  // Home's figures answer late, as on a busy cell: the map must not compete with them.
  await page.route('**/api/claims/summary', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await loginAs(page, LAN.account, LAN.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const homeShownAt = await page.evaluate(() => performance.now());
  await expect(page.getByTestId('home-claims-in-progress')).toHaveAttribute('data-state', 'ok', { timeout: 15_000 });
  // Left alone, home stays as it is: the preview, and nothing of the map fetched. Two idle periods
  // of the page's main thread: a map that loaded by itself at idle would have started by then.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
  await expect(page.getByTestId('home-map')).toHaveAttribute('data-state', 'waiting');
  const tappedAt = await page.evaluate(() => performance.now());
  await page.getByTestId('home-map-show').click();
  await expect(page.getByTestId('provider-map-widget')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('home-map').getByText('Provider map is loading…')).toHaveCount(0);

  const seen = await page.evaluate(({ from, tappedAt }) => {
    const { probe } = window as unknown as { probe: { shifts: Array<{ at: number; value: number }>; figuresAt: number | null } };
    const mapCode = performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/mfe\/cashless\/(?!mf-manifest\.json)|^\/federation\./.test(new URL(entry.name).pathname));
    return {
      figuresAt: probe.figuresAt,
      mapCodeBeforeTap: mapCode.filter((entry) => entry.startTime < tappedAt).map((entry) => new URL(entry.name).pathname),
      mapCodeFiles: mapCode.length,
      shifted: probe.shifts.filter((shift) => shift.at >= from).reduce((sum, shift) => sum + shift.value, 0),
    };
  }, { from: homeShownAt, tappedAt });
  expect(seen.figuresAt).not.toBeNull();
  expect(seen.mapCodeFiles).toBeGreaterThan(0);
  expect(seen.mapCodeBeforeTap).toEqual([]);
  expect(seen.shifted).toBeLessThanOrEqual(0.02);
});

test("the session's first remote comes in two round trips: its entry and exposed chunk, with nothing of its own after them (no copy of the kit, TanStack Query or the form stack, no zod)", async ({ page }) => {
  await loginAs(page, LAN.account, LAN.password);
  await expect(page.getByTestId('home-page')).toBeVisible();
  const seen = recordRequests(page);
  // By the hash, with no finger on a link: nothing was fetched ahead (docs/architecture.md "The first remote of a session").
  await page.evaluate(() => {
    location.hash = '#/mine';
  });
  await expect(page.getByTestId('mine-profile')).toBeVisible();
  const scripts = seen.map(({ request }) => pathOf(request)).filter((path) => path.endsWith('.js'));
  expect(scripts.filter((path) => path.startsWith('/mfe/account/')).map((path) => path.replace(/\.[0-9a-f]{8}\.js$/, '.js')).sort()).toEqual(['/mfe/account/__federation_expose_lifecycles.js', '/mfe/account/remoteEntry.js']);
  expect(scripts.filter((path) => /\/zod-/.test(path))).toEqual([]);
  expect(scripts.filter((path) => !path.startsWith('/mfe/')).length).toBeGreaterThan(0);
});
