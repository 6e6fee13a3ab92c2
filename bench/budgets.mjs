// The performance budgets and how a measured figure is judged against one. Every section of the
// benchmark turns its medians into checks made here; run.mjs exits non-zero when any check fails or
// a section could not be measured.

import { OTHERS_LIMIT } from './quiet.mjs';

export const BUDGETS = {
  // firstVisitKb: the login page and 60 s idle, service worker on, everything on the wire (bench/firstVisit.mjs).
  // firstRemoteJsKb: the first remote a session enters, with the federation runtime and the kit the
  // shell hands remotes (shell/src/federation/lazyRuntime.ts), which home carried until it had to fit
  // in 200 KB: home and the first remote together stay within what they were (333.8 + 51.5 KB).
  web: { loginJsKb: 120, homeJsKb: 200, remoteJsKb: 60, firstRemoteJsKb: 185, injectedStyleTags: 0, firstVisitKb: 350 },
  // unlockTbtMs: the timespan from typing the PIN until home is drawn, which mounts the whole signed-in app.
  lighthouse: { performance: 95, tbtMs: 150, unlockTbtMs: 300, cls: 0.02, lcpMs: 2000 },
  // Throttled cold entries are judged against a plain React 19 route change of the same run.
  nav: { coldLocalMs: 300, coldSlowTimesReference: 3, warmMs: 50 },
  // The same numbers as api/bench/budgets.ts (the API suite judges itself too; see api.mjs).
  api: { getuserinfo: { minShareOfBare: 0.3, maxP99Ms: 20 }, claims: { minShareOfBare: 0.15, maxP99Ms: 20 } },
};

const OPS = {
  '<=': (value, limit) => value <= limit,
  '>=': (value, limit) => value >= limit,
  is: (value, limit) => value === limit,
};

/**
 * One budgeted figure. `op` is '<=', '>=' or 'is' (a yes/no fact such as "the LCP element is real
 * content"); `reference` is what the same run measured for the reference (bare Fastify, a static
 * page), shown beside it.
 */
export function check({ section, label, value, unit = '', op, limit, reference, detail, notMeasurable }) {
  if (!OPS[op]) throw new Error(`unknown budget operator ${op}`);
  const measured = op === 'is' ? typeof value === 'boolean' : typeof value === 'number' && Number.isFinite(value);
  const pass = !notMeasurable && measured && OPS[op](value, limit);
  return { section, label, value: measured ? value : null, unit, op, limit, pass, ...(reference !== undefined ? { reference } : {}), ...(detail ? { detail } : {}), ...(notMeasurable ? { notMeasurable } : {}) };
}

/** Sections whose figures are times or throughput, which a busy machine changes (bytes do not). */
export const TIMED_SECTIONS = ['lighthouse', 'nav', 'api'];

/** Why a section's timings measure the neighbours, not the app; undefined when they do not (bench/quiet.mjs). */
export function busyReason(quiet) {
  if (quiet.loadAtStart > quiet.cores) return `load average ${quiet.loadAtStart.toFixed(2)} at its start, above the ${quiet.cores} cores`;
  if (quiet.othersShare > OTHERS_LIMIT) return `other processes used ${(quiet.othersShare * 100).toFixed(1)} % of the CPU while it ran (limit ${OTHERS_LIMIT * 100} %)`;
  return undefined;
}

/**
 * A timing taken while the machine had more runnable work than cores measures the neighbours, not
 * the app: such a timed check is "not measurable", which fails the run like a missed budget and
 * never passes. Each section is judged by its own watch (`sections[name].quiet`): the load
 * average when it started and the CPU others used while it ran. A section without one (its
 * watch did not end) is judged by the run's load average before and after.
 */
export function withLoadRule(checks, machine, sections = {}) {
  const runLoad = Math.max(machine.loadBefore?.[0] ?? 0, machine.loadAfter?.[0] ?? 0);
  const runReason = runLoad > machine.cpus ? `load average ${runLoad.toFixed(2)} above the ${machine.cpus} cores` : undefined;
  return checks.map((c) => {
    if (!TIMED_SECTIONS.includes(c.section) || c.notMeasurable) return c;
    const quiet = sections[c.section]?.quiet;
    const reason = quiet ? busyReason(quiet) : runReason;
    return reason ? { ...c, pass: false, notMeasurable: reason } : c;
  });
}

/**
 * How much of its budget a figure uses, in % (100 = exactly at the budget, more = over it):
 * value / limit for a ceiling, limit / value for a floor. Null for yes/no checks and unmeasured ones.
 */
export function budgetUse(c) {
  if (c.value === null || c.op === 'is') return null;
  if (c.op === '<=') return c.limit === 0 ? (c.value === 0 ? 0 : Infinity) : (c.value / c.limit) * 100;
  return c.value === 0 ? Infinity : (c.limit / c.value) * 100;
}

/** What failed, one line each: failed checks and sections that did not finish. */
export function failuresOf(checks, errors = []) {
  const text = (c) => (c.notMeasurable ? `not measurable (${c.notMeasurable}; measured ${formatValue(c.value, c.unit)})` : c.value === null ? 'not measured' : `${formatValue(c.value, c.unit)}`);
  return [
    ...checks.filter((c) => !c.pass).map((c) => `${c.section}: ${c.label}: ${text(c)}, budget ${c.op === 'is' ? formatValue(c.limit, '') : `${c.op === '<=' ? '≤' : '≥'} ${formatValue(c.limit, c.unit)}`}`),
    ...errors.map((e) => `${e.section}: did not finish: ${e.message}`),
  ];
}

/** The process exit code: 0 only when every check passed and every selected section finished. */
export function exitCodeFor(checks, errors = []) {
  return failuresOf(checks, errors).length ? 1 : 0;
}

export function formatValue(value, unit) {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  const rounded = unit === 'ms' || unit === 'req/s' ? Math.round(value) : unit === '' && Math.abs(value) < 1 ? Math.round(value * 1000) / 1000 : Math.round(value * 10) / 10;
  const text = unit === 'req/s' ? rounded.toLocaleString('en') : String(rounded);
  return unit === '%' ? `${text} %` : unit ? `${text} ${unit}` : text;
}
