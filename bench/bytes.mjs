// "web": JavaScript on the wire per page (budgets: login ≤ 120 KB, home cold and signed
// in ≤ 200 KB, each remote's first entry ≤ 60 KB) and whether CSS ships as files (no <style>
// element injected by a script, i.e. no style-loader in production). Each repeat is a fresh
// browser context: nothing cached, no service worker, storage empty.
/* global location */
import { Buffer } from 'node:buffer';
import { check, BUDGETS } from './budgets.mjs';
import { cssCounts, freshPage, htmlStyleTags, networkQuiet, signIn } from './browser.mjs';
import { discoverRemotes, isDrawn, skippedNote } from './remotes.mjs';
import { duplicatedLibraries, librariesIn } from './duplicates.mjs';
import { firstVisitRun } from './firstVisit.mjs';
import { kb, spread } from './stats.mjs';

/** A script file: run by a <script> or fetched ahead by <link rel=prefetch|preload> (resource type "other"). */
const isScriptFile = (request) => request.resourceType() === 'script' || /\.js$/.test(new URL(request.url()).pathname);

/**
 * Every script the page fetches, with its bytes on the wire (body as sent: br/gzip/plain). A file
 * fetched ahead by a prefetch link is counted when it arrives; running it later is a cache hit
 * (Chromium reports a negative body size, minus the headers) and counts nothing, so no file is
 * counted twice and none is missed (bench/bytes.test.mjs).
 */
export function recordScripts(page) {
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (!isScriptFile(request)) return;
    const at = Date.now();
    try {
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      if (sizes.responseBodySize <= 0) return;
      const body = response ? await response.body() : Buffer.alloc(0);
      scripts.push({ at, url: request.url(), wire: sizes.responseBodySize, raw: body.length, encoding: response?.headers()['content-encoding'] ?? 'none', libraries: librariesIn(body.toString('utf8')) });
    } catch {
      // the page went on before the body was read: counted by neither side
    }
  });
  const since = (from) => {
    const files = scripts.filter((s) => s.at >= from);
    return { wireKb: kb(files.reduce((n, s) => n + s.wire, 0)), rawKb: kb(files.reduce((n, s) => n + s.raw, 0)), files: files.length, encodings: [...new Set(files.map((s) => s.encoding))].join('+') };
  };
  /** Libraries downloaded in more than one file this session (bench/duplicates.mjs). */
  const duplicates = () => duplicatedLibraries(scripts);
  return { since, duplicates, all: () => scripts };
}

async function loginRun(browser, base, inHtml) {
  const { context, page } = await freshPage(browser);
  try {
    const scripts = recordScripts(page);
    await page.goto(`${base}/#/login`);
    await page.getByTestId('login-page').waitFor({ timeout: 60_000 });
    await networkQuiet(page);
    return { ...scripts.since(0), ...(await cssCounts(page, inHtml)), duplicates: scripts.duplicates() };
  } finally {
    await context.close();
  }
}

/** Cold sign-in to home, then each remote's first route from home (entered by its hash: no pointer, so nothing fetched ahead). */
async function homeAndRemotesRun(browser, base, inHtml, remotes) {
  const { context, page } = await freshPage(browser, { saveData: true });
  try {
    const scripts = recordScripts(page);
    await signIn(page, base);
    await networkQuiet(page, { quietMs: 1500 });
    const home = { ...scripts.since(0), ...(await cssCounts(page, inHtml)) };
    const entries = {};
    for (const remote of remotes) {
      if (!remote.route) continue;
      const from = Date.now();
      await page.evaluate((route) => {
        location.hash = `#${route}`;
      }, remote.route);
      await page.waitForFunction(isDrawn, remote.ready, { timeout: 60_000 }).catch((error) => {
        throw new Error(`${remote.name}: ${remote.route} not drawn (${remote.ready.join(' or ')}): ${error.message.split('\n')[0]}`);
      });
      await networkQuiet(page);
      entries[remote.name] = { ...scripts.since(from), ...(await cssCounts(page, inHtml)) };
      await page.evaluate(() => {
        location.hash = '#/home';
      });
      await page.getByTestId('home-page').waitFor({ timeout: 60_000 });
      await networkQuiet(page, { quietMs: 500 });
    }
    return { home, entries, duplicates: scripts.duplicates() };
  } finally {
    await context.close();
  }
}

/**
 * Home as a phone without Save-Data gets it, left untouched for 8 s after it shows: everything the
 * page fetched in that time counts (a prefetch would too; the shell fetches a remote only when a
 * person reaches for a link into it, shell/src/ui/frame/usePrefetchOnIntent.ts).
 */
async function homeUntouchedRun(browser, base) {
  const { context, page } = await freshPage(browser);
  try {
    const scripts = recordScripts(page);
    await signIn(page, base);
    await page.waitForTimeout(8000);
    return { ...scripts.since(0), duplicates: scripts.duplicates() };
  } finally {
    await context.close();
  }
}

export async function measureBytes({ browser, base, repeats, log }) {
  const inHtml = await htmlStyleTags(base);
  const remotes = await discoverRemotes(base);
  const runs = [];
  for (let i = 0; i < repeats; i += 1) {
    const login = await loginRun(browser, base, inHtml);
    const { home, entries, duplicates } = await homeAndRemotesRun(browser, base, inHtml, remotes);
    const measured = remotes.filter((r) => r.route);
    const { entries: later } = await homeAndRemotesRun(browser, base, inHtml, [measured.at(-1), measured[0]]);
    const afterAnother = { [measured[0].name]: later[measured[0].name] };
    const untouched = await homeUntouchedRun(browser, base);
    const firstVisit = { saveData: await firstVisitRun(browser, base, { saveData: true }), plain: await firstVisitRun(browser, base, { saveData: false }) };
    runs.push({ login, home, entries, afterAnother, untouched, firstVisit, duplicates: { login: login.duplicates, 'home and every remote': duplicates, 'home left untouched': untouched.duplicates } });
    log(`web ${i + 1}/${repeats}: first visit ${firstVisit.saveData.wireKb} KB (Save-Data), ${firstVisit.plain.wireKb} KB (without); login ${login.wireKb} KB, home ${untouched.wireKb} KB (8 s untouched, no Save-Data; ${home.wireKb} KB when drawn), ${Object.entries(entries).map(([n, e]) => `${n} ${e.wireKb} KB`).join(', ')}; injected <style> ${Math.max(home.injectedStyleTags, ...Object.values(entries).map((e) => e.injectedStyleTags))}`);
  }
  return summarize(runs, remotes);
}

/**
 * A remote's first entry once the page has the federation runtime and the kit: they load with the
 * first remote a session enters, not with home (shell/src/federation/lazyRuntime.ts), so the first
 * remote of the list is measured again in a session that entered the last one before it.
 */
const entryOf = (run, name) => run.afterAnother?.[name] ?? run.entries[name];

/** How many libraries a run's sessions downloaded twice or more (bench/duplicates.mjs). */
const duplicateCount = (run) => Math.max(0, ...Object.values(run.duplicates ?? {}).map((d) => Object.keys(d ?? {}).length));

function duplicateDetail(runs) {
  const seen = new Set(runs.flatMap((r) => Object.entries(r.duplicates ?? {}).flatMap(([session, d]) => Object.entries(d ?? {}).map(([lib, urls]) => `${lib} in ${session}: ${urls.map((u) => new URL(u).pathname).join(', ')}`))));
  return seen.size ? [...seen].join('; ') : undefined;
}

function summarize(runs, remotes) {
  const row = (label, pick, budget) => {
    const wire = spread(runs, (r) => pick(r)?.wireKb);
    const raw = spread(runs, (r) => pick(r)?.rawKb);
    const files = spread(runs, (r) => pick(r)?.files);
    return [label, wire.median, `${wire.min}–${wire.max}`, raw.median, files.median, runs.map((r) => pick(r)?.encodings).find(Boolean) ?? '—', budget ? `≤ ${budget} KB` : 'reported'];
  };
  const W = BUDGETS.web;
  const measured = remotes.filter((r) => r.route);
  const worstInjected = (r) => Math.max(r.login.injectedStyleTags, r.home.injectedStyleTags, ...Object.values(r.entries).map((e) => e.injectedStyleTags));
  const checks = [
    check({ section: 'web', label: 'login: JS on the wire', value: spread(runs, (r) => r.login.wireKb).median, unit: 'KB', op: '<=', limit: W.loginJsKb }),
    check({ section: 'web', label: 'home, cold, signed in, then 8 s untouched: all JS on the wire', value: spread(runs, (r) => r.untouched.wireKb).median, unit: 'KB', op: '<=', limit: W.homeJsKb }),
    ...measured.map((remote) => check({ section: 'web', label: `${remote.name} first entry (${remote.route}), another remote entered before: JS on the wire`, value: spread(runs, (r) => entryOf(r, remote.name)?.wireKb).median, unit: 'KB', op: '<=', limit: W.remoteJsKb })),
    check({ section: 'web', label: `first remote of a session (${measured[0]?.name}), with the federation runtime and the kit: JS on the wire`, value: spread(runs, (r) => r.entries[measured[0]?.name]?.wireKb).median, unit: 'KB', op: '<=', limit: W.firstRemoteJsKb }),
    check({ section: 'web', label: '<style> elements injected by scripts (style-loader)', value: spread(runs, worstInjected).max, unit: '', op: '<=', limit: W.injectedStyleTags }),
    ...['saveData', 'plain'].map((mode) =>
      check({ section: 'web', label: `first visit: login page + 60 s idle, service worker on, ${mode === 'saveData' ? 'Save-Data' : 'no Save-Data'}: everything on the wire`, value: spread(runs, (r) => r.firstVisit[mode].wireKb).median, unit: 'KB', op: '<=', limit: W.firstVisitKb, detail: `worker's own fetches ${spread(runs, (r) => r.firstVisit[mode].workerKb).median} KB` }),
    ),
    check({ section: 'web', label: 'libraries downloaded more than once in one session', value: spread(runs, (r) => duplicateCount(r)).max, unit: '', op: '<=', limit: 0, detail: duplicateDetail(runs) }),
  ];
  return {
    title: 'Bytes on the wire (web)',
    about:
      `Median of ${runs.length} fresh browser contexts at 390×844 (no cache, no service worker). Wire = script response bodies as sent (the gateway's precompressed br/gzip copy where the build made one; "encoding" lists what was seen). ` +
      'Home counts everything from opening the app through signing in as lan.tran until home is drawn, then 8 s with nothing touched, without Save-Data: whatever the page fetched in that time is counted (the shell fetches a remote only when a person reaches for a link into it). The row after is the same up to home drawn and the network quiet. ' +
      'A remote\'s first entry counts the scripts requested from the hash change to its first route until its data is drawn and the network is quiet. The first remote a session enters also brings the federation runtime and the kit the shell hands remotes (they are not on home); each remote is budgeted on an entry with another remote entered before it, and the first remote of a session on its own row.',
    tables: [
      {
        head: ['page', 'JS on the wire, KB', 'min–max', 'JS decoded, KB', 'files', 'encoding', 'budget'],
        notes: skippedNote(remotes),
        rows: [
          row('login', (r) => r.login, W.loginJsKb),
          row('home, cold, signed in, then 8 s untouched (no Save-Data)', (r) => r.untouched, W.homeJsKb),
          row('home, cold, signed in, until drawn and the network quiet', (r) => r.home),
          row(`first remote of a session: ${measured[0]?.name} (${measured[0]?.route}), with the federation runtime and the kit`, (r) => r.entries[measured[0]?.name], W.firstRemoteJsKb),
          ...measured.map((remote) => row(`${remote.name} first entry (${remote.route}), another remote entered before`, (r) => entryOf(r, remote.name), W.remoteJsKb)),
        ],
      },
      {
        title: 'CSS',
        head: ['page', '<style> injected by scripts (cumulative since opening)', '<link rel=stylesheet> on the page'],
        rows: [
          ['login', spread(runs, (r) => r.login.injectedStyleTags).max, spread(runs, (r) => r.login.stylesheetLinks).median],
          ['home', spread(runs, (r) => r.home.injectedStyleTags).max, spread(runs, (r) => r.home.stylesheetLinks).median],
          ...measured.map((remote) => [remote.name, spread(runs, (r) => r.entries[remote.name]?.injectedStyleTags).max, spread(runs, (r) => r.entries[remote.name]?.stylesheetLinks).median]),
        ],
        notes: ['The `<style>` elements of index.html (the critical CSS of the first paint) are not counted; every other one a script adds is.'],
      },
    ],
    checks,
    runs,
  };
}
