// "nav": entering each remote from home, the first time (cold) and again after going back (warm),
// on this machine as it is and as a cheap phone on a busy cell (slow 4G + 4× CPU through CDP).
// Budgets: cold ≤ 300 ms locally and ≤ 3× a plain React 19 route change throttled; warm ≤ 50 ms with the cached data shown
// at once (no loading placeholder). Grown out of e2e/bench/cheap-phone.mjs, which compares two
// builds side by side with the same journey.
/* global document, performance, requestAnimationFrame, MutationObserver, clearTimeout, location, history */
import { BUDGETS, check } from './budgets.mjs';
import { freshPage, signIn } from './browser.mjs';
import { discoverRemotes, skippedNote } from './remotes.mjs';
import { share, spread } from './stats.mjs';

/** Lighthouse's mobile "slow 4G" and a phone four times slower than this machine's cores. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;

/**
 * In the page: goes to `route` and resolves with the ms until one of `ready` is in the DOM (checked
 * every frame) and whether a loading placeholder (aria-busy in the outlet) showed on the way.
 */
function enterAndTime({ route, ready }) {
  return new Promise((resolve, reject) => {
    const found = () => ready.some((id) => document.querySelector(`[data-testid="${id}"]`));
    let busy = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector('#sc-outlet [aria-busy="true"]')) busy = true;
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    const start = performance.now();
    const give = setTimeout(() => reject(new Error(`${route}: ${ready.join(' or ')} not drawn in 60 s`)), 60_000);
    const poll = () => {
      if (!found()) return requestAnimationFrame(poll);
      clearTimeout(give);
      observer.disconnect();
      resolve({ ms: Math.round(performance.now() - start), busy });
    };
    location.hash = `#${route}`;
    requestAnimationFrame(poll);
  });
}

async function backHome(page) {
  await page.evaluate(() => history.back());
  await page.getByTestId('home-page').waitFor({ timeout: 60_000 });
}

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * One journey: sign in, look at home a while, then each remote cold and warm. Locally as a phone
 * without Save-Data, throttled with Save-Data. Either way the route is entered by its hash, with no
 * pointer on a link, so nothing was fetched ahead (shell/src/ui/frame/usePrefetchOnIntent.ts):
 * "cold" fetches the remote's entry and code on the tap, a phone's real first visit.
 */
async function journey(browser, base, remotes, { slow }) {
  const { context, page } = await freshPage(browser, { saveData: slow });
  try {
    if (slow) await throttle(context, page);
    await signIn(page, base, { timeout: 120_000 });
    await page.waitForTimeout(slow ? 8000 : 4000);
    const entries = {};
    for (const remote of remotes) {
      const cold = await page.evaluate(enterAndTime, remote);
      await backHome(page);
      await page.waitForTimeout(1000);
      const warm = await page.evaluate(enterAndTime, remote);
      await backHome(page);
      await page.waitForTimeout(500);
      entries[remote.name] = { coldMs: cold.ms, coldBusy: cold.busy, warmMs: warm.ms, warmBusy: warm.busy };
    }
    return entries;
  } finally {
    await context.close();
  }
}

/** The plain React 19 app (bench/reference-react/), throttled alike: its route change cold (code and data fetched on entry) and warm. */
async function referenceJourney(browser, referenceBase) {
  const { context, page } = await freshPage(browser);
  try {
    await throttle(context, page);
    await page.goto(`${referenceBase}/react/`);
    await page.getByTestId('ref-home').waitFor({ timeout: 120_000 });
    await page.waitForTimeout(1000);
    const cold = await page.evaluate(enterAndTime, REFERENCE_ROUTE);
    await page.evaluate(() => history.back());
    await page.getByTestId('ref-home').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    const warm = await page.evaluate(enterAndTime, REFERENCE_ROUTE);
    return { coldMs: cold.ms, warmMs: warm.ms };
  } finally {
    await context.close();
  }
}

const REFERENCE_ROUTE = { route: '/list', ready: ['ref-list'] };

export async function measureNavigation({ browser, base, referenceBase, repeats, slowRepeats, log }) {
  const all = await discoverRemotes(base);
  const remotes = all.filter((r) => r.route);
  const runs = { local: [], slow: [], reference: [] };
  for (let i = 0; i < slowRepeats; i += 1) {
    runs.reference.push(await referenceJourney(browser, referenceBase));
    log(`nav reference ${i + 1}/${slowRepeats}: plain React route change, slow 4G + 4× CPU: cold ${runs.reference.at(-1).coldMs} ms, warm ${runs.reference.at(-1).warmMs} ms`);
  }
  for (const [mode, count] of [['local', repeats], ['slow', slowRepeats]]) {
    for (let i = 0; i < count; i += 1) {
      const entries = await journey(browser, base, remotes, { slow: mode === 'slow' });
      runs[mode].push(entries);
      log(`nav ${mode} ${i + 1}/${count}: ${Object.entries(entries).map(([n, e]) => `${n} cold ${e.coldMs} ms, warm ${e.warmMs} ms${e.warmBusy ? ' (placeholder)' : ''}`).join('; ')}`);
    }
  }
  return summarize(runs, remotes, all);
}

function summarize(runs, remotes, all) {
  const N = BUDGETS.nav;
  const ms = (mode, name, key) => spread(runs[mode], (r) => r[name]?.[key]);
  const range = (s) => `${s.median} (${s.min}–${s.max})`;
  const placeholders = (name) => [...runs.local, ...runs.slow].filter((r) => r[name]?.warmBusy).length;
  const reference = spread(runs.reference, (r) => r.coldMs);
  const referenceText = `plain React 19 route change, same throttling: ${range(reference)} ms`;
  const checks = remotes.flatMap((r) => [
    check({ section: 'nav', label: `${r.name}: cold entry, local, no prefetch`, value: ms('local', r.name, 'coldMs').median, unit: 'ms', op: '<=', limit: N.coldLocalMs }),
    check({ section: 'nav', label: `${r.name}: cold entry, slow 4G + 4× CPU, no prefetch, × the plain React route change`, value: Math.round((ms('slow', r.name, 'coldMs').median / reference.median) * 100) / 100, unit: '×', op: '<=', limit: N.coldSlowTimesReference, reference: referenceText }),
    check({ section: 'nav', label: `${r.name}: warm entry, local`, value: ms('local', r.name, 'warmMs').median, unit: 'ms', op: '<=', limit: N.warmMs }),
    check({ section: 'nav', label: `${r.name}: warm entries that showed a loading placeholder`, value: placeholders(r.name), unit: '', op: '<=', limit: 0, detail: `of ${runs.local.length + runs.slow.length}` }),
  ]);
  return {
    title: 'Remote navigation (nav)',
    about:
      `Fresh browser context per journey, 390×844: sign in as lan.tran, stay on home ${'4 s (8 s throttled)'}, then for each remote: its first route from home (cold), back, 1 s, the same route again (warm), back. Local journeys run as a phone without Save-Data, throttled ones with Save-Data; the route is entered by its hash with no pointer on a link, so nothing was fetched ahead and the cold entry fetches the remote's code then. ` +
      `Time = from the hash change to the first frame that has the remote's data on screen (bench/remotes.mjs READY). Throttled: CDP Network.emulateNetworkConditions ${SLOW_4G.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up, and Emulation.setCPUThrottlingRate ${CPU_SLOWDOWN}×, from the first request.`,
    tables: [
      {
        head: ['remote (first route)', `cold local, no prefetch, ms (median, min–max of ${runs.local.length})`, `cold throttled, no prefetch, ms (of ${runs.slow.length})`, 'warm local, ms', 'warm throttled, ms', 'cold showed a placeholder', 'warm showed a placeholder'],
        rows: [
          ['plain React 19 route change (reference)', '—', range(reference), '—', range(spread(runs.reference, (r) => r.warmMs)), '—', '—'],
          ...remotes.map((r) => [
          `${r.name} (${r.route})`,
          range(ms('local', r.name, 'coldMs')),
          range(ms('slow', r.name, 'coldMs')),
          range(ms('local', r.name, 'warmMs')),
          range(ms('slow', r.name, 'warmMs')),
          share([...runs.local, ...runs.slow], (x) => x[r.name]?.coldBusy),
          share([...runs.local, ...runs.slow], (x) => x[r.name]?.warmBusy),
          ]),
        ],
        notes: [`Budgets: cold ≤ ${N.coldLocalMs} ms locally; cold throttled without prefetch ≤ ${N.coldSlowTimesReference}× the plain React 19 route change of the same run (bench/reference-react/: its route's code split off and its data fetched on entry); warm ≤ ${N.warmMs} ms locally (the throttled warm figure is reported) and never a placeholder.`, ...skippedNote(all)],
      },
    ],
    checks,
    runs,
  };
}
