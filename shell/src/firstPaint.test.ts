import fs from 'node:fs';
import path from 'node:path';
import firstPaint from './firstPaint.json';
import { PUBLIC_ROUTES } from './routing/routeTable';
import { STORAGE_KEYS } from './storage/sessionStore';

// The build's copy step (webpack.config.mjs) runs this on index.skeleton.js.
const { fillSkeleton } = require('../build/fillSkeleton.cjs') as { fillSkeleton: (source: string, values?: typeof firstPaint) => string };
const SOURCE = fs.readFileSync(path.join(__dirname, 'index.skeleton.js'), 'utf8');

/** Runs the built skeleton script as the page would, before the body: which first paint it picks. */
function firstPaintFor(hash: string, token: string | null, values = firstPaint): string | null {
  localStorage.clear();
  if (token) localStorage.setItem(values.tokenStorageKey, token);
  window.history.replaceState(null, '', `/${hash}`);
  document.documentElement.removeAttribute('data-skeleton');
  new Function(fillSkeleton(SOURCE, values))();
  return document.documentElement.getAttribute('data-skeleton');
}

test('the token key and the public routes have one source, which the app and the first paint both read', () => {
  expect(STORAGE_KEYS.token).toBe(firstPaint.tokenStorageKey);
  expect([...PUBLIC_ROUTES]).toEqual(firstPaint.publicRoutes);
  // No hand copy left in the skeleton's source: a changed key or route reaches it at the next build.
  expect(SOURCE).not.toContain(`'${firstPaint.tokenStorageKey}'`);
  for (const route of firstPaint.publicRoutes) expect(SOURCE).not.toContain(`'${route}'`);
});

test('a stored session opens on the unlock skeleton except on a public page; no session, the login one', () => {
  expect(firstPaintFor('#/claims', 'tok')).toBe('unlock');
  for (const route of firstPaint.publicRoutes) expect(firstPaintFor(`#${route}?x=1`, 'tok')).toBe('login');
  expect(firstPaintFor('#/claims', null)).toBe('login');
});

test('a renamed key or a new public route reaches the first paint through the build alone', () => {
  const renamed = { tokenStorageKey: 'sencare:token', publicRoutes: [...firstPaint.publicRoutes, '/help'] };
  expect(firstPaintFor('#/claims', 'tok', renamed)).toBe('unlock');
  expect(firstPaintFor('#/help', 'tok', renamed)).toBe('login');
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  new Function(fillSkeleton(SOURCE, renamed))();
  expect(document.documentElement.getAttribute('data-skeleton')).toBe('login');
});

test('a placeholder without a value fails the build instead of shipping', () => {
  expect(() => fillSkeleton(`${SOURCE}\n__SENCARE_SOMETHING_NEW__;`)).toThrow('placeholder');
});

test("the first screen's heading drops the skeleton and tells the app, which then fetches what that screen did not need", async () => {
  document.body.innerHTML = '<div id="sc-root"></div><div id="sc-skeleton"></div>';
  const heard = jest.fn();
  document.addEventListener('sc-first-screen', heard);
  firstPaintFor('#/login', null);
  await Promise.resolve();
  expect(document.getElementById('sc-skeleton')).not.toBeNull();
  expect(heard).not.toHaveBeenCalled();
  document.getElementById('sc-root')?.appendChild(document.createElement('h1'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.getElementById('sc-skeleton')).toBeNull();
  expect(document.documentElement.getAttribute('data-first-screen')).toBe('drawn');
  expect(heard).toHaveBeenCalledTimes(1);
  document.removeEventListener('sc-first-screen', heard);
  document.body.innerHTML = '';
});
