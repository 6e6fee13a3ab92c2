import { AppLock, LOCK_AFTER_HIDDEN_MS, LOCK_AFTER_IDLE_MS } from './appLock';

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

describe('untouched in the foreground', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('an app left open and untouched locks after the limit; a tap, a key or a scroll starts the wait again', () => {
    const lock = new AppLock(false, 5 * 60_000, undefined, 5 * 60_000);
    const { doc } = page();
    const stop = lock.watch(doc);
    jest.advanceTimersByTime(4 * 60_000);
    doc.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(4 * 60_000);
    doc.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(4 * 60_000);
    doc.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(4 * 60_000 + 59_000);
    expect(lock.isLocked()).toBe(false);
    jest.advanceTimersByTime(1_000);
    expect(lock.isLocked()).toBe(true);

    // Unlocked again, the wait starts from the unlock.
    jest.advanceTimersByTime(60 * 60_000);
    lock.unlock();
    jest.advanceTimersByTime(4 * 60_000);
    expect(lock.isLocked()).toBe(false);
    jest.advanceTimersByTime(60_000);
    expect(lock.isLocked()).toBe(true);
    stop();
    lock.unlock();
    jest.advanceTimersByTime(60 * 60_000);
    expect(lock.isLocked()).toBe(false);
  });

  test('the idle limit is the background limit unless set apart (SENCARE_IDLE_LOCK_MINUTES)', () => {
    expect(LOCK_AFTER_IDLE_MS).toBe(LOCK_AFTER_HIDDEN_MS);
    const lock = new AppLock(false, 5 * 60_000, undefined, 60_000);
    lock.watch(page().doc);
    jest.advanceTimersByTime(60_000);
    expect(lock.isLocked()).toBe(true);
  });
});
