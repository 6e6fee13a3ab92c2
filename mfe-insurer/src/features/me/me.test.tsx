import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import type { UserProfile } from '@sencare/shared/contracts';
import { fakeHttp, pending, renderRoute, expectLogoutAsksFirst } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { INSURER_USER } from '../../fixtures';

const profile = { ...INSURER_USER, idType: 'citizen_id', dateOfBirth: null, gender: null, status: 'effective', cashlessStatus: 'none', cashlessActive: false, hasPin: true, privacyVersion: '1', privacyAcceptedAt: null } satisfies UserProfile;

describe('Me (#/insurer/me)', () => {
  test('who is signed in, from the session at once and then getuserinfo', async () => {
    const page = renderRoute(remote, '/insurer/me', { http: fakeHttp({ 'POST /customer/getuserinfo': pending }), user: INSURER_USER });
    // getuserinfo has not answered: the name comes from the session (the page itself loads first, lazily).
    expect((await screen.findByTestId('me-name')).textContent).toBe('Lê Minh Giám');
    expect(screen.getByTestId('me-role').textContent).toBe('Assessor (insurer)');
    expect(screen.getByTestId('me-account').textContent).toBe('assessor');
    expect(page.titles.at(-1)).toBe('Me');
    page.cleanup();

    const fresh = renderRoute(remote, '/insurer/me', { http: fakeHttp({ 'POST /customer/getuserinfo': { ...profile, fullName: 'Lê Minh Giám (QA)' } }), user: null });
    await waitFor(() => expect(screen.getByTestId('me-name').textContent).toBe('Lê Minh Giám (QA)'));
    fresh.cleanup();
  });

  test('nobody known and getuserinfo fails: says so', async () => {
    const page = renderRoute(remote, '/insurer/me', { http: fakeHttp({ 'POST /customer/getuserinfo': new ApiError(500, 'error.system', 500) }), user: null, language: 'vi_VN' });
    await waitFor(() => expect(screen.getByTestId('me-name').textContent).toBe('Không tải được thông tin tài khoản'));
    page.cleanup();
  });

  test('the language is asked of the shell', async () => {
    const page = renderRoute(remote, '/insurer/me', { http: fakeHttp({ 'POST /customer/getuserinfo': pending }), user: INSURER_USER });
    const vietnamese = await screen.findByRole('radio', { name: 'Tiếng Việt' });
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(vietnamese);
    expect(page.events).toContainEqual({ type: 'account:language-requested', payload: { language: 'vi_VN' } });
    page.cleanup();
  });

  test('log out asks first, then tells the shell', async () => {
    const page = renderRoute(remote, '/insurer/me', { http: fakeHttp({ 'POST /customer/getuserinfo': pending }), user: INSURER_USER, language: 'vi_VN' });
    await expectLogoutAsksFirst(page, 'me-logout');
    page.cleanup();
  });
});
