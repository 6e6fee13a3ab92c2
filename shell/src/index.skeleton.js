/* global document, location, localStorage, MutationObserver, Event, requestIdleCallback, __SENCARE_TOKEN_KEY__, __SENCARE_PUBLIC_ROUTES__ -- runs in the page, before the body is parsed; the last two are filled in at build */
// The first paint of index.html (docs/architecture.md decision 6). A file, not an inline
// script: the page's CSP is script-src 'self' (api/src/http/security-headers.ts). index.html loads
// it in <head> without defer, so it decides before the body is drawn; it is tiny and cached for good.
(function () {
  'use strict';
  var root = document.documentElement;
  var token = null;
  try {
    // The shell's session token key, filled in at build from src/firstPaint.json (build/fillSkeleton.cjs).
    token = localStorage.getItem(__SENCARE_TOKEN_KEY__);
  } catch {
    // Storage refused (private mode): no session can be read, so the login page comes.
  }
  // routeTable.ts PUBLIC_ROUTES, from the same src/firstPaint.json: these show their own page with or without a session.
  var PUBLIC = __SENCARE_PUBLIC_ROUTES__;
  var path = location.hash.replace(/^#/, '').split('?')[0] || '/';
  // A stored session opens behind the PIN lock (shell/src/session/appLock.ts): its first screen is
  // the unlock page, never the login page, and home follows the PIN.
  var signedIn = Boolean(token) && PUBLIC.indexOf(path) < 0;
  root.setAttribute('data-skeleton', signedIn ? 'unlock' : 'login');

  /** A <link rel="prefetch"> for each file a meta of index.html lists (the chunks of a lazy import, named at build). */
  function prefetchListed(metaName) {
    var meta = document.querySelector('meta[name="' + metaName + '"]');
    var files = meta ? (meta.getAttribute('content') || '').split(' ').filter(Boolean) : [];
    files.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = file;
      document.head.appendChild(link);
    });
  }
  var prefetched = false;
  /** The home page's chunks, at lowest priority, before home is asked for. */
  function prefetchHome() {
    if (prefetched) return;
    prefetched = true;
    prefetchListed('sc-home-files');
  }
  var idle = typeof requestIdleCallback === 'function' ? function (task) { requestIdleCallback(task, { timeout: 3000 }); } : function (task) { setTimeout(task, 1500); };

  function ready() {
    var skeleton = document.getElementById('sc-skeleton');
    var app = document.getElementById('sc-root');
    if (!skeleton || !app) return;
    // The skeleton stays until a real screen is drawn (every screen has its h1, e2e a11y-sweep), so
    // the frame React draws while it asks whether the PIN is set never flashes in between.
    var done = false;
    function drop() {
      if (done) return;
      done = true;
      observer.disconnect();
      if (skeleton.parentNode) skeleton.parentNode.removeChild(skeleton);
      // What the app keeps until the first screen is up (shell/src/root/afterFirstScreen.ts): a
      // request started before that paint shares a slow line with the screen's own files.
      root.setAttribute('data-first-screen', 'drawn');
      document.dispatchEvent(new Event('sc-first-screen'));
      // A signed-in phone goes home after the PIN: home's code, and the PIN rule the unlock form
      // runs on submit, come while the PIN is typed.
      if (signedIn) {
        idle(function () {
          prefetchHome();
          prefetchListed('sc-unlock-submit-files');
        });
      }
    }
    var drawn = function () {
      return Boolean(app.querySelector('h1, [role="alert"]'));
    };
    var observer = new MutationObserver(function () {
      if (drawn()) drop();
    });
    observer.observe(app, { childList: true, subtree: true });
    if (drawn()) drop();
    setTimeout(drop, 10000);
  }

  // A login being sent: home's code comes in parallel with the sign-in call, not after it.
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (form && form.closest && form.closest('[data-testid="login-page"]')) prefetchHome();
  }, true);

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})();
