import { RETIRED_PRIVACY_KEY, STORAGE_KEYS, detectPlatform, sessionStore } from './sessionStore';

const user = { userCode: 'SC1', account: 'demo', fullName: 'Nguyễn Văn An', email: 'demo@sencare.vn', role: 'customer' as const };

beforeEach(() => localStorage.clear());

test('the docs/requirements.md §3 keys are the storage names', () => {
  sessionStore.saveSession('tok', 'SC1', user);
  sessionStore.setLanguage('vi_VN');
  sessionStore.ensureDevice('Mozilla/5.0 (Linux; Android 14)');
  expect(localStorage.getItem('token')).toBe('tok');
  expect(localStorage.getItem('userCode')).toBe('SC1');
  expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(user);
  expect(localStorage.getItem('CURRENT_LANG')).toBe('vi_VN');
  expect(localStorage.getItem('platform')).toBe('2');
  expect(localStorage.getItem('WIDGET_VERSION')).toBe('2.0.07');
  expect(localStorage.getItem('deviceToken')).toMatch(/^[0-9a-f]{32}$/);
  expect(Object.values(STORAGE_KEYS)).toEqual(expect.arrayContaining(['token', 'userCode', 'userInfo', 'deviceToken', 'platform', 'WIDGET_VERSION', 'CURRENT_LANG']));
});

test('clearing the session keeps the language, device and remembered account', () => {
  sessionStore.saveSession('tok', 'SC1', user);
  sessionStore.setLanguage('vi_VN');
  sessionStore.setRememberedAccount('demo');
  sessionStore.ensureDevice('iPhone');
  const device = localStorage.getItem('deviceToken');
  sessionStore.clearSession();
  expect(sessionStore.getToken()).toBeNull();
  expect(sessionStore.getUser()).toBeNull();
  expect(sessionStore.getLanguage()).toBe('vi_VN');
  expect(sessionStore.getRememberedAccount()).toBe('demo');
  sessionStore.ensureDevice('iPhone');
  expect(localStorage.getItem('deviceToken')).toBe(device);
});

test('unknown or missing language falls back to en_US; corrupt user info reads as none', () => {
  localStorage.setItem('CURRENT_LANG', 'fr_FR');
  localStorage.setItem('userInfo', '{broken');
  expect(sessionStore.getLanguage()).toBe('en_US');
  expect(sessionStore.getUser()).toBeNull();
});

test.each([
  [['vi-VN', 'en-US'], 'vi_VN'],
  [['vi'], 'vi_VN'],
  [['en-US', 'vi-VN'], 'en_US'],
  [['fr-FR'], 'en_US'],
] as const)('with no stored choice the language follows the phone: %j → %s', (languages, expected) => {
  const spy = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages as unknown as string[]);
  localStorage.removeItem('CURRENT_LANG');
  expect(sessionStore.getLanguage()).toBe(expected);
  // A choice made in the app wins over the phone.
  sessionStore.setLanguage(expected === 'vi_VN' ? 'en_US' : 'vi_VN');
  expect(sessionStore.getLanguage()).toBe(expected === 'vi_VN' ? 'en_US' : 'vi_VN');
  spy.mockRestore();
});

test.each([
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', '1'],
  ['Mozilla/5.0 (Linux; Android 14; SM-A245F)', '2'],
  ['Mozilla/5.0 (X11; Linux x86_64)', '3'],
])('platform of %s is %s', (ua, platform) => {
  expect(detectPlatform(ua)).toBe(platform);
});

test('the account names the old login page kept with their privacy versions are forgotten at start', () => {
  localStorage.setItem(RETIRED_PRIVACY_KEY, JSON.stringify({ 'lan.tran': '2026-11-01' }));
  sessionStore.ensureDevice('Mozilla/5.0 (X11; Linux x86_64)');
  expect(localStorage.getItem(RETIRED_PRIVACY_KEY)).toBeNull();
});

test('the login draft lives in sessionStorage only and never holds a password', () => {
  sessionStore.setLoginDraft({ account: 'demo', remember: false });
  expect(sessionStore.getLoginDraft()).toEqual({ account: 'demo', remember: false });
  expect(JSON.stringify(localStorage)).not.toContain('shell:login-draft');
  sessionStore.setLoginDraft(null);
  expect(sessionStore.getLoginDraft()).toBeNull();
});
