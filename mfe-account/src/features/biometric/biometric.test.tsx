import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';

/** jsdom has no WebAuthn; the phones that have it are e2e/tests/biometric-unlock.spec.ts (Chromium's virtual authenticator). */
describe('#/biometric', () => {
  test('a browser without a fingerprint or face check says so, in Vietnamese, and offers nothing to turn on', async () => {
    const page = renderRoute(remote, '/biometric', { http: fakeHttp({ 'GET /biometric': { enrolled: false } }), language: 'vi_VN' });
    expect((await screen.findByTestId('biometric-unsupported')).textContent).toContain('Mã PIN vẫn bảo vệ ứng dụng');
    expect(screen.queryByTestId('biometric-turn-on')).toBeNull();
    page.cleanup();
  });

  test('when it is on, turning it off forgets it', async () => {
    let enrolled = true;
    const http = fakeHttp({ 'GET /biometric': () => ({ enrolled }), 'DELETE /biometric': () => { enrolled = false; return null; } });
    const page = renderRoute(remote, '/biometric', { http });
    expect((await screen.findByTestId('biometric-on')).textContent).toBe('Fingerprint or face unlock is on for your account.');
    fireEvent.click(screen.getByTestId('biometric-turn-off'));
    await waitFor(() => expect(screen.queryByTestId('biometric-on')).toBeNull());
    expect(http.to('DELETE /biometric')).toHaveLength(1);
    page.cleanup();
  });

  test('the status cannot be read: an error view whose tap asks again', async () => {
    const http = fakeHttp({});
    const page = renderRoute(remote, '/biometric', { http });
    fireEvent.click(await screen.findByTestId('biometric-error'));
    await waitFor(() => expect(http.to('GET /biometric').length).toBeGreaterThanOrEqual(2));
    page.cleanup();
  });
});
