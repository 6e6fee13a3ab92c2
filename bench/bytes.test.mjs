// The byte count of bench/bytes.mjs against a real Chromium and a local page: a script fetched
// ahead by <link rel=prefetch> and run later is counted once, at its size; a plain script too.
/* global document, performance, location */
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { launchChromium } from './browser.mjs';
import { recordScripts } from './bytes.mjs';

const PREFETCHED = `window.prefetchedRan = true;/*${'p'.repeat(6000)}*/`;
const DIRECT = `window.directRan = true;/*${'d'.repeat(3000)}*/`;
const PAGE = '<!doctype html><link rel="prefetch" href="/later.js"><script src="/now.js"></script><p>page</p>';

function serve() {
  const server = createServer((request, response) => {
    const body = { '/': PAGE, '/now.js': DIRECT, '/later.js': PREFETCHED }[request.url];
    if (body === undefined) return response.writeHead(404).end();
    const type = request.url === '/' ? 'text/html' : 'text/javascript';
    response.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': 'public, max-age=3600' }).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('a prefetched script counts once, when it arrives, and a running script counts too', async () => {
  const server = await serve();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = recordScripts(page);
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => performance.getEntriesByName(`${location.origin}/later.js`).length > 0);
    await page.evaluate(() => new Promise((resolve) => {
      const script = document.createElement('script');
      script.src = '/later.js';
      script.onload = resolve;
      document.body.appendChild(script);
    }));
    assert.equal(await page.evaluate(() => window.prefetchedRan && window.directRan), true);
    await page.waitForTimeout(300);
    const counted = scripts.all().map((s) => [new URL(s.url).pathname, s.wire]).sort();
    assert.deepEqual(counted, [['/later.js', PREFETCHED.length], ['/now.js', DIRECT.length]]);
  } finally {
    await browser.close();
    server.close();
  }
});
