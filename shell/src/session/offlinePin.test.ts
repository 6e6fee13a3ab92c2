import { webcrypto } from 'node:crypto';
import { wipeOfflineData } from '@sencare/shared/http';
import { MAX_OFFLINE_TRIES, OfflinePin } from './offlinePin';

// jsdom has no SubtleCrypto; Node's is the same Web Crypto API the browser runs. Few iterations keep the test quick.
const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const make = () => new OfflinePin(localStorage, () => subtle, 1_000);

beforeAll(() => {
  if (!globalThis.crypto?.getRandomValues) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});
beforeEach(() => localStorage.clear());

describe('the PIN check with no connection', () => {
  test('nothing to check against until the API has confirmed the PIN once', async () => {
    expect(await make().check('SC1', '258036')).toEqual({ result: 'unavailable' });
  });

  test('the PIN the API confirmed unlocks; the PIN itself is never stored', async () => {
    await make().remember('SC1', '258036');
    expect(JSON.stringify({ ...localStorage })).not.toContain('258036');
    expect(await make().check('SC1', '258036')).toEqual({ result: 'unlocked' });
  });

  test(`${MAX_OFFLINE_TRIES} wrong PINs and only the API unlocks again, even with the right one`, async () => {
    const pin = make();
    await pin.remember('SC1', '258036');
    expect(await pin.check('SC1', '111111')).toEqual({ result: 'wrong', left: 2 });
    expect(await pin.check('SC1', '222222')).toEqual({ result: 'wrong', left: 1 });
    expect(await pin.check('SC1', '333333')).toEqual({ result: 'unavailable' });
    expect(await pin.check('SC1', '258036')).toEqual({ result: 'unavailable' });
  });

  test('a right PIN resets the count of wrong tries', async () => {
    const pin = make();
    await pin.remember('SC1', '258036');
    await pin.check('SC1', '111111');
    await pin.check('SC1', '222222');
    expect(await pin.check('SC1', '258036')).toEqual({ result: 'unlocked' });
    expect(await pin.check('SC1', '111111')).toEqual({ result: 'wrong', left: 2 });
  });

  test("is per user, and logout's wipe removes it", async () => {
    const pin = make();
    await pin.remember('SC1', '258036');
    expect(await pin.check('SC2', '258036')).toEqual({ result: 'unavailable' });
    wipeOfflineData(localStorage);
    expect(await pin.check('SC1', '258036')).toEqual({ result: 'unavailable' });
  });
});
