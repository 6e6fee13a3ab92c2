import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH). The e2e suite never downloads a browser.`);
}

const PORT = Number(process.env.E2E_PORT ?? 8090);
const root = path.resolve(__dirname, '..');
// Per port, so two suites on one machine (E2E_PORT) never share or delete each other's database.
const dataDir = path.join(__dirname, 'output', `data-${PORT}`);

export default defineConfig({
  testDir: './tests',
  outputDir: `./output/test-results-${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { outputFolder: `./output/report-${PORT}`, open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    locale: 'en-US',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // The service worker would answer requests that specs route or abort (page.route never sees
    // them); only the offline spec (tests/offline.spec.ts) lets it run.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    // A trace is recorded for every test to keep the failing ones, and recording costs about a
    // quarter of the suite's CPU here (shell + cashless specs: 21.0 vs 16.7 CPU-s; docs/testing.md).
    // Off in CI; E2E_TRACE=1 turns it back on to look into a failure (screenshots stay on).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // The real gateway (API + built apps) on a fresh SQLite file with demo data, as production runs
    // it: the API compiled by esbuild (about a second, so an API change is always in), not under tsx.
    command: `rm -rf "${dataDir}" && npm run start:gateway:built -w api`,
    cwd: root,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATABASE_FILE: path.join(dataDir, 'e2e.db'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      ENABLE_DEV_ROUTES: '1',
      // Every journey logs in through the UI, many as the same account within a minute; the
      // limits themselves are proven by the API's rate-limit tests.
      RATE_LIMIT_PER_ACCOUNT: '200',
      RATE_LIMIT_PER_IP: '600',
      // Many specs sign lan.tran in at once in contexts of their own, each with a live stream; the
      // per-user cap itself is proven by the API's tests (api/src/modules/live/live.test.ts).
      LIVE_MAX_CONNECTIONS_PER_USER: '100',
      // The accessibility sweep and the GOP journeys look patients up and request guarantees as the
      // same two desks within the hour; the quotas themselves are proven by the API's tests
      // (api/src/modules/provider/lookups.test.ts, gop-proof.test.ts).
      PATIENT_LOOKUPS_PER_STAFF: '1000',
      PATIENT_LOOKUPS_PER_PROVIDER: '10000',
      NODE_ENV: 'test',
    },
  },
});
