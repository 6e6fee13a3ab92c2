// node --test: comments and docs cite only what this repository holds (docs/requirements.md for
// the product's rules, docs/architecture.md and docs/deploying.md for decisions, or source files).
// A tracker's numbered items, the product spec, the old architecture notes and research notes
// live outside it, so a maintainer who inherits the code could not follow such a citation.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Source and documentation files a maintainer reads, as git tracks them. */
function trackedSources() {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  const source = /\.(?:ts|tsx|mjs|cjs|js|css|conf|yml|json)$/;
  const doc = /^docs\/[^/]+\.md$|(?:^|\/)README[^/]*\.md$/;
  return files.filter((file) => (source.test(file) || doc.test(file)) && !/(?:^|\/)package-lock\.json$/.test(file) && fs.existsSync(path.join(ROOT, file)));
}

/** A tracker item by number, a section of the outside spec or research notes. */
const OUTSIDE = /\bissues? #?\d+|\bspec §|\bresearch §/i;
/** The outside architecture notes, by their upper-case name (the repository's own is docs/architecture.md). */
const OUTSIDE_NOTES = /\bARCHITECTURE\.md/;

test('no tracked source or documentation file cites a document outside the repository', () => {
  const found = [];
  for (const file of trackedSources()) {
    fs.readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (OUTSIDE.test(line) || OUTSIDE_NOTES.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  assert.deepEqual(found, [], `${found.length} line(s) cite something outside the repository; cite docs/ or the code instead`);
});
