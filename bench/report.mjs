// Writes a run as bench/RESULTS.md (for people: verdict, chart, budgets, each section's tables)
// and bench/results.json (the same data for tools). Sections hand in their detail as plain
// tables ({ title, head, rows, notes }) so this file knows no section's internals.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { budgetUse, failuresOf, formatValue } from './budgets.mjs';
import { OTHERS_LIMIT } from './quiet.mjs';

const BAR_AT_BUDGET = 30;
const BAR_MAX = 45;

/** One line of the text chart: the bar reaches the `|` at exactly 100 % of the budget. */
export function barLine(label, use, labelWidth) {
  const cells = Number.isFinite(use) ? Math.min(BAR_MAX, Math.round((use / 100) * BAR_AT_BUDGET)) : BAR_MAX;
  const bar = Array.from({ length: BAR_MAX + 1 }, (_, i) => (i === BAR_AT_BUDGET ? '|' : i < cells ? '█' : ' ')).join('');
  const pct = Number.isFinite(use) ? `${Math.round(use)} %` : 'over';
  return `${label.padEnd(labelWidth)} ${bar} ${pct}${use > 100 ? '  OVER' : ''}`;
}

export function chart(checks) {
  const rows = checks.map((c) => ({ label: `${c.section}: ${c.label}`, use: budgetUse(c) })).filter((r) => r.use !== null);
  if (!rows.length) return [];
  const width = Math.min(64, Math.max(...rows.map((r) => r.label.length)));
  const label = (text) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
  return [
    '```text',
    'share of budget used (| = the budget; shorter is better)',
    ...rows.map((r) => barLine(label(r.label), r.use, width)),
    '```',
  ];
}

const cell = (value) => String(value ?? '—').replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function table({ title, head, rows, notes = [] }) {
  return [
    ...(title ? [`### ${title}`, ''] : []),
    `| ${head.map(cell).join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
    ...notes.flatMap((n) => [n, '']),
  ];
}

function budgetTable(checks) {
  const budget = (c) => (c.op === 'is' ? (c.limit ? 'yes' : 'no') : `${c.op === '<=' ? '≤' : '≥'} ${formatValue(c.limit, c.unit)}`);
  return table({
    head: ['section', 'measure (median)', 'measured', 'budget', 'reference, same run', 'verdict'],
    rows: checks.map((c) => [c.section, c.label + (c.detail ? ` (${c.detail})` : ''), c.value === null ? 'not measured' : formatValue(c.value, c.unit), budget(c), c.reference ?? '', c.notMeasurable ? `**not measurable** (${c.notMeasurable})` : c.pass ? 'pass' : '**FAIL**']),
  });
}

const verdictOf = (c) => (!c ? '' : c.notMeasurable ? 'not measurable' : c.pass ? 'pass' : 'FAIL');
const valueOf = (c) => (!c ? 'not in that run' : c.value === null ? 'not measured' : formatValue(c.value, c.unit));

/**
 * This run's checks beside an earlier run's (`--before`), matched by section and label; a check
 * the earlier run did not have says so. The earlier run's machine is named: figures taken on
 * another machine compare only through their references.
 */
export function beforeAfter(checks, before) {
  const earlier = new Map(before.checks.map((c) => [`${c.section}: ${c.label}`, c]));
  const m = before.machine ?? {};
  return [
    '## Before and after',
    '',
    `Before: ${before.file}, written on ${before.date}${m.model ? ` (${m.cpus} × ${m.model}, ${m.os}; load average before ${(m.loadBefore ?? []).map((n) => n.toFixed(2)).join(' / ')})` : ''}.`,
    '',
    ...table({
      head: ['section', 'measure (median)', 'before', 'verdict before', 'now', 'verdict now'],
      rows: checks.map((c) => {
        const then = earlier.get(`${c.section}: ${c.label}`);
        return [c.section, c.label, valueOf(then), verdictOf(then), valueOf(c), verdictOf(c)];
      }),
    }),
  ];
}

/** How quiet the machine was for a timed section (bench/quiet.mjs). */
function quietLine(q) {
  return `Machine while it ran: load average ${q.loadAtStart.toFixed(2)} at the start${q.waitedSeconds ? ` (after waiting ${q.waitedSeconds} s for the previous section's load to fade)` : ''}, ${q.loadAtEnd.toFixed(2)} at the end (mostly the bench's own browser or load generator); other processes used ${(q.othersShare * 100).toFixed(1)} % of the CPU.`;
}

export function markdown(run) {
  const failures = failuresOf(run.checks, run.errors);
  const m = run.machine;
  const sections = Object.entries(run.sections);
  return [
    '# SenCare benchmark: measured figures and budgets',
    '',
    `Written by \`npm run bench\` (bench/run.mjs, see bench/README.md) on ${run.date}, in ${Math.round(run.durationSeconds)} s. ` +
      `Machine: ${m.cpus} × ${m.model}, ${m.memoryGb} GB, ${m.os}; Node ${m.node}; ${m.chromium}; Lighthouse ${m.lighthouse}. ` +
      `Load average before ${m.loadBefore.map((n) => n.toFixed(2)).join(' / ')}, after ${(m.loadAfter ?? []).map((n) => n.toFixed(2)).join(' / ')} (the cores are shared: compare with the reference rows of the same run; each timed section records the load when it started and the CPU other processes used while it ran, and is not measurable with the first above the core count or the second above ${OTHERS_LIMIT * 100} %).`,
    '',
    `Settings: ${run.settings.quick ? '`--quick` (fewer repeats: a smoke run, not figures to quote)' : 'full repeats'}; ${run.settings.build ? 'built first (`npm run build`)' : 'the dist/ folders as they were (`--no-build`)'}; sections ${run.settings.only.join(', ')}; ${run.settings.repeats}.`,
    '',
    failures.length ? `**${failures.length} budget failure${failures.length > 1 ? 's' : ''}** (exit code 1):` : `**Every budget passed** (${run.checks.length} checks).`,
    '',
    ...failures.map((f) => `- ${f}`),
    ...(failures.length ? [''] : []),
    '## Budgets',
    '',
    ...chart(run.checks),
    '',
    ...budgetTable(run.checks),
    ...(run.before ? beforeAfter(run.checks, run.before) : []),
    ...sections.flatMap(([name, section]) => [`## ${section.title ?? name}`, '', ...(section.about ? [section.about, ''] : []), ...(section.quiet ? [quietLine(section.quiet), ''] : []), ...(section.tables ?? []).flatMap(table)]),
  ].join('\n');
}

/** Writes RESULTS.md and results.json into `dir`; returns their paths. */
export function writeReport(dir, run) {
  mkdirSync(dir, { recursive: true });
  const md = path.join(dir, 'RESULTS.md');
  const json = path.join(dir, 'results.json');
  writeFileSync(md, `${markdown(run)}\n`);
  writeFileSync(json, `${JSON.stringify({ ...run, failures: failuresOf(run.checks, run.errors) }, null, 2)}\n`);
  return [md, json];
}
