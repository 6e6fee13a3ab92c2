import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import type { UserProfile } from '@sencare/shared/contracts';
import { fakeHttp, pending, renderRoute, expectLogoutAsksFirst } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { initialsOf } from './initials';

const profile: UserProfile = {
  userCode: 'U0001',
  account: 'demo',
  fullName: 'Trần Thị Lan',
  email: 'lan@sencare.vn',
  phone: '0903456789',
  idType: 'citizen_id',
  idNumber: '079188045612',
  role: 'customer',
  dateOfBirth: '1988-02-27',
  gender: 'female',
  status: 'effective',
  cashlessStatus: 'active',
  cashlessActive: true,
  hasPin: true,
  privacyVersion: '1',
  privacyAcceptedAt: null,
};

const api = (unread = 3) =>
  fakeHttp({ 'POST /customer/getuserinfo': () => profile, 'GET /messages/unread-count': () => ({ count: unread }) });

describe('Mine (#/mine)', () => {
  test('profile with initials, menu, unread badge told to the shell', async () => {
    const page = renderRoute(remote, '/mine', { http: api(), user: null });
    expect((await screen.findByTestId('mine-name')).textContent).toBe('Trần Thị Lan');
    expect(screen.getByTestId('mine-avatar').textContent).toBe('TL');
    expect(screen.getByTestId('mine-account').textContent).toBe('demo');
    expect(screen.getByTestId('mine-email').textContent).toBe('lan@sencare.vn');
    expect(screen.getByTestId('mine-phone').textContent).toBe('0903456789');
    expect((await screen.findByTestId('mine-unread-badge')).textContent).toBe('3');
    expect(page.events).toContainEqual({ type: 'account:unread-count', payload: { count: 3 } });
    expect(page.titles.at(-1)).toBe('Mine');
    for (const label of ['My policies', 'My claims', 'Insurance e-card', 'Cashless service', 'Messages', 'FAQ', 'Settings', 'Change password', 'Change PIN', 'Log out']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    // Rows are real links (the keyboard reaches them); jsdom does not follow links,
    // the browser does (e2e/tests/a11y-keyboard.spec.ts opens a row with Enter).
    expect(screen.getByTestId('mine-menu-ecards').closest('a')?.getAttribute('href')).toBe('#/ecards');
    expect(screen.getByRole('link', { name: 'Change PIN' }).getAttribute('href')).toBe('#/pin/change');
    page.cleanup();
  });

  test('shows the session user while the API answers; no badge at zero', async () => {
    const page = renderRoute(remote, '/mine', { http: fakeHttp({ 'POST /customer/getuserinfo': pending, 'GET /messages/unread-count': () => ({ count: 0 }) }),
    });
    expect(screen.getByTestId('mine-name').textContent).toBe('Nguyễn Văn An');
    expect(screen.getByTestId('mine-avatar').textContent).toBe('NA');
    await waitFor(() => expect(page.events).toContainEqual({ type: 'account:unread-count', payload: { count: 0 } }));
    expect(screen.queryByTestId('mine-unread-badge')).toBeNull();
    page.cleanup();
  });

  test('loading skeleton, then error view with retry when nothing is known', async () => {
    const loading = renderRoute(remote, '/mine', { http: fakeHttp({ 'POST /customer/getuserinfo': pending, 'GET /messages/unread-count': pending }), user: null });
    expect(screen.getByTestId('mine-loading')).toBeTruthy();
    loading.cleanup();

    const broken = renderRoute(remote, '/mine', { http: fakeHttp({
        'POST /customer/getuserinfo': () => {
          throw new ApiError(500, 'error.system', 500);
        },
        'GET /messages/unread-count': () => ({ count: 0 }),
      }),
      user: null,
      language: 'vi_VN',
    });
    expect((await screen.findByTestId('mine-error')).textContent).toContain('Chạm để tải lại');
    broken.cleanup();
  });

  test('log out asks first and then tells the shell', async () => {
    const page = renderRoute(remote, '/mine', { http: api(), language: 'vi_VN' });
    expect(page.titles.at(-1)).toBe('Cá nhân');
    await expectLogoutAsksFirst(page, 'mine-logout');
    page.cleanup();
  });

  test('initials of Vietnamese and short names', () => {
    expect(initialsOf('Nguyễn Văn An')).toBe('NA');
    expect(initialsOf('  lan ')).toBe('L');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('Đặng Ánh')).toBe('ĐÁ');
  });
});
