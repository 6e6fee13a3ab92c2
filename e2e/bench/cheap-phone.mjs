// Benchmark (not a test) of the app on a cheap phone: what a signed-in home asks of the network,
// the first tap into claims and messages and the return to each, on two builds side by side.
//
//   BEFORE_ROOT=/path/to/old-build node e2e/bench/cheap-phone.mjs
//
// BEFORE_ROOT holds shell/dist and mfe-*/dist of the code to compare with (a copy of those
// folders made before a change); the current build (`npm run build`) is the other side. Each
// side runs on its own gateway and SQLite file; the journeys alternate between them, each in a
// fresh browser context (nothing cached, no service worker), with Chromium's CPU slowed 4× and
// its network shaped to 150 ms RTT, 1.6 Mbit/s down: a cheap phone on a busy 4G cell.
// BENCH_RUNS (default 5) journeys per side, BENCH_PORT (8493; the after side uses the next port); medians are printed, every run to
// e2e/output/bench/cheap-phone.json.
/* global document, performance, requestAnimationFrame, MutationObserver, clearTimeout -- tapAndTime's function runs in the page */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, LAN } from '../../bench/browser.mjs';
import { startGateway } from '../../bench/gateway.mjs';
import { CPU_SLOWDOWN, SLOW_4G as NETWORK } from '../../bench/navigation.mjs';
import { median } from '../../bench/stats.mjs';

// The gateway, Chromium, the network shape and the median are bench/'s (npm run bench), so both
// benchmarks measure the same stack the same way.
const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8493);
const sides = [
  ...(process.env.BEFORE_ROOT ? [{ name: 'before', root: path.resolve(process.env.BEFORE_ROOT), port: PORT }] : []),
  { name: 'after', root: ROOT, port: PORT + 1 },
];

/** Taps a link in the page and resolves with the ms until one of `targets` is drawn, and whether a loading placeholder showed on the way. */
function tapAndTime(page, linkTestId, targets) {
  return page.evaluate(
    ({ linkTestId, targets }) =>
      new Promise((resolve, reject) => {
        const found = () => targets.some((id) => document.querySelector(`[data-testid="${id}"]`));
        let busy = false;
        const observer = new MutationObserver(() => {
          if (document.querySelector('#sc-outlet [aria-busy="true"]')) busy = true;
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const start = performance.now();
        const give = setTimeout(() => reject(new Error(`${targets} not shown in 60 s`)), 60_000);
        const check = () => {
          if (!found()) return requestAnimationFrame(check);
          clearTimeout(give);
          observer.disconnect();
          resolve({ ms: Math.round(performance.now() - start), busy });
        };
        document.querySelector(`[data-testid="${linkTestId}"]`).click();
        requestAnimationFrame(check);
      }),
    { linkTestId, targets },
  );
}

/** Requests in a window: API calls, behaviour-log POSTs, remote files (maps, manifests, entries, chunks) and the rest (the shell's). */
function countRequests(seen, from, to) {
  const paths = seen.filter(({ at }) => at >= from && at <= to).map(({ url, method }) => ({ path: new URL(url).pathname, method }));
  const logs = paths.filter(({ path, method }) => method === 'POST' && path === '/api/user/behavior').length;
  const api = paths.filter(({ path }) => path.startsWith('/api/')).length - logs;
  const remote = paths.filter(({ path }) => path.startsWith('/mfe/') || path === '/remotes.json').length;
  return { all: paths.length, api, logs, remote, shell: paths.length - api - logs - remote };
}

async function signIn(page, base) {
  await page.goto(`${base}/#/home`);
  await page.getByTestId('login-account').fill(LAN.account);
  await page.getByTestId('login-password').fill(LAN.password);
  await page.getByTestId('login-privacy').check();
  const submittedAt = Date.now();
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-page').waitFor({ timeout: 60_000 });
  return { submittedAt, homeAt: Date.now() };
}

/** The first tap into a remote from home, then back home and the same tap again (the warm entry). */
async function enterTwice(page, link, targets) {
  const first = await tapAndTime(page, link, targets);
  await page.goBack();
  await page.getByTestId('home-page').waitFor();
  await page.waitForTimeout(1000);
  const warm = await tapAndTime(page, link, targets);
  await page.goBack();
  await page.getByTestId('home-page').waitFor();
  return { firstMs: first.ms, warmMs: warm.ms, warmBusy: warm.busy };
}

/** One journey: sign in, home for 8 s, then claims (its list is kept offline) and messages (not kept) twice each. */
async function journey(browser, side) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', locale: 'en-US', hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const seen = [];
  page.on('request', (request) => seen.push({ at: Date.now(), url: request.url(), method: request.method() }));
  try {
    const { submittedAt, homeAt } = await signIn(page, side.base);
    await page.waitForTimeout(8000);
    const first3s = countRequests(seen, submittedAt, homeAt + 3000);
    const first8s = countRequests(seen, submittedAt, homeAt + 8000);
    const claimsFetchedBeforeTap = seen.some(({ url }) => url.includes('/mfe/claims/') && url.endsWith('remoteEntry.js'));
    const claims = await enterTwice(page, 'quick-myClaims', ['claims-list', 'claims-empty']);
    const messages = await enterTwice(page, 'quick-messages', ['messages-page', 'messages-error']);
    return { side: side.name, homeMs: homeAt - submittedAt, first3s, first8s, claimsFetchedBeforeTap, claims, messages };
  } finally {
    await context.close();
  }
}

const counts = (key) => (r) => `${r[key].all} (${r[key].api} / ${r[key].logs} / ${r[key].remote} / ${r[key].shell})`;
const medianCounts = (key) => (rs) => {
  const m = (field) => median(rs.map((r) => r[key][field]));
  return `${m('all')} (${m('api')} / ${m('logs')} / ${m('remote')} / ${m('shell')})`;
};
const figure = (pick) => [(r) => pick(r), (rs) => median(rs.map(pick))];
const share = (pick) => [(r) => (pick(r) ? 'yes' : 'no'), (rs) => `${rs.filter(pick).length}/${rs.length}`];

const ROWS = [
  ['requests, sign-in to home + 3 s: all (API / behaviour log / remote files / shell)', counts('first3s'), medianCounts('first3s')],
  ['requests, sign-in to home + 8 s: all (API / behaviour log / remote files / shell)', counts('first8s'), medianCounts('first8s')],
  ['sign-in to home shown, ms', ...figure((r) => r.homeMs)],
  ['claims entry fetched before the first tap', ...share((r) => r.claimsFetchedBeforeTap)],
  ['first tap into claims → list drawn, ms', ...figure((r) => r.claims.firstMs)],
  ['warm entry into claims (list kept offline too) → list drawn, ms', ...figure((r) => r.claims.warmMs)],
  ['warm entry into claims showed a loading placeholder', ...share((r) => r.claims.warmBusy)],
  ['first tap into messages → page drawn, ms', ...figure((r) => r.messages.firstMs)],
  ['warm entry into messages → page drawn, ms', ...figure((r) => r.messages.warmMs)],
  ['warm entry into messages showed a loading placeholder', ...share((r) => r.messages.warmBusy)],
];

function summary(runs) {
  const names = sides.map((s) => s.name);
  console.log(`\n| measure | ${names.map((n) => `${n} (median of ${RUNS})`).join(' | ')} | ${names.map((n) => `${n} runs`).join(' | ')} |`);
  console.log(`|---|${names.map(() => '---|').join('')}${names.map(() => '---|').join('')}`);
  for (const [label, each, med] of ROWS) {
    const bySide = names.map((n) => runs.filter((r) => r.side === n));
    console.log(`| ${label} | ${bySide.map((rs) => med(rs)).join(' | ')} | ${bySide.map((rs) => rs.map(each).join(', ')).join(' | ')} |`);
  }
}

const gateways = [];
try {
  for (const side of sides) gateways.push({ ...side, ...(await startGateway({ port: side.port, staticRoot: side.root })) });
  const browser = await launchChromium();
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    // Alternate which side goes first, so neither always meets the other's leftovers.
    const order = i % 2 ? [...gateways].reverse() : gateways;
    for (const side of order) {
      const run = await journey(browser, side);
      runs.push(run);
      console.log(JSON.stringify(run));
    }
  }
  await browser.close();
  const out = path.join(ROOT, 'e2e', 'output', 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'cheap-phone.json'), JSON.stringify({ at: new Date().toISOString(), network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, runs }, null, 2));
  summary(runs);
} finally {
  for (const g of gateways) await g.stop();
}
