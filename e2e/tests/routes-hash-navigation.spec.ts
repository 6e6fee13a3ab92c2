import { expect, test, type Page } from '@playwright/test';
import { LAN_PIN, loginAs, unlockWithPin } from '../support/session';
import { HOME, REMOTES, everyCrossOwnerPair, ringBothWays, routesOf, type RouteCase } from './routes-catalog';

/**
 * A hash change into a route of the remote already mounted (e.g. My policies →
 * #/pages/e-card/e-card) left a blank page until a reload. Every route, canonical or
 * docs/requirements.md §2 alias, must show its own screen when reached by a hash change from
 * other routes of its remote (both its neighbours in a ring, `ringBothWays`) and from a route of
 * every other remote and home, within one page and one login (no reload in between).
 */
test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await loginAs(page, 'lan.tran', 'Lan2026pw');
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test.afterAll(async () => {
  await page.close();
});

/**
 * Changes the hash as a link or the address bar does, then waits (in the page, no round trips)
 * until the app has settled on the route and the target screen is visible.
 * Returns null, or what the user saw instead.
 */
function visit(to: RouteCase): Promise<string | null> {
  return page.evaluate(async ({ hash, finalPath, screen }) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const shown = () =>
      screen.some((id) => {
        const el = document.querySelector(`[data-testid="${id}"]`);
        return el !== null && el.getBoundingClientRect().height > 0;
      });
    window.location.hash = hash;
    const deadline = performance.now() + 8000;
    while (performance.now() < deadline) {
      await frame();
      // An alias is canonical only after the shell's rewrite has committed, so one frame is
      // enough to see a torn-down outlet (the old bug): its screen is then gone for good.
      if (window.location.hash.replace(/^#/, '').split('?')[0] === finalPath && shown()) return null;
    }
    const outlet = document.getElementById('sc-outlet')?.innerText.trim().slice(0, 80);
    return `at ${window.location.hash}, ${screen.join('|')} not visible; outlet shows: ${outlet || '(nothing)'}`;
  }, to);
}

/** A step took 0.08–0.14 s (measured: 380 claims steps in 30–54 s at load 13–21); the budget leaves room for a busier box. */
const budget = (steps: RouteCase[]) => 30_000 + steps.length * 500;

async function walk(steps: RouteCase[]): Promise<string[]> {
  const failures: string[] = [];
  for (let i = 1; i < steps.length; i += 1) {
    const failure = await visit(steps[i]);
    if (failure) {
      failures.push(`${steps[i - 1].hash} → ${steps[i].hash}: ${failure}`);
      // Printed at once too: a walk that runs out of time still says what it saw.
      console.log(`[routes] ${failures[failures.length - 1]}`);
      // Start the next pair from a known screen, as a user would after a reload.
      await page.reload();
      await unlockWithPin(page, LAN_PIN);
      await visit(steps[i]);
    }
  }
  return failures;
}

for (const remote of REMOTES) {
  test(`mfe-${remote}: each of its routes, aliases included, from both its neighbours by hash change`, async () => {
    const routes = routesOf(remote);
    const steps = ringBothWays(routes.length).map((i) => routes[i]);
    test.setTimeout(budget(steps));
    const entered = new Set(steps.slice(1).map((to, i) => `${steps[i].hash} → ${to.hash}`));
    const sources = Math.min(2, routes.length - 1);
    for (const route of routes) expect([...entered].filter((pair) => pair.endsWith(` → ${route.hash}`)), `${route.hash} entered from ${sources} other routes`).toHaveLength(sources);
    expect(await visit(steps[0])).toBeNull();
    expect(await walk(steps)).toEqual([]);
  });
}

test('every route from a route of every other remote and from home, and back', async () => {
  const steps = everyCrossOwnerPair([[HOME], ...REMOTES.map(routesOf)]);
  test.setTimeout(budget(steps));
  expect(await walk(steps)).toEqual([]);
});
