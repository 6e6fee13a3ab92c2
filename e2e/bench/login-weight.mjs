// Benchmark (not a test): the JavaScript the login page loads, gzipped, against its budget
// (190 KB). Needs built apps (`npm run build`). Starts the real gateway on a spare port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = 190;
const PORT = Number(process.env.BENCH_PORT ?? 8097);
const base = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sencare-bench-'));
const server = spawn('npm', ['run', 'start:gateway', '-w', 'api'], {
  cwd: new URL('../..', import.meta.url),
  env: { ...process.env, PORT: String(PORT), DATABASE_FILE: path.join(dataDir, 'bench.db'), UPLOAD_DIR: path.join(dataDir, 'uploads') },
  stdio: 'ignore',
  // Its own process group, so stopping it also stops the tsx/node processes npm starts.
  detached: true,
});

async function waitForHealth() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('gateway did not start');
}

try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const started = Date.now();
  await page.goto(`${base}/#/login`, { waitUntil: 'networkidle' });
  await page.getByTestId('login-page').waitFor();
  const interactiveMs = Date.now() - started;
  let total = 0;
  let wire = 0;
  const rows = [];
  for (const response of scripts) {
    const gz = gzipSync(await response.body(), { level: 9 }).length;
    total += gz;
    // What actually crossed the network: the gateway's precompressed br/gzip copy, or the raw file.
    wire += (await response.request().sizes()).responseBodySize;
    rows.push([new URL(response.url()).pathname, (gz / 1024).toFixed(1)]);
  }
  await browser.close();
  rows.sort((a, b) => Number(b[1]) - Number(a[1]));
  for (const [name, kb] of rows) console.log(`${kb.padStart(6)} KB  ${name}`);
  const totalKb = total / 1024;
  console.log(`login page JavaScript: ${totalKb.toFixed(1)} KB gzipped in ${rows.length} files (budget ${BUDGET_KB} KB), ${(wire / 1024).toFixed(1)} KB on the wire; login form ready in ${interactiveMs} ms locally`);
  if (totalKb > BUDGET_KB) process.exitCode = 1;
} finally {
  process.kill(-server.pid, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
