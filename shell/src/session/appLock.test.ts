import { AppLock } from './appLock';

/** A document whose visibility the test sets, with the real event dispatch. */
function page() {
  let state: DocumentVisibilityState = 'visible';
  const doc = new EventTarget() as Document & EventTarget;
  Object.defineProperty(doc, 'visibilityState', { get: () => state });
  const show = (next: DocumentVisibilityState) => {
    state = next;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc, show };
}

test('locks when the app comes back after the limit, not before; a correct PIN unlocks', () => {
  let now = 0;
  const lock = new AppLock(false, 5 * 60_000, () => now);
  const { doc, show } = page();
  const stop = lock.watch(doc);
  show('hidden');
  now = 4 * 60_000 + 59_000;
  show('visible');
  expect(lock.isLocked()).toBe(false);
  show('hidden');
  now += 5 * 60_000;
  show('visible');
  expect(lock.isLocked()).toBe(true);
  lock.unlock();
  expect(lock.isLocked()).toBe(false);
  stop();
  show('hidden');
  now += 60 * 60_000;
  show('visible');
  expect(lock.isLocked()).toBe(false);
});

test('a stored session starts locked; the default limit is five minutes', () => {
  expect(new AppLock(true).isLocked()).toBe(true);
  let now = 0;
  const lock = new AppLock(false, undefined, () => now);
  const { doc, show } = page();
  lock.watch(doc);
  show('hidden');
  now = 5 * 60_000;
  show('visible');
  expect(lock.isLocked()).toBe(true);
});
