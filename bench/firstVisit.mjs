// "A first visit costs what it shows": a fresh phone opens the login page and touches nothing for
// 60 s, with the service worker allowed; every response body counts, the page's and the worker's
// own fetches (its keeping ahead: shell/src/pwa/workerPolicy.ts), once with Save-Data and once
// without. Budget: ≤ 350 KB on the wire (bench/budgets.mjs).
import { freshPage } from './browser.mjs';
import { kb } from './stats.mjs';

export const IDLE_MS = 60_000;

/** Bytes on the wire of every response in the context, and those the worker fetched on its own. */
function recordEverything(context) {
  const all = { wire: 0, byWorker: 0 };
  context.on('requestfinished', async (request) => {
    try {
      const sizes = await request.sizes();
      const bytes = Math.max(0, sizes.responseBodySize) + sizes.responseHeadersSize;
      all.wire += bytes;
      if (request.serviceWorker()) all.byWorker += bytes;
    } catch {
      // the context closed first
    }
  });
  return all;
}

export async function firstVisitRun(browser, base, { saveData }) {
  const { context, page } = await freshPage(browser, { saveData, serviceWorker: true });
  try {
    const seen = recordEverything(context);
    await page.goto(`${base}/#/login`);
    await page.getByTestId('login-page').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(IDLE_MS);
    return { wireKb: kb(seen.wire), workerKb: kb(seen.byWorker) };
  } finally {
    await context.close();
  }
}
