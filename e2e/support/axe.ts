import { appendFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { source as axeSource, type Result, type RunOptions } from 'axe-core';
import { PAGE_CHECK_RULES, pageChecks } from './pageChecks';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, and axe's best practices (recorded; they fail the sweep when serious, critical or structural). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
export const AUDIT_TAGS = [...WCAG_TAGS, 'best-practice'];
/**
 * Structure rules fail the sweep at any impact: one main, one h1, landmarks told apart, headings
 * in order (a moderate best practice in axe, but a person navigating by headings meets it), and
 * the sweep's own page checks (support/pageChecks.ts).
 */
export const STRUCTURE_RULES = ['landmark-one-main', 'landmark-no-duplicate-main', 'page-has-heading-one', 'landmark-unique', 'heading-order', ...PAGE_CHECK_RULES];

export interface Finding {
  state: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
  /** For colour contrast: foreground, background and ratio of each element. */
  details?: string[];
}

/**
 * Waits until no overlay is half-faded: antd-mobile fades toasts, masks and dialogs with inline
 * opacity (react-spring), and text caught mid-fade is not what anyone reads (a toast at 40 % gave
 * #fff on #8d8d8d).
 */
async function overlaysSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const fading = Array.from(document.querySelectorAll<HTMLElement>('[style*="opacity"]')).some((el) => {
        const opacity = Number(el.style.opacity);
        return !Number.isNaN(opacity) && opacity !== 0 && opacity !== 1;
      });
      // A dialog that is shown counts only once wholly opaque: antd-mobile's spring starts its
      // fade-in at opacity 0, which the rule above takes for settled, and an audit run during the
      // fade read the confirm dialog's buttons at 1.3:1 in a CI run on a busy machine.
      const dialogFading = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')).some((dialog) => {
        if (getComputedStyle(dialog).display === 'none') return false;
        let opacity = 1;
        for (let el: HTMLElement | null = dialog; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
        return opacity !== 1;
      });
      return !fading && !dialogFading;
    },
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * axe-core run in the page as it is now, over the elements `selector` finds (the document by default).
 *
 * Why not @axe-core/playwright's AxeBuilder: it evaluates axe's 550 KB source in the page on every
 * call (twice in its legacy mode) and, by default, opens a blank page in the context to finish each
 * run. Measured on the English screen sweep (90 audits, quiet two-core machine): axe took 98 s of
 * the spec's 173 s with the builder, 47 s without the blank page; evaluating the source alone took
 * about 150 ms a time. Here the source is evaluated once per document (a reload or a new page loads
 * it again), in every frame that lacks it, so axe.run finds it in frames as well; the rules run are
 * the same.
 */
export async function runAxe(page: Page, options: RunOptions, selector?: string): Promise<Result[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  }
  // Only the violations cross to the test: passes and inapplicable rules are most of axe's answer.
  const violations: unknown = await page.evaluate(
    async ({ within, opts }) => (await (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: unknown }> } }).axe.run(within ?? document, opts)).violations,
    { within: selector ?? null, opts: { ...options, resultTypes: ['violations'] } as Record<string, unknown> },
  );
  return violations as Result[];
}

/** Every WCAG A/AA and best-practice violation of the page as it is now, and the sweep's own checks. */
export async function auditState(page: Page, state: string): Promise<Finding[]> {
  await overlaysSettled(page);
  // One run: the structure rules are best practices, so the tags include them.
  const violations = await runAxe(page, { runOnly: { type: 'tag', values: AUDIT_TAGS } });
  const own = (await pageChecks(page)).map((c) => ({ state, ...c }));
  return [...own, ...violations.map((v) => ({
    state,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    targets: v.nodes.map((n) => n.target.join(' ')),
    help: v.help,
    details: v.nodes.map((n) => {
      const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
      return data?.fgColor ? `${data.fgColor} on ${data.bgColor} ${data.contrastRatio}:1` : (n.failureSummary ?? '').slice(0, 120);
    }),
  }))];
}

/** Findings that fail the sweep: serious and critical ones, and any structure rule; moderate and minor best practices are only recorded. */
export const blocking = (findings: Finding[]) => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical' || STRUCTURE_RULES.includes(f.rule));

const REPORT = path.join(__dirname, '..', 'output', 'a11y', 'findings.jsonl');

/** Appends findings to e2e/output/a11y/findings.jsonl (a failed test restarts the worker, so memory would lose them). */
export function recordFindings(state: string, findings: Finding[]): void {
  mkdirSync(path.dirname(REPORT), { recursive: true });
  appendFileSync(REPORT, `${JSON.stringify({ audited: state })}\n`);
  for (const f of findings) appendFileSync(REPORT, `${JSON.stringify(f)}\n`);
}

/** rule → impact, elements and states, over everything recorded: the table of the closing note. */
export function reportTable(): string {
  if (!existsSync(REPORT)) return '(nothing recorded)';
  const lines = readFileSync(REPORT, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Finding & { audited?: string });
  const findings = lines.filter((f) => !f.audited);
  const byRule = new Map<string, { impact: string; elements: number; states: Set<string> }>();
  for (const f of findings) {
    const row = byRule.get(f.rule) ?? { impact: f.impact, elements: 0, states: new Set<string>() };
    row.elements += f.targets.length;
    row.states.add(f.state);
    byRule.set(f.rule, row);
  }
  return [...byRule.entries()].sort((a, b) => b[1].elements - a[1].elements).map(([rule, r]) => `${rule} (${r.impact}): ${r.elements} elements in ${r.states.size} states`).join('\n');
}
