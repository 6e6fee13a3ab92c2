// node --test: the citation rewriter (./self-contained-comments.mjs) on sample lines, and a check
// that no tracked source or documentation file cites what the repository does not hold: a tracker
// number ("issue 12"), the product spec ("spec §5": docs/requirements.md §5), the old architecture
// notes or research notes.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { rewrite, trackedFiles } from './self-contained-comments.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** [before, after]: one line each unless written with \n. */
const SAMPLES = [
  // The spec and the old architecture notes point into the repository.
  ['/** Spec §9: dates dd-mm-yyyy. */', '/** docs/requirements.md §9: dates dd-mm-yyyy. */'],
  ["describe('HTTP client (spec §7, §8)', () => {", "describe('HTTP client (docs/requirements.md §7, §8)', () => {"],
  ['# The one URL (ARCHITECTURE.md "Deployment"). Usable', '# The one URL (docs/deploying.md). Usable'],
  ['/** Cache policy of ARCHITECTURE.md "Caching": entry files', '/** Cache policy of docs/deploying.md "Caching": entry files'],
  ['// (ARCHITECTURE.md: remotes may expose parcels)', '// (docs/architecture.md: remotes may expose parcels)'],
  // Research notes: the figure stays, the citation goes.
  ['// ~58k inserts/s vs ~7.6k with FULL (research §4.3).', '// ~58k inserts/s vs ~7.6k with FULL.'],
  ['   (+1.6 s LCP on slow 4G in research §2.3) is not', '   (+1.6 s LCP on slow 4G) is not'],
  // A whole parenthesis.
  ['// Notes per language (issue 11 item 8). */', '// Notes per language. */'],
  ['/* At least 24 px (WCAG 2.5.8, issue 11 item 6): a thumb */', '/* At least 24 px (WCAG 2.5.8): a thumb */'],
  ['### Production configuration (issue 8)', '### Production configuration'],
  ['## Live updates (`src/modules/live`, issue 10 §3)', '## Live updates (`src/modules/live`)'],
  ["test('one distance everywhere (issue 13)', () => {", "test('one distance everywhere', () => {"],
  ['// refuses (issue 8 "Safe to put live"), one line each', '// refuses, one line each'],
  // A parenthesis that goes on, or ends with the citation.
  ['// counts (issue 8 item 7: 19 parallel wrong PINs)', '// counts (19 parallel wrong PINs)'],
  ['// production (`node dist/server.js`, issue 12).', '// production (`node dist/server.js`).'],
  ['// (issue 12, docs/architecture.md 5b). More', '// (docs/architecture.md 5b). More'],
  ['// dd-mm-yyyy (spec §9; issue 11 item 8): typed', '// dd-mm-yyyy (docs/requirements.md §9): typed'],
  ['// crash safety (issue 8 §10–12). Drafts', '// crash safety. Drafts'],
  // Labels at the start of a comment, a string or a bold run.
  [' * Issue 10 item 1: the PIN protects something.', ' * The PIN protects something.'],
  ['// Issue 8 items 11–14: a lost Submit answer.', '// A lost Submit answer.'],
  [' * Issue 13 items 1 and 5: an unsigned claim', ' * An unsigned claim'],
  ["test('issue 13 item 2: after a password reset', () => {", "test('after a password reset', () => {"],
  [' * Issue 10 §3 "Live, not stale": the insurer acts', ' * Live, not stale: the insurer acts'],
  ['// Issue 13 (claims wizard): the 10-claims limit', '// Claims wizard: the 10-claims limit'],
  ['- **Issue 13 (details, list):** home', '- **Details, list:** home'],
  [' * Issue 15, the guarantee of payment', ' * The guarantee of payment'],
  [" * Issue 12's API budgets: at 50 connections", ' * The API budgets: at 50 connections'],
  ['// `npm run bench`: issue 12\'s API budget.', '// `npm run bench`: the API budget.'],
  // Prepositions and time words.
  ['/** The row: the allow-list of issue 8 (summary.ts). */', '/** The row: the allow-list (summary.ts). */'],
  ['## Tests for issue 8 (items 11–14)', '## Tests'],
  ['| wizard (steps a–e of issue 5); discard |', '| wizard (steps a–e); discard |'],
  ['  structural. Since issue 12 API answers get a smaller set', '  structural. API answers get a smaller set'],
  ['// Before issue 8: ~35 ms real vs ~7 ms unknown.', '// Before: ~35 ms real vs ~7 ms unknown.'],
  ['// the sources, as production ran before issue 12.', '// the sources, as production ran before.'],
  ['SubmitPage: 372 lines → 277 (before issue 13) → 117.', 'SubmitPage: 372 lines → 277 (earlier) → 117.'],
  ['// Prepared statements (issue 12: 20 % of the CPU)', '// Prepared statements (20 % of the CPU)'],
  // Over a line break: the comment is wrapped again, with its leader.
  [
    ' * max(id)+1: two submits used to read the same max and one died on claims_pkey (issue 8\n * item 6). PostgreSQL: the sequence',
    ' * max(id)+1: two submits used to read the same max and one died on claims_pkey. PostgreSQL: the\n * sequence',
  ],
  [
    ' * Texts per language\n * (issue 11 item 8); an item without a name',
    ' * Texts per language;\n * an item without a name',
  ],
  // Nothing to do.
  ['// See github.com/webpack/webpack/issues/15757 and the e2e .spec.ts files.', '// See github.com/webpack/webpack/issues/15757 and the e2e .spec.ts files.'],
];

test('rewrites each form of citation into a sentence that stands alone', () => {
  for (const [before, after] of SAMPLES) assert.equal(rewrite(before).text, after, before);
});

test('counts what it rewrote and lists what it could not', () => {
  const result = rewrite('// Issue 13 item 5: signed (spec §5).\n// measures what issue 12 budgets\n');
  assert.equal(result.count, 2);
  assert.deepEqual(result.left, [{ line: 2, text: '// measures what issue 12 budgets' }]);
});

test('takes folders and globs as git pathspecs: `*` stays in one folder, a folder means all under it', () => {
  const direct = trackedFiles(['api/src/*.test.ts']);
  assert.ok(direct.length > 0 && direct.every((file) => /^api\/src\/[^/]+\.test\.ts$/.test(file)), direct.join(' '));
  assert.ok(trackedFiles(['mfe-*']).some((file) => file.startsWith('mfe-claims/src/')));
  const scripts = trackedFiles(['scripts', 'package-lock.json']);
  assert.ok(scripts.includes('scripts/kernel-version.mjs'));
  assert.ok(!scripts.some((file) => file.startsWith('scripts/docs/self-contained-comments') || file === 'package-lock.json'));
});

/** Source and documentation files a maintainer reads, as git tracks them. */
function trackedSources() {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  const source = /\.(?:ts|tsx|mjs|cjs|js|css|conf|yml|json)$/;
  const doc = /^docs\/[^/]+\.md$|(?:^|\/)README[^/]*\.md$/;
  return files.filter(
    (file) =>
      (source.test(file) || doc.test(file)) &&
      !/(?:^|\/)package-lock\.json$/.test(file) &&
      !/^scripts\/docs\/self-contained-comments(?:\.test)?\.mjs$/.test(file) &&
      fs.existsSync(path.join(ROOT, file)),
  );
}

const OUTSIDE = /\bissues? #?\d+|\bspec §|\bresearch §/i;

test('no tracked source or documentation file cites an issue, the spec, ARCHITECTURE.md or research', () => {
  const found = [];
  for (const file of trackedSources()) {
    fs.readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (OUTSIDE.test(line) || line.includes('ARCHITECTURE.md')) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  assert.deepEqual(
    found,
    [],
    `${found.length} line(s) cite something outside the repository; run node scripts/docs/self-contained-comments.mjs <paths>, then edit what it lists`,
  );
});
