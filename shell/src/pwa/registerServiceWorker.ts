/**
 * Registers /sw.js (serviceWorker.ts) in production builds, after the page has loaded so the
 * worker's install (the shell's precache) never competes with the first screen. A new worker
 * waits until every tab of the old one is closed (Workbox's default): an open page keeps the
 * shell files it started with instead of meeting a newer release's chunks halfway.
 */
export function registerServiceWorker(): void {
  if (process.env.SENCARE_SERVICE_WORKER !== 'on' || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
