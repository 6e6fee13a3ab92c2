// `npm run e2e:shards -w e2e`: the Playwright suite as SHARDS processes side by side (default 2),
// each with its own gateway port, data folder and report (e2e/playwright.config.ts keys all three
// on E2E_PORT). Ports are 100 apart because specs start their own gateways at E2E_PORT + 1000..1002.
// The exit code is the first failing shard's; every shard runs to its end either way, and each
// shard's output is printed as one block when it ends, so the two never interleave line by line.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shards = Number(process.env.E2E_SHARDS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 8090);
const extraArgs = process.argv.slice(2);

function runShard(index) {
  const port = basePort + (index - 1) * 100;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', `--shard=${index}/${shards}`, '--reporter=list', ...extraArgs], {
      cwd: e2eDir,
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n===== e2e shard ${index}/${shards} (port ${port}): exit ${code} in ${seconds} s =====\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ index, code: code ?? 1, seconds });
    });
  });
}

const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
for (const { index, code, seconds } of results) console.log(`[e2e] shard ${index}/${shards}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
process.exit(results.find((result) => result.code !== 0)?.code ?? 0);
