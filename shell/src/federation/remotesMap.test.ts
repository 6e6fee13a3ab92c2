import { BUCKETS, CANARIES_KEY, deviceBucket, deviceId, withCanaries } from './remotesMap';

// The canary split of the remotes map (docs/deploying.md "Canary releases"): a device keeps its
// side at every start, a share of p % is about p % of devices, and a canary the shell cannot use
// leaves every device on the stable entry.

const STABLE = '/mfe/claims/1.0.0-aaaaaaaaaa/mf-manifest.json';
const CANARY = '/mfe/claims/1.1.0-bbbbbbbbbb/mf-manifest.json';
const mapWith = (canary: unknown) => ({ claims: STABLE, policies: '/mfe/policies/mf-manifest.json', [CANARIES_KEY]: { claims: canary } });
const ids = (count: number) => Array.from({ length: count }, () => deviceId(null));

test('a device id is made once and kept; where storage is refused each page makes a new one', () => {
  const kept = new Map<string, string>();
  const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
  const first = deviceId(storage);
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(deviceId(storage)).toBe(first);
  const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined };
  expect(deviceId(refusing)).not.toBe(deviceId(refusing));
});

test('one device is always on the same side of a canary: the pick is the same at every start', () => {
  for (const device of ids(200)) {
    const sides = new Set(Array.from({ length: 5 }, () => withCanaries({ claims: STABLE }, mapWith({ entry: CANARY, percent: 10 }), device).claims));
    expect(sides.size).toBe(1);
  }
});

test('10 % takes about a tenth of 20,000 devices, and raising the share keeps them in', () => {
  const devices = ids(20_000);
  const on = (percent: number) => new Set(devices.filter((device) => withCanaries({ claims: STABLE }, mapWith({ entry: CANARY, percent }), device).claims === CANARY));
  const ten = on(10);
  // Binomial(20,000, 0.1): σ ≈ 42, so ±300 is far outside chance.
  expect(ten.size).toBeGreaterThan(1_700);
  expect(ten.size).toBeLessThan(2_300);
  const twentyFive = on(25);
  expect([...ten].every((device) => twentyFive.has(device))).toBe(true);
  expect(twentyFive.size / devices.length).toBeCloseTo(0.25, 1);
});

test("each remote splits devices on its own, so one tenth of devices is not every remote's canary", () => {
  const devices = ids(5_000);
  const claims = devices.filter((device) => deviceBucket(device, 'claims') < BUCKETS / 10);
  const inBoth = claims.filter((device) => deviceBucket(device, 'policies') < BUCKETS / 10);
  expect(inBoth.length).toBeLessThan(claims.length / 4);
});

test.each([
  ['an http URL of another site', { entry: 'http://evil.example/mf-manifest.json', percent: 50 }],
  ['a share of 100 or more', { entry: CANARY, percent: 100 }],
  ['a share of 0', { entry: CANARY, percent: 0 }],
  ['a share that is not a number', { entry: CANARY, percent: '10' }],
  ['no entry', { percent: 50 }],
])('a canary with %s is ignored: every device loads the stable entry', (_what, canary) => {
  for (const device of ids(100)) expect(withCanaries({ claims: STABLE }, mapWith(canary), device)).toEqual({ claims: STABLE });
});

test('a canary for a remote the map does not name adds nothing; a map without canaries is unchanged', () => {
  const raw = { claims: STABLE, [CANARIES_KEY]: { benefits: { entry: '/mfe/benefits/1.0.0-cccccccccc/mf-manifest.json', percent: 99 } } };
  for (const device of ids(50)) expect(withCanaries({ claims: STABLE }, raw, device)).toEqual({ claims: STABLE });
  expect(withCanaries({ claims: STABLE }, { claims: STABLE }, 'x')).toEqual({ claims: STABLE });
});
