// `npm run bench`: builds, starts the stack, measures what has a budget and writes
// bench/RESULTS.md + bench/results.json; exits 1 when a budget fails (bench/README.md).
//
//   npm run bench                       everything (about 12–15 min on 2 cores, build included)
//   npm run bench -- --only=web,nav     some sections: web, lighthouse, nav, api
//   npm run bench -- --quick            one repeat each, short API rounds: a smoke run
//   npm run bench -- --no-build         use the dist/ folders as they are
//   npm run bench -- --out=/tmp/bench   write the results elsewhere
//   npm run bench -- --before=old.json  list an earlier run's results.json beside this run's figures
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem, release, type } from 'node:os';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TIMED_SECTIONS, exitCodeFor, failuresOf, withLoadRule } from './budgets.mjs';
import { ROOT, missingBuilds, startGateway, startReference } from './gateway.mjs';
import { watchSection } from './quiet.mjs';
import { writeReport } from './report.mjs';

export const SECTIONS = ['web', 'lighthouse', 'nav', 'api'];

/** The command line as settings; throws on what it does not know, so a typo never measures the wrong thing. */
export function parseArgs(argv) {
  const settings = { only: [...SECTIONS], quick: false, build: true, out: path.join(ROOT, 'bench'), basePort: Number(process.env.BENCH_PORT ?? 8203) };
  for (const arg of argv) {
    const [key, value] = arg.split('=');
    if (key === '--quick') settings.quick = true;
    else if (key === '--no-build') settings.build = false;
    else if (key === '--only' && value) {
      settings.only = value.split(',').map((s) => s.trim());
      const unknown = settings.only.filter((s) => !SECTIONS.includes(s));
      if (unknown.length) throw new Error(`--only: unknown section ${unknown.join(', ')} (use ${SECTIONS.join(', ')})`);
    } else if (key === '--out' && value) settings.out = path.resolve(value);
    else if (key === '--before' && value) settings.before = path.resolve(value);
    else throw new Error(`unknown argument ${arg} (bench/README.md lists them)`);
  }
  settings.repeats = settings.quick ? { web: 1, lighthouse: 1, nav: 1, navSlow: 1, apiRounds: 2, apiSeconds: 3 } : { web: 3, lighthouse: 5, nav: 3, navSlow: 3, apiRounds: 3, apiSeconds: 5 };
  return settings;
}

const started = Date.now();
export function log(text) {
  const s = Math.round((Date.now() - started) / 1000);
  console.log(`[bench ${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}] ${text}`);
}

function machine() {
  const require = createRequire(import.meta.url);
  const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim() || CHROMIUM;
  return {
    cpus: cpus().length,
    model: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${type()} ${release()}`,
    node: process.version,
    chromium,
    lighthouse: require('lighthouse/package.json').version,
    loadBefore: loadavg(),
  };
}

function build() {
  log('building every workspace (npm run build): a few minutes');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** Runs the selected browser sections against one gateway; each section's failure is its own. */
async function webSections(settings, sections, errors) {
  const missing = missingBuilds();
  if (missing.length) throw new Error(`not built: ${missing.join(', ')} (run npm run build, or drop --no-build)`);
  log(`starting the gateway on port ${settings.basePort} and the reference page on ${settings.basePort + 1}`);
  const gateway = await startGateway({ port: settings.basePort });
  const reference = await startReference({ port: settings.basePort + 1 });
  const browser = await (await import('./browser.mjs')).launchChromium();
  const ctx = { browser, base: gateway.base, referenceBase: reference.base, settings, log, debugPort: settings.basePort + 2 };
  const jobs = {
    web: async () => (await import('./bytes.mjs')).measureBytes({ ...ctx, repeats: settings.repeats.web }),
    lighthouse: async () => (await import('./lighthouse.mjs')).measureLighthouse({ ...ctx, repeats: settings.repeats.lighthouse }),
    nav: async () => (await import('./navigation.mjs')).measureNavigation({ ...ctx, repeats: settings.repeats.nav, slowRepeats: settings.repeats.navSlow }),
  };
  try {
    for (const name of ['web', 'lighthouse', 'nav'].filter((s) => settings.only.includes(s))) {
      log(`== ${name}`);
      try {
        const watch = TIMED_SECTIONS.includes(name) ? await watchSection({ log }) : null;
        sections[name] = await jobs[name]();
        if (watch) sections[name].quiet = watch.end();
      } catch (error) {
        log(`${name} did not finish: ${error.stack ?? error}`);
        errors.push({ section: name, message: String(error.message ?? error).split('\n')[0] });
      }
    }
  } finally {
    await browser.close();
    await reference.stop();
    await gateway.stop();
  }
}

async function main() {
  const settings = parseArgs(process.argv.slice(2));
  const run = { date: new Date().toISOString(), machine: machine(), settings: { ...settings, out: path.relative(ROOT, settings.out) || '.', repeats: describeRepeats(settings) }, sections: {}, checks: [], errors: [] };
  log(`sections ${settings.only.join(', ')}${settings.quick ? ' (--quick)' : ''}; results to ${path.relative(process.cwd(), settings.out) || '.'}`);
  const web = settings.only.filter((s) => s !== 'api');
  if (settings.build && web.length) build();
  if (web.length) {
    try {
      await webSections(settings, run.sections, run.errors);
    } catch (error) {
      log(`the web stack did not start: ${error.stack ?? error}`);
      for (const name of web) run.errors.push({ section: name, message: String(error.message ?? error).split('\n')[0] });
    }
  }
  if (settings.only.includes('api')) {
    log('== api (npm run bench -w api)');
    try {
      const watch = await watchSection({ log });
      run.sections.api = await (await import('./api.mjs')).measureApi({ settings, log });
      run.sections.api.quiet = watch.end();
    } catch (error) {
      log(`api did not finish: ${error.stack ?? error}`);
      run.errors.push({ section: 'api', message: String(error.message ?? error).split('\n')[0] });
    }
  }
  run.machine.loadAfter = loadavg();
  run.checks = withLoadRule(
    Object.values(run.sections).flatMap((s) => s.checks ?? []),
    run.machine,
    run.sections,
  );
  run.durationSeconds = (Date.now() - started) / 1000;
  if (settings.before) run.before = readBefore(settings.before);
  const files = writeReport(settings.out, run);
  log(`wrote ${files.map((f) => path.relative(process.cwd(), f)).join(' and ')}`);
  for (const c of run.checks) log(`${c.notMeasurable ? 'NOT MEASURABLE' : c.pass ? 'pass' : 'FAIL'}  ${c.section}: ${c.label}`);
  const failures = failuresOf(run.checks, run.errors);
  for (const f of failures) console.error(`BUDGET FAILED ${f}`);
  log(failures.length ? `${failures.length} budget failure(s)` : `every budget passed (${run.checks.length} checks)`);
  return exitCodeFor(run.checks, run.errors);
}

/** An earlier run's results.json (`--before`): what its report lists beside this run's figures. */
function readBefore(file) {
  const earlier = JSON.parse(readFileSync(file, 'utf8'));
  return { file: path.basename(file), date: earlier.date, machine: earlier.machine, checks: earlier.checks ?? [] };
}

function describeRepeats(settings) {
  const r = settings.repeats;
  return `medians of ${r.web} (bytes), ${r.lighthouse} (Lighthouse per page), ${r.nav} local + ${r.navSlow} throttled (navigation) runs, API ${r.apiRounds} rounds × ${r.apiSeconds} s`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
