import { decideGate, safeRedirect } from './launchGate';

const gate = (path: string, hasToken: boolean, pin: 'unknown' | 'missing' | 'set' = 'unknown', hash = `#${path}`) =>
  decideGate({ path, fullHash: hash, hasToken, pin });

describe('launch and PIN gate (docs/requirements.md §4)', () => {
  test('no token → login, keeping the deep link', () => {
    expect(gate('/claims', false, 'unknown', '#/claims?tab=in_progress')).toEqual({ action: 'redirect', to: '/login', query: { redirect: '/claims?tab=in_progress' } });
  });
  test('no token on home or "/" → plain login', () => {
    expect(gate('/home', false)).toEqual({ action: 'redirect', to: '/login', query: { redirect: '/home' } });
    expect(gate('/', false, 'unknown', '')).toEqual({ action: 'redirect', to: '/login', query: {} });
  });
  test.each(['/login', '/forgot-password', '/forgot-account', '/privacy', '/pin/reset'])('no token on public page %s → allowed', (path) => {
    expect(gate(path, false)).toEqual({ action: 'allow', checkPin: false });
  });
  test('reset PIN works with a token and skips the PIN check', () => {
    expect(gate('/pin/reset', true, 'missing')).toEqual({ action: 'allow', checkPin: false });
  });
  test('token and known missing PIN → set PIN, keeping where the user was going', () => {
    expect(gate('/policies', true, 'missing')).toEqual({ action: 'redirect', to: '/pin/set', query: { redirect: '/policies' } });
  });
  test('the set-PIN page itself is not redirected while the PIN is missing or unknown', () => {
    expect(gate('/pin/set', true, 'missing')).toEqual({ action: 'allow', checkPin: false });
    expect(gate('/pin/set', true, 'unknown')).toEqual({ action: 'allow', checkPin: false });
  });
  test('someone who has a PIN skips set PIN and goes where they were heading', () => {
    expect(gate('/pin/set', true, 'set', '#/pin/set?redirect=%2Fclaims%2Fdetail%3Fid%3DCL-1')).toEqual({ action: 'redirect', to: '/claims/detail', query: { id: 'CL-1' } });
  });
  test('set PIN opened on its own by someone who has a PIN stays, so the page can offer Change PIN', () => {
    expect(gate('/pin/set', true, 'set')).toEqual({ action: 'allow', checkPin: false });
  });
  test('token, PIN unknown or set → page shows and the check runs on this page show', () => {
    expect(gate('/claims', true, 'unknown')).toEqual({ action: 'allow', checkPin: true });
    expect(gate('/claims', true, 'set')).toEqual({ action: 'allow', checkPin: true });
  });
  test('a logged-in user opening login goes home', () => {
    expect(gate('/login', true, 'set')).toEqual({ action: 'redirect', to: '/home', query: {} });
  });
  test.each([
    [undefined, '/home'],
    ['/claims/detail?id=CL-1', '/claims/detail?id=CL-1'],
    ['https://evil.example', '/home'],
    ['//evil.example', '/home'],
  ])('redirect %p is followed as %p', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});

describe('PIN lock', () => {
  const locked = (path: string, pin: 'unknown' | 'missing' | 'set') => decideGate({ path, fullHash: `#${path}`, hasToken: true, pin, locked: true });
  test.each(['/home', '/claims', '/ecards', '/pages/e-card/e-card'])('a locked app with a PIN shows the unlock screen on %s', (path) => {
    expect(locked(path, 'set')).toEqual({ action: 'lock' });
  });
  test('reset PIN and the public pages stay reachable while locked; the set-PIN page still hands on', () => {
    expect(locked('/pin/reset', 'set')).toEqual({ action: 'allow', checkPin: false });
    expect(locked('/privacy', 'set')).toEqual({ action: 'allow', checkPin: true });
    expect(locked('/pin/set', 'missing')).toEqual({ action: 'allow', checkPin: false });
  });
  test('while the PIN check has not answered the unlock screen already shows; no PIN means set one first', () => {
    expect(locked('/claims', 'unknown')).toEqual({ action: 'lock' });
    expect(locked('/home', 'unknown')).toEqual({ action: 'lock' });
    expect(locked('/claims', 'missing')).toEqual({ action: 'redirect', to: '/pin/set', query: { redirect: '/claims' } });
  });
});
