// `npm run e2e:shards -w e2e`: the Playwright suite as SHARDS processes side by side (default 2),
// each with its own gateway port, data folder and report (e2e/playwright.config.ts keys all three
// on E2E_PORT). Ports are 100 apart because specs start their own gateways at E2E_PORT + 1000..1002.
//
// Spec files are dealt to the shards by their measured seconds (e2e/shard-weights.json, longest
// first to the lightest shard), not by Playwright's --shard, which cuts the alphabetical list by test
// count and put the whole accessibility sweep in one half. A spec not in the file weighs the median.
// Within a shard Playwright runs its files in name order, so the first-run specs (00-, 01-) still
// meet fresh accounts. Each shard's output is also written as it comes to e2e/output/shard-N.log. The exit code is the first failing shard's; every shard runs to its end, and
// each prints its output as one block when it ends.
//
// Each shard also writes Playwright's JSON report (e2e/output/shard-N.json); from them the run writes
// every spec's measured seconds to e2e/output/shard-weights.measured.json, and says how far the
// weights file is from them, so keeping e2e/shard-weights.json true is a copy, not a guess.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shards = Number(process.env.E2E_SHARDS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 8090);
const extraArgs = process.argv.slice(2);

/** Spec files dealt to `count` shards, heaviest first to the lightest. */
export function dealSpecs(files, weights, count) {
  const known = files.map((file) => weights[file]).filter((w) => typeof w === 'number').sort((a, b) => a - b);
  const fallback = known.length > 0 ? known[Math.floor(known.length / 2)] : 1;
  const weightOf = (file) => weights[file] ?? fallback;
  const bins = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lightest = bins.reduce((best, bin) => (bin.seconds < best.seconds ? bin : best));
    lightest.files.push(file);
    lightest.seconds += weightOf(file);
  }
  return bins.map((bin) => ({ files: bin.files.sort(), seconds: bin.seconds }));
}

/** Seconds per spec file in a Playwright JSON report (the sum of its tests' attempts, rounded up). */
export function weightsFromReport(report) {
  const weights = {};
  const durationOf = (suite) =>
    (suite.specs ?? []).reduce((sum, spec) => sum + spec.tests.reduce((t, test) => t + test.results.reduce((r, result) => r + result.duration, 0), 0), 0) +
    (suite.suites ?? []).reduce((sum, child) => sum + durationOf(child), 0);
  for (const suite of report.suites ?? []) {
    const file = path.basename(suite.file);
    weights[file] = (weights[file] ?? 0) + durationOf(suite);
  }
  for (const file of Object.keys(weights)) weights[file] = Math.max(1, Math.ceil(weights[file] / 1000));
  return weights;
}

function writeMeasuredWeights(count, weights) {
  const measured = {};
  for (let index = 0; index < count; index++) {
    const file = path.join(e2eDir, 'output', `shard-${index + 1}.json`);
    if (!fs.existsSync(file)) return;
    Object.assign(measured, weightsFromReport(JSON.parse(fs.readFileSync(file, 'utf8'))));
  }
  const sorted = Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(path.join(e2eDir, 'output', 'shard-weights.measured.json'), `${JSON.stringify(sorted, null, 2)}\n`);
  const total = (w) => Object.keys(sorted).reduce((sum, file) => sum + (w[file] ?? 0), 0);
  const unweighed = Object.keys(sorted).filter((file) => weights[file] === undefined);
  console.log(`[e2e] measured ${total(sorted)} s of tests; e2e/shard-weights.json says ${total(weights)} s${unweighed.length ? ` and has no weight for ${unweighed.join(', ')}` : ''} (measured weights: e2e/output/shard-weights.measured.json)`);
}

function runShard(index, files) {
  const port = basePort + index * 100;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--reporter=list,json', ...extraArgs, ...files.map((file) => `tests/${file}`)], {
      cwd: e2eDir,
      env: { ...process.env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(e2eDir, 'output', `shard-${index + 1}.json`) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    // Also written as it comes, so a long run can be watched (tail -f) and a killed run still says where it was.
    fs.mkdirSync(path.join(e2eDir, 'output'), { recursive: true });
    const live = fs.createWriteStream(path.join(e2eDir, 'output', `shard-${index + 1}.log`));
    const keep = (chunk) => { output.push(chunk); live.write(chunk); };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      live.end();
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n===== e2e shard ${index + 1}/${shards} (port ${port}, ${files.length} specs): exit ${code} in ${seconds} s =====\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ index, code: code ?? 1, seconds });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = fs.readdirSync(path.join(e2eDir, 'tests')).filter((file) => file.endsWith('.spec.ts'));
  const weights = JSON.parse(fs.readFileSync(path.join(e2eDir, 'shard-weights.json'), 'utf8'));
  const dealt = dealSpecs(files, weights, shards);
  dealt.forEach(({ files: mine, seconds }, index) => console.log(`[e2e] shard ${index + 1}/${shards}: ${mine.length} specs, ~${seconds} s by the weights`));
  const results = await Promise.all(dealt.map(({ files: mine }, index) => runShard(index, mine)));
  for (const { index, code, seconds } of results) console.log(`[e2e] shard ${index + 1}/${shards}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  writeMeasuredWeights(shards, weights);
  process.exit(results.find((result) => result.code !== 0)?.code ?? 0);
}
