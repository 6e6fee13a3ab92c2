import fs from 'node:fs';
import path from 'node:path';
import { RemoteRouteBook } from './remoteRouteBook';
import { SHELL_ALIASES, canonicalPath, isTabRoute, resolveRoute } from './routeTable';

/** The book as a signed-in page fills it: every remote of this repository, from its own src/remote.json. */
function bookOfThisRepository(): RemoteRouteBook {
  const root = path.resolve(__dirname, '..', '..', '..');
  const remotes = fs.readdirSync(root).filter((name) => name.startsWith('mfe-') && fs.existsSync(path.join(root, name, 'src', 'remote.json')));
  const book = new RemoteRouteBook();
  book.expect(remotes.map((name) => name.slice(4)));
  for (const name of remotes) book.learn(name.slice(4), JSON.parse(fs.readFileSync(path.join(root, name, 'src', 'remote.json'), 'utf8')));
  return book;
}

const book = bookOfThisRepository();

/** Every route path listed in docs/requirements.md §2. */
const SPEC_PATHS = [
  '/',
  '/pages/main/main',
  '/pages/mine/mine',
  ...['login', 'setting', 'change-password', 'my-claims', 'FAQ', 'personal-center', 'playground', 'policy-information', 'my-policies', 'claim-submission', 'claim-information', 'insurance-card-new', 'search'].map(
    (p) => `/pages/ui-rebuild/${p}/${p}`,
  ),
  ...[
    'my-policies', 'policy-information', 'my-claims', 'claim-details', 'supplement-docs', 'claim-report', 'personal-center', 'apply', 'claim-submission', 'setting',
    'change-password', 'cashless-service', 'login', 'identification-information', 'cashless-service-open-success', 'e-card', 'signature', 'agreddProtocol', 'webCamera', 'message',
  ].map((p) => `/pages/${p}/${p}`),
  '/pages/MultiUploadsn/MultiUploadsn',
  '/pages/index/map',
  '/pages/index/index',
  '/components/e-card/e-card',
  '/components/jushi-signature/jushi-signature',
  '/pages/set-pin/set-pin',
  '/pages/change-pin/change-pin',
  '/pages/reset-pin/reset-pin',
];

/** The old app's developer sandbox; the spec shows nothing a user does there. */
const PLAYGROUND = '/pages/ui-rebuild/playground/playground';

describe('route table (docs/requirements.md §2)', () => {
  test('playground shows not found instead of pretending to be home', () => {
    expect(canonicalPath(PLAYGROUND, book)).toBe(PLAYGROUND);
    expect(resolveRoute(PLAYGROUND, book)).toEqual({ kind: 'notFound' });
  });

  test.each(SPEC_PATHS.filter((p) => p !== PLAYGROUND))('%s resolves to a screen', (path) => {
    expect(canonicalPath(path, book)).not.toBe(path);
    expect(resolveRoute(path, book).kind).not.toBe('notFound');
  });

  test.each([
    ['/pages/ui-rebuild/my-claims/my-claims', { kind: 'remote', remote: 'claims' }],
    ['/pages/claim-details/claim-details', { kind: 'remote', remote: 'claims' }],
    ['/pages/supplement-docs/supplement-docs', { kind: 'remote', remote: 'claims' }],
    ['/pages/e-card/e-card', { kind: 'remote', remote: 'policies' }],
    ['/pages/index/map', { kind: 'remote', remote: 'cashless' }],
    ['/pages/agreddProtocol/agreddProtocol', { kind: 'remote', remote: 'cashless' }],
    ['/pages/message/message', { kind: 'remote', remote: 'account' }],
    ['/pages/change-pin/change-pin', { kind: 'remote', remote: 'account' }],
    ['/pages/set-pin/set-pin', { kind: 'shell', screen: 'setPin' }],
    ['/pages/reset-pin/reset-pin', { kind: 'shell', screen: 'resetPin' }],
    ['/pages/login/login', { kind: 'shell', screen: 'login' }],
    ['/', { kind: 'shell', screen: 'home' }],
  ])('%s → %j', (path, expected) => {
    expect(resolveRoute(path, book)).toEqual(expected);
  });

  test('canonical routes resolve to their owner; unknown ones are not found', () => {
    expect(resolveRoute('/claims/detail', book)).toEqual({ kind: 'remote', remote: 'claims' });
    expect(resolveRoute('/ecards', book)).toEqual({ kind: 'remote', remote: 'policies' });
    expect(resolveRoute('/providers/map', book)).toEqual({ kind: 'remote', remote: 'cashless' });
    expect(resolveRoute('/claimsx', book)).toEqual({ kind: 'notFound' });
    expect(resolveRoute('/nope', book)).toEqual({ kind: 'notFound' });
  });

  test('aliases point only at canonical routes, and tab pages are home and mine', () => {
    for (const target of Object.values(SHELL_ALIASES)) expect(canonicalPath(target, book)).toBe(target);
    expect(isTabRoute('/home')).toBe(true);
    expect(isTabRoute('/mine')).toBe(true);
    expect(isTabRoute('/claims')).toBe(false);
  });
});
