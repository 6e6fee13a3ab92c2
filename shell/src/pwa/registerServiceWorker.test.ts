import { keepMessageFor, pageFilesOf } from './registerServiceWorker';

const ORIGIN = 'https://app.sencare.vn';

describe('what the page tells its service worker', () => {
  test('the login page: no role, so the worker keeps no remote; its own files are the page, its scripts and styles', () => {
    const files = pageFilesOf([{ name: `${ORIGIN}/main.js` }, { name: `${ORIGIN}/main.0a1b2c3d.css` }, { name: `${ORIGIN}/api/health` }, { name: `${ORIGIN}/mfe/claims/remoteEntry.js` }, { name: 'https://tile.openstreetmap.org/1/1/1.png' }], ORIGIN);
    expect(files).toEqual([`${ORIGIN}/`, `${ORIGIN}/main.js`, `${ORIGIN}/main.0a1b2c3d.css`]);
    expect(keepMessageFor({ status: 'anonymous', user: null }, false, true, files)).toMatchObject({ type: 'sencare:keep', role: null, fetchAhead: true, pageFiles: files });
  });

  test('signed in and unlocked: the role; behind the PIN lock: nothing, so an offline start keeps what it had', () => {
    expect(keepMessageFor({ status: 'authenticated', user: { role: 'insurer' } }, false, false, [])?.role).toBe('insurer');
    expect(keepMessageFor({ status: 'authenticated', user: {} }, false, true, [])?.role).toBe('customer');
    expect(keepMessageFor({ status: 'authenticated', user: { role: 'insurer' } }, true, true, [])).toBeNull();
  });
});
