// "A first visit costs what it shows": a fresh phone opens the login page and touches nothing for
// 60 s, with the service worker allowed; every response body counts, the page's and the worker's
// own fetches (its keeping ahead: shell/src/pwa/workerPolicy.ts), once with Save-Data and once
// without. Budget: ≤ 350 KB on the wire (bench/budgets.mjs).
import { freshPage } from './browser.mjs';
import { kb } from './stats.mjs';

export const IDLE_MS = 60_000;

/**
 * Bytes on the wire of every response in the context, and those the worker fetched on its own. A
 * page request the worker answered is counted once, as the worker's network fetch behind it (the
 * page's side of it never reached the wire), and that fetch is the page's, not the worker's own.
 */
function recordEverything(context) {
  const byPage = new Set();
  const byWorker = [];
  let wire = 0;
  context.on('request', (request) => {
    if (!request.serviceWorker()) byPage.add(request.url());
  });
  context.on('requestfinished', async (request) => {
    try {
      if (!request.serviceWorker() && (await request.response())?.fromServiceWorker()) return;
      const sizes = await request.sizes();
      const bytes = Math.max(0, sizes.responseBodySize) + sizes.responseHeadersSize;
      wire += bytes;
      if (request.serviceWorker()) byWorker.push({ url: request.url(), bytes });
    } catch {
      // the context closed first
    }
  });
  return { wire: () => wire, workerOwn: () => byWorker.filter(({ url }) => !byPage.has(url)).reduce((sum, { bytes }) => sum + bytes, 0) };
}

export async function firstVisitRun(browser, base, { saveData }) {
  const { context, page } = await freshPage(browser, { saveData, serviceWorker: true });
  try {
    const seen = recordEverything(context);
    await page.goto(`${base}/#/login`);
    await page.getByTestId('login-page').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(IDLE_MS);
    return { wireKb: kb(seen.wire()), workerKb: kb(seen.workerOwn()) };
  } finally {
    await context.close();
  }
}
