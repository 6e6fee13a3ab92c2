// Chromium for the web sections (Playwright drives /usr/bin/chromium; nothing is downloaded) and
// the one sign-in every section uses: lan.tran through the login form, as e2e/support/session.ts
// does it (consents answered, a PIN set, the offline PIN question put off, if the app asks).
/* global document, location, navigator, MutationObserver */
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-extensions'];
/** Seeded in api/src/db/seed.ts (README "Demo login"): PIN set, cashless active, claims in every tab. */
export const LAN = { account: 'lan.tran', password: process.env.BENCH_PASSWORD ?? 'Lan2026pw', pin: '246810' };
/** A phone: the size every screen is built for (README). */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-US' };

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * A fresh context (no cache, no storage, no service worker unless `serviceWorker`: a cold phone). `saveData` makes the
 * page report Save-Data, as a phone on a prepaid plan does: the worker then keeps nothing ahead
 * (shell/src/federation/prefetchPolicy.ts).
 */
export async function freshPage(browser, { saveData = false, serviceWorker = false } = {}) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: serviceWorker ? 'allow' : 'block' });
  if (saveData) await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  // Every <style> element added from the first byte on: the HTML's own ones (its critical CSS) are
  // subtracted by cssCounts, what is left is what scripts injected (style-loader's way of shipping CSS).
  await context.addInitScript(() => {
    window.__benchInjectedStyles = 0;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node.nodeName === 'STYLE') window.__benchInjectedStyles += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  return { context, page };
}

/** How many `<style>` elements the served index.html has (the critical CSS): not injected by a script. */
export async function htmlStyleTags(base) {
  const html = await (await fetch(`${base}/`)).text();
  return (html.match(/<style[\s>]/gi) ?? []).length;
}

/** `<style>` elements scripts added so far, and stylesheet links on the page now. */
export async function cssCounts(page, inHtml) {
  const seen = await page.evaluate(() => ({
    added: window.__benchInjectedStyles ?? 0,
    stylesheetLinks: document.querySelectorAll('link[rel="stylesheet"]').length,
  }));
  return { injectedStyleTags: Math.max(0, seen.added - inHtml), stylesheetLinks: seen.stylesheetLinks };
}

/** Signs lan.tran in from the login page and waits for home's page. */
export async function signIn(page, base, { timeout = 60_000 } = {}) {
  await page.goto(`${base}/#/home`);
  await page.getByTestId('login-account').fill(LAN.account, { timeout });
  await page.getByTestId('login-password').fill(LAN.password);
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => !location.hash.startsWith('#/login') || document.querySelector('[data-testid="login-error"]'), null, { timeout });
  const error = page.getByTestId('login-error');
  if (await error.isVisible()) throw new Error(`login as ${LAN.account} refused: ${await error.textContent()}`);
  // After the password, as e2e/support/session.ts: the consent purposes due, a PIN to set, or the
  // one-time offline PIN question (answered "later"), until home shows.
  for (;;) {
    const where = await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="consent-page"]') ? 'consent' : location.hash.startsWith('#/pin/set') && document.querySelector('[data-testid="set-pin-page"]') ? 'set-pin' : document.querySelector('[data-testid="offline-pin-page"]') ? 'offline-pin' : document.querySelector('[data-testid="home-page"]') ? 'home' : null,
      null,
      { timeout },
    );
    const step = await where.jsonValue();
    if (step === 'home') return;
    if (step === 'consent') {
      const screen = page.getByTestId('consent-page');
      for (const box of await screen.locator('input[type="checkbox"][data-testid^="consent-"]').all()) await box.check();
      await screen.getByTestId('consent-submit').click();
      await screen.waitFor({ state: 'detached', timeout });
    } else if (step === 'set-pin') {
      await page.getByTestId('pin-new').fill(LAN.pin);
      await page.getByTestId('pin-confirm').fill(LAN.pin);
      await page.getByTestId('pin-save').click();
      await page.getByTestId('set-pin-page').waitFor({ state: 'detached', timeout });
    } else {
      await page.getByTestId('offline-pin-later').click();
      await page.getByTestId('offline-pin-page').waitFor({ state: 'detached', timeout });
    }
  }
}

/** Resolves once no request has been in flight for `quietMs` (or after `maxMs`). */
export async function networkQuiet(page, { quietMs = 1000, maxMs = 20_000 } = {}) {
  let inFlight = 0;
  let last = Date.now();
  const up = () => {
    inFlight += 1;
    last = Date.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  const started = Date.now();
  try {
    while (Date.now() - started < maxMs) {
      // Long-lived streams (the live-updates EventSource) never finish: quiet means nothing else moved.
      if (Date.now() - last >= quietMs && inFlight <= 1) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    page.off('request', up);
    page.off('requestfinished', down);
    page.off('requestfailed', down);
  }
}
