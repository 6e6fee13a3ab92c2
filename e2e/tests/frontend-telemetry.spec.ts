import { expect, test } from '@playwright/test';
import { loginAs } from '../support/session';

/**
 * An operator learns that a remote does not load for people (docs/operations.md "Front-end
 * telemetry"): the page reports it under the remote's name and release, and the API counts it.
 * Nothing of the person travels: no account, no address of the page.
 */
test('a remote that fails to load is reported under its name and release, without anything of the person', async ({ page }) => {
  // The policies remote cannot be fetched (a broken release, a CDN fault), from the first page on,
  // so no copy fetched ahead of the visit (a press on a link into it) lets it mount.
  await page.route('**/mfe/policies/**', (route) => route.abort());
  const reported = page.waitForRequest((request) => request.url().endsWith('/api/telemetry/frontend') && (request.postData() ?? '').includes('"policies"'));
  await loginAs(page, 'lan.tran', 'Lan2026pw');
  await page.goto('/#/policies');
  const request = await reported;
  const events = request.postDataJSON() as Array<{ kind: string; remote: string; release: string }>;
  expect(events).toContainEqual({ kind: 'load-failed', remote: 'policies', release: 'dist' });
  expect(request.postData()).not.toMatch(/lan\.tran|Lan2026|#\/policies/);
  expect(request.headers().token).toBeUndefined();
  expect((await request.response())?.status()).toBe(200);
});
