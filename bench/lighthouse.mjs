// "lighthouse": Lighthouse 13 mobile (its default config: Moto G Power screen, simulated slow 4G
// and 4× CPU) on the login page, on home with a signed-in session, and on a plain static login
// form served in the same run (bench/gateway.mjs REFERENCE_PAGE), which shows this machine's
// noise. Budgets: performance ≥ 95, TBT ≤ 150 ms, CLS ≤ 0.02, LCP ≤ 2.0 s, LCP element = content.
//
// Home: a stored session always opens behind the PIN lock (shell/src/session/appLock.ts),
// so "home, signed in" is measured as a Lighthouse user flow: sign in (not measured), then a
// navigation to #/home with the session kept (what a signed-in user's cold start draws first,
// scored), then a timespan over typing the PIN until home's data is drawn (TBT and CLS).
/* global document, location */
import lighthouse, { startFlow } from 'lighthouse';
import { launch } from 'puppeteer-core';
import { BUDGETS, check } from './budgets.mjs';
import { CHROMIUM, LAN } from './browser.mjs';
import { spread } from './stats.mjs';
import { figures, isSkeleton } from './lcp.mjs';

/** Lighthouse's own list (core/config/constants.js) plus IndexedDB: cold, but localStorage (the session) kept. */
const CLEAR = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb'];
const FLAGS = { logLevel: 'error', output: 'json', onlyCategories: ['performance'], clearStorageTypes: CLEAR, maxWaitForLoad: 60_000 };
async function withBrowser(fn) {
  const browser = await launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** One navigation in a new profile; a run Lighthouse could not score (NO_FCP on a busy machine…) is tried once more. */
async function navigationRun(url, log, retry = true) {
  const result = await withBrowser(async (browser) => {
    const page = await browser.newPage();
    return figures((await lighthouse(url, FLAGS, undefined, page)).lhr);
  });
  if (result.performance !== null || !retry) return result;
  log(`lighthouse: ${url} not scored (${result.error || result.warnings.join(' ') || 'no reason'}); once more`);
  return navigationRun(url, log, false);
}

async function typeInto(page, testId, text) {
  await page.waitForSelector(`[data-testid="${testId}"]`, { visible: true, timeout: 60_000 });
  await page.type(`[data-testid="${testId}"]`, text);
}

/**
 * Clicks the element once it is on the page and enabled, in the page itself: React may replace the
 * node between a lookup and a click from outside ("Node is detached").
 */
async function tap(page, testId) {
  await page.waitForFunction(
    (selector) => {
      const element = document.querySelector(selector);
      if (!element || element.disabled) return false;
      element.click();
      return true;
    },
    { timeout: 60_000 },
    `[data-testid="${testId}"]`,
  );
}

/**
 * After the password, as browser.mjs signIn does with Playwright: the consent purposes due, a PIN
 * to set, or the one-time offline PIN question (answered "later"), until home shows.
 */
async function answerUntilHome(page) {
  // Shown = present and not hidden: Suspense keeps a hidden copy of a screen while the next one loads.
  const stepNow = () => {
    const isShown = (id) => {
      const element = document.querySelector(`[data-testid="${id}"]`);
      return Boolean(element && element.checkVisibility());
    };
    return isShown('consent-page') ? 'consent' : location.hash.startsWith('#/pin/set') && isShown('set-pin-page') ? 'set-pin' : isShown('offline-pin-page') ? 'offline-pin' : isShown('home-page') ? 'home' : null;
  };
  const gone = (testId) => page.waitForFunction((id) => !document.querySelector(`[data-testid="${id}"]`)?.checkVisibility(), { timeout: 60_000 }, testId);
  for (;;) {
    const step = await (await page.waitForFunction(stepNow, { timeout: 60_000 })).jsonValue();
    if (step === 'home') return;
    if (step === 'consent') {
      for (const box of await page.$$('[data-testid="consent-page"] input[type="checkbox"][data-testid^="consent-"]')) if (!(await box.evaluate((el) => el.checked))) await box.click();
      await tap(page, 'consent-submit');
      await gone('consent-page');
    } else if (step === 'set-pin') {
      await typeInto(page, 'pin-new', LAN.pin);
      await typeInto(page, 'pin-confirm', LAN.pin);
      await tap(page, 'pin-save');
      await gone('set-pin-page');
    } else {
      await tap(page, 'offline-pin-later');
      await gone('offline-pin-page');
    }
  }
}

async function homeRun(base) {
  return withBrowser(async (browser) => {
    const page = await browser.newPage();
    await page.goto(`${base}/#/login`);
    await typeInto(page, 'login-account', LAN.account);
    await typeInto(page, 'login-password', LAN.password);
    await tap(page, 'login-submit');
    await answerUntilHome(page);
    // From a blank page, so the navigation below is a real page load and not a same-document hash change.
    await page.goto('about:blank');
    const flow = await startFlow(page, { name: 'home, signed in', flags: FLAGS });
    await flow.navigate(`${base}/#/home`, { name: 'cold start with a stored session' });
    const firstScreen = await page.evaluate(() => (document.querySelector('[data-testid="unlock-page"]') ? 'PIN lock' : document.querySelector('[data-testid="home-page"]') ? 'home' : 'other'));
    await flow.startTimespan({ name: 'PIN typed → home drawn' });
    if (firstScreen === 'PIN lock') {
      await typeInto(page, 'unlock-pin', LAN.pin);
      await tap(page, 'unlock-submit');
    }
    await page.waitForSelector('[data-testid="home-page"]', { timeout: 60_000 });
    // Let what home loads after its first frame land, so late layout shifts are counted.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await flow.endTimespan();
    const { steps } = await flow.createFlowResult();
    return { firstScreen, start: figures(steps[0].lhr), unlock: figures(steps[1].lhr) };
  });
}

export async function measureLighthouse({ base, referenceBase, repeats, log }) {
  const runs = [];
  for (let i = 0; i < repeats; i += 1) {
    const reference = await navigationRun(`${referenceBase}/`, log);
    const login = await navigationRun(`${base}/#/login`, log);
    let home = await homeRun(base);
    if (home.start.performance === null) {
      log(`lighthouse: home not scored (${home.start.error || home.start.warnings.join(' ') || 'no reason'}); once more`);
      home = await homeRun(base);
    }
    runs.push({ reference, login, home });
    const line = (f) => (f.error ? `not scored (${f.error})` : `${f.performance ?? '—'} (TBT ${Math.round(f.tbtMs)} ms, CLS ${f.cls?.toFixed(3)}, LCP ${Math.round(f.lcpMs)} ms)`);
    log(`lighthouse ${i + 1}/${repeats}: reference ${line(reference)}; login ${line(login)}; home start [${home.firstScreen}] ${line(home.start)}; unlock → home TBT ${Math.round(home.unlock.tbtMs)} ms, CLS ${home.unlock.cls?.toFixed(3)}`);
  }
  return summarize(runs);
}

export function summarize(runs) {
  const L = BUDGETS.lighthouse;
  const med = (pick) => spread(runs, pick).median;
  const ref = (key) => med((r) => r.reference[key]);
  const refText = (key, unit = '') => `static page: ${formatRef(ref(key), unit)}`;
  const page = (name, pick) => [
    check({ section: 'lighthouse', label: `${name}: performance`, value: med((r) => pick(r).performance), op: '>=', limit: L.performance, reference: refText('performance') }),
    check({ section: 'lighthouse', label: `${name}: TBT`, value: med((r) => pick(r).tbtMs), unit: 'ms', op: '<=', limit: L.tbtMs, reference: refText('tbtMs', ' ms') }),
    check({ section: 'lighthouse', label: `${name}: CLS`, value: med((r) => pick(r).cls), op: '<=', limit: L.cls, reference: refText('cls') }),
    check({ section: 'lighthouse', label: `${name}: LCP`, value: med((r) => pick(r).lcpMs), unit: 'ms', op: '<=', limit: L.lcpMs, reference: refText('lcpMs', ' ms') }),
    check({ section: 'lighthouse', label: `${name}: LCP element is real content, not a skeleton`, value: runs.every((r) => pick(r).lcpElement && !isSkeleton(pick(r).lcpElement)), op: 'is', limit: true, detail: elementText(pick(runs[runs.length - 1]).lcpElement) }),
  ];
  const checks = [
    ...page('login', (r) => r.login),
    ...page('home, signed in, cold start', (r) => r.home.start),
    check({ section: 'lighthouse', label: 'home, signed in: PIN typed → home drawn: TBT', value: med((r) => r.home.unlock.tbtMs), unit: 'ms', op: '<=', limit: L.unlockTbtMs }),
    check({ section: 'lighthouse', label: 'home, signed in: PIN typed → home drawn: CLS', value: med((r) => r.home.unlock.cls), op: '<=', limit: L.cls }),
  ];
  const row = (name, pick) => {
    const s = (key) => spread(runs, (r) => pick(r)[key]);
    const fmt = (x, digits = 0) => (Number.isFinite(x.median) ? `${x.median.toFixed(digits)} (${x.min.toFixed(digits)}–${x.max.toFixed(digits)})` : '—');
    // A median of two scores can be x.5: shown as it is, as the budget table does.
    const score = s('performance');
    return [name, fmt(score, Number.isInteger(score.median) || !Number.isFinite(score.median) ? 0 : 1), fmt(s('tbtMs')), fmt(s('cls'), 3), fmt(s('lcpMs')), fmt(s('fcpMs')), elementText(pick(runs[runs.length - 1]).lcpElement)];
  };
  return {
    title: 'Lighthouse 13 mobile (lighthouse)',
    about:
      `Lighthouse ${'13'} default (mobile) config, performance category only, simulated throttling; each run in a new Chromium profile (cache, service worker, Cache Storage and IndexedDB cleared; localStorage kept, so a signed-in session survives). Median of ${runs.length} runs per page, interleaved with the reference. ` +
      `Home: signed in as lan.tran through the login form, then a navigation to #/home (a stored session opens behind the PIN lock; first screen seen: ${[...new Set(runs.map((r) => r.home.firstScreen))].join(', ')}), then a timespan over typing the PIN until home is drawn and 3 s more (a timespan has TBT and CLS but no score or LCP).`,
    tables: [
      {
        head: ['page', 'performance (median, min–max)', 'TBT, ms', 'CLS', 'LCP, ms', 'FCP, ms', 'LCP element (last run)'],
        rows: [
          row('reference: plain static login form', (r) => r.reference),
          row('login', (r) => r.login),
          row('home, signed in: cold start', (r) => r.home.start),
          row('home, signed in: PIN typed → home drawn (timespan)', (r) => r.home.unlock),
        ],
        notes: [`Budgets: performance ≥ ${L.performance}, TBT ≤ ${L.tbtMs} ms (PIN typed → home drawn ≤ ${L.unlockTbtMs} ms), CLS ≤ ${L.cls}, LCP ≤ ${L.lcpMs} ms, and the LCP element is content (not the inline skeleton's .sk… elements, nothing aria-busy or aria-hidden).`],
      },
    ],
    checks,
    runs,
  };
}

function elementText(node) {
  if (!node) return 'none found';
  const snippet = node.snippet.length > 90 ? `${node.snippet.slice(0, 89)}…` : node.snippet;
  return `${node.label ? `"${node.label.slice(0, 50)}" ` : ''}${snippet}`;
}

function formatRef(value, unit) {
  if (!Number.isFinite(value)) return '—';
  return `${Math.abs(value) < 1 && value !== 0 ? value.toFixed(3) : Math.round(value)}${unit}`;
}
