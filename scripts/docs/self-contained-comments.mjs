#!/usr/bin/env node
// Makes comments and docs cite only what this repository holds. Citations of the product spec
// ("spec §N") point at docs/requirements.md, which keeps the spec's section numbers; the old
// target-architecture notes ("ARCHITECTURE.md") point at docs/architecture.md or docs/deploying.md;
// tracker numbers ("issue N", "(issue 8 item 7)") and research notes ("research §N") are removed
// with the sentence kept whole. The whole text is rewritten, strings included (test names, OpenAPI
// summaries), because a reader meets those too.
//
//   node scripts/docs/self-contained-comments.mjs [--check] <path or glob>...
//
// Paths and globs are git pathspecs (`e2e`, `api/src/db/**`, `api/src/*.test.ts`: `*` stays in
// one folder), matched against tracked files. --check writes nothing and exits 1 when any
// citation is left. Whatever the rules cannot rewrite is listed as file:line for a hand edit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A space, or a line break with the next line's comment leader (` * `, `// `, `# `). */
const WS = String.raw`(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*)`;
const NUM = String.raw`\d+(?:[–-]\d+)?`;
const NUMS = String.raw`${NUM}(?:(?:,${WS}|${WS}and${WS})${NUM})*`;
/** "issue 8", "Issue 10 §3", "issue 8 §10–11", "issue 11 item 8", "issue 13 items 1, 3 and 5". */
const REF = String.raw`[Ii]ssues?${WS}\d+(?:${WS}(?:items?${WS}|§)${NUMS})?(?!\d|\.\d)`;
/** Where a sentence or a label may start: a line (after its comment leader), a string, a bold run. */
const LEAD = String.raw`(?<=(?:^|\n)[ \t]*(?:\/\*\*?|\*|\/\/|#+|<!--|-)?[ \t]*|['"\x60]|\*\*|[.!?][ \t]+)`;

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const re = (source) => new RegExp(source, 'gu');

/** Where a section of the old architecture notes now lives. */
const ARCHITECTURE_SECTIONS = {
  Caching: 'docs/deploying.md "Caching"',
  Deployment: 'docs/deploying.md',
  Runtime: 'docs/architecture.md "Runtime"',
  Contracts: 'docs/architecture.md "Contracts between the shell and the remotes"',
  'Claim lifecycle': 'docs/architecture.md "Claim lifecycle"',
  'Screen ownership': 'docs/architecture.md "The picture"',
};

/** [pattern, replacement] in order; each removes or rewrites one form of citation. */
const RULES = [
  // "spec §5", "Spec §9's", "spec §6, §7": the same section of docs/requirements.md.
  [/\b[Ss]pec §/g, 'docs/requirements.md §'],
  // ARCHITECTURE.md "Runtime" → the document that has that section now.
  [re(String.raw`ARCHITECTURE\.md(?:${WS}"([^"\n]+)")?`), (m, section) =>
    section === undefined ? 'docs/architecture.md' : ARCHITECTURE_SECTIONS[section] ?? `docs/architecture.md "${section}"`],
  // Research notes: "(research §4.3)", "; research §5.2)", " in research §2.3".
  [/[ \t]*\(research §[\d.]+\)/g, ''],
  [re(String.raw`[;,]${WS}research §[\d.]+(?=\))`), ''],
  [re(String.raw`${WS}in${WS}research §[\d.]+`), ''],
  // "Since issue 12 API answers …" → "API answers …"; "since issue 12" mid-sentence → "now".
  [re(String.raw`${LEAD}Since${WS}${REF},?${WS}(\p{L})`), (m, ...g) => g[g.length - 3].toUpperCase()],
  [re(String.raw`\bsince${WS}${REF}\b`), 'now'],
  // "277 (before issue 13) → 117" → "277 (earlier) → 117".
  [re(String.raw`\(before${WS}${REF}\)`), '(earlier)'],
  // "Before issue 8: …" → "Before: …"; "as production ran before issue 12." → "… ran before."
  [re(String.raw`\b([Bb])efore${WS}${REF}(?!'s)`), (m, b) => `${b}efore`],
  // A whole parenthesis opening a wrapped line: its punctuation goes back to the line before.
  [re(String.raw`(\r?\n[ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*)\(${REF}(?:${WS}"[^"\n]+")?\)([;:,.]?)[ \t]*`), (m, lead, stop) => stop + lead],
  // A whole parenthesis: "x (issue 12)." → "x.", "(issue 8 "Safe to put live")" too.
  [re(String.raw`[ \t]?\(${REF}(?:${WS}"[^"\n]+")?\)`), ''],
  // A parenthesis that goes on: "(issue 8 item 7: 19 parallel …)" → "(19 parallel …)".
  [re(String.raw`\(${REF}[ \t]*[;,:]${WS}`), '('],
  // A parenthesis that ends with it: "(spec §9; issue 11 item 8)" → "(spec §9)".
  [re(String.raw`[ \t]*[;,]${WS}${REF}(?=\))`), ''],
  // In the middle of a list: "(a, issue 12, b)" → "(a, b)".
  [re(String.raw`[;,]${WS}${REF}(?=[ \t]*[;,])`), ''],
  // "issue 12's budget" → "the budget".
  [re(String.raw`${LEAD}Issue${WS}\d+'s\b`), 'The'],
  [re(String.raw`\b[Ii]ssue${WS}\d+'s\b`), 'the'],
  // A label: "Issue 10 §3 "Live, not stale": the …" → "Live, not stale: the …",
  // "Issue 13 (claims wizard): …" → "Claims wizard: …", "Issue 8 item 9: nothing …" → "Nothing …".
  [re(String.raw`${LEAD}${REF}${WS}"([^"\n]+)"[ \t]*:`), (m, ...g) => `${capital(g[g.length - 3])}:`],
  [re(String.raw`${LEAD}${REF}${WS}\(([^()\n]+)\)[ \t]*:`), (m, ...g) => `${capital(g[g.length - 3])}:`],
  [re(String.raw`${LEAD}(${REF})[ \t]*[:,][ \t]*(\p{L})`), (m, ...g) =>
    (g[g.length - 4].startsWith('I') ? g[g.length - 3].toUpperCase() : g[g.length - 3])],
  // "the allow-list of issue 8 (summary.ts)" → "the allow-list (summary.ts)".
  // "## Tests for issue 8 (items 11–14)" → "## Tests".
  [re(String.raw`${WS}(?:of|for|in)${WS}${REF}(?:${WS}\((?:items?${WS}|§)${NUMS}\))?(?=[\s).,;:]|$)`), ''],
];

/** Any citation a rule did not reach. */
export const CITATION = /\b[Ii]ssues? #?\d+|\b[Ss]pec §|ARCHITECTURE\.md|\bresearch §|`issues show \d+`/;

const MARK = '\uE000';
const END = '\uE001';

/**
 * One rule over the text. A citation that ran over a line break takes the break with it; the
 * joined line gets a mark (with the comment leader of the line that went) for `rewrap`.
 */
function apply(text, pattern, replacement) {
  return text.replace(pattern, (...args) => {
    const out = typeof replacement === 'function' ? replacement(...args) : replacement;
    const broken = /\n([ \t]*(?:\*(?!\/)|\/\/|#)?[ \t]*)[^\n]*$/.exec(args[0]);
    return broken && !out.includes('\n') ? `${out}${MARK}${broken[1]}${END}` : out;
  });
}

/** Lines joined by a removal are wrapped again at `width`, with the leader the lost line had. */
function rewrap(text, width = 100) {
  return text.replace(/^(.*?)\uE000([^\uE001\n]*)\uE001(.*)$/gm, (m, head, leader, tail) => {
    let line = (head + tail).replace(/\uE000[^\uE001\n]*\uE001/g, '');
    const lines = [];
    for (let cut = line.lastIndexOf(' ', width); line.length > width && cut > leader.length; cut = line.lastIndexOf(' ', width)) {
      lines.push(line.slice(0, cut));
      line = leader + line.slice(cut + 1);
    }
    return [...lines, line].join('\n');
  });
}

/** Rewrites one text; `count` is how many citations it rewrote or removed. */
export function rewrite(text) {
  const before = countCitations(text);
  let out = text;
  for (const [pattern, replacement] of RULES) out = apply(out, pattern, replacement);
  out = rewrap(out);
  return { text: out, count: before - countCitations(out), left: leftovers(out) };
}

/** How many citations a text holds ("issue 13 items 1 and 5" is one). */
export function countCitations(text) {
  const global = new RegExp(CITATION.source, 'g');
  return (text.match(global) ?? []).length;
}

/** Line numbers (1-based) and text of the lines that still cite something. */
export function leftovers(text) {
  return text.split('\n').flatMap((line, i) => (CITATION.test(line) ? [{ line: i + 1, text: line.trim() }] : []));
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TEXT_FILE = /\.(?:ts|tsx|mjs|cjs|js|css|conf|ya?ml|json|md|html|sh)$|(?:^|\/)Dockerfile$|\.Dockerfile$/;
/** This tool and its test hold citations on purpose; package-lock.json is generated. */
const SKIP = /(?:^|\/)package-lock\.json$|^scripts\/docs\/self-contained-comments(?:\.test)?\.mjs$/;

/** Tracked files matched by git pathspecs, in glob mode. */
export function trackedFiles(specs, root = ROOT) {
  const pathspecs = specs.map((spec) => (spec.startsWith(':') ? spec : `:(glob)${spec.replace(/\/$/, '')}`));
  // A folder stands for everything under it, a glob that names folders (`mfe-*`) too.
  const expanded = pathspecs.flatMap((spec) => [spec, `${spec}/**`]);
  const out = execFileSync('git', ['ls-files', '-z', '--', ...expanded], { cwd: root, encoding: 'utf8' });
  return out.split('\0').filter((file) => file && TEXT_FILE.test(file) && !SKIP.test(file));
}

function main(argv) {
  const check = argv.includes('--check');
  const specs = argv.filter((arg) => arg !== '--check');
  if (specs.length === 0) {
    console.error('usage: node scripts/docs/self-contained-comments.mjs [--check] <path or glob>...');
    return 2;
  }
  let rewritten = 0;
  let changedFiles = 0;
  let left = 0;
  for (const file of trackedFiles(specs)) {
    const full = path.join(ROOT, file);
    if (!fs.existsSync(full)) continue;
    const original = fs.readFileSync(full, 'utf8');
    const result = check ? { text: original, count: 0, left: leftovers(original) } : rewrite(original);
    if (result.text !== original) {
      fs.writeFileSync(full, result.text);
      changedFiles += 1;
      rewritten += result.count;
    }
    for (const { line, text } of result.left) console.log(`${file}:${line}: ${text}`);
    left += result.left.length;
  }
  if (!check) console.log(`rewrote ${rewritten} citation(s) in ${changedFiles} file(s)`);
  console.log(`${left} line(s) still cite something${left ? ' (edit by hand)' : ''}`);
  return check && left > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
