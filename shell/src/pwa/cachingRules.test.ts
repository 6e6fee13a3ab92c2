import { CACHE_NAMES, cacheNameFor, cachingRuleFor } from './cachingRules';

const rule = (path: string, sameOrigin = true) => cachingRuleFor(new URL(path, 'https://app.sencare.vn'), sameOrigin);

describe('what the service worker caches', () => {
  test('the API is never cached by the worker, nor is another origin (map tiles)', () => {
    expect(rule('/api/ecards?status=effective')).toBe('none');
    expect(rule('/api/policies')).toBe('none');
    expect(rule('https://tile.openstreetmap.org/1/1/1.png', false)).toBe('none');
  });

  test('the remotes map and remote manifests and entries go to the network first, so releases and rollbacks take effect', () => {
    expect(rule('/remotes.json')).toBe('network-first');
    expect(rule('/mfe/claims/mf-manifest.json')).toBe('network-first');
    expect(rule('/mfe/claims/2026.11.25-1/remoteEntry.js')).toBe('network-first');
  });

  test("a remote's content-hashed chunks are immutable: cache first", () => {
    expect(rule('/mfe/policies/2026.11.25-1/src_features_ecards_EcardsPage_tsx.3f9a1c2b.js')).toBe('cache-first');
    expect(rule('/mfe/policies/assets/card.0a1b2c3d.png')).toBe('cache-first');
  });

  test("the shell's own files: hashed ones cache first, the page and main.js network first, in the shell's cache; never the worker itself", () => {
    expect(rule('/src_ui_pages_HomePage_tsx.3f9a1c2b.js')).toBe('cache-first');
    expect(rule('/main.js')).toBe('network-first');
    expect(rule('/sw.js')).toBe('none');
    expect(cacheNameFor(new URL('https://app.sencare.vn/main.js'), 'network-first')).toBe(CACHE_NAMES.shell);
    expect(cacheNameFor(new URL('https://app.sencare.vn/mfe/claims/1.0a1b2c3d.js'), 'cache-first')).toBe(CACHE_NAMES.remoteCode);
    expect(cacheNameFor(new URL('https://app.sencare.vn/remotes.json'), 'network-first')).toBe(CACHE_NAMES.remoteMaps);
  });
});
