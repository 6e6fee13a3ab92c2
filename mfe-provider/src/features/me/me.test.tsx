import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute, expectLogoutAsksFirst } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { STAFF } from '../../test/fixtures';

const profile = { userCode: 'SC00000090', account: 'cho-ray.staff', fullName: 'Lê Minh Tâm', role: 'provider', providerId: 1, providerName: 'Chợ Rẫy Hospital' };

describe('Me (#/provider/me)', () => {
  test('who is signed in and for which hospital', async () => {
    const page = renderRoute(remote, '/provider/me', { http: fakeHttp({ 'POST /customer/getuserinfo': () => profile }), user: STAFF });
    expect((await screen.findByTestId('me-name')).textContent).toBe('Lê Minh Tâm');
    expect(page.titles.at(-1)).toBe('Me');
    expect(screen.getByTestId('me-name').textContent).toBe('Lê Minh Tâm');
    await waitFor(() => expect(screen.getByTestId('me-provider').textContent).toBe('Chợ Rẫy Hospital'));
    expect(screen.getByTestId('me-account').textContent).toBe('cho-ray.staff');
    // Under the shell's page title (h1 in the nav bar): the section is h2, no level skipped.
    expect(screen.getByRole('heading', { name: 'Language' }).tagName).toBe('H2');
    page.cleanup();
  });

  test('choosing a language asks the shell for it', async () => {
    const page = renderRoute(remote, '/provider/me', { http: fakeHttp({ 'POST /customer/getuserinfo': () => profile }), user: STAFF });
    expect(((await screen.findByLabelText('English')) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Tiếng Việt'));
    expect(page.events).toContainEqual({ type: 'account:language-requested', payload: { language: 'vi_VN' } });
    act(() => page.session.update({ language: 'vi_VN' }));
    expect(await screen.findByText('Cơ sở y tế')).toBeTruthy();
    expect((screen.getByLabelText('Tiếng Việt') as HTMLInputElement).checked).toBe(true);
    page.cleanup();
  });

  test('log out asks first, then tells the shell (vi)', async () => {
    const page = renderRoute(remote, '/provider/me', { http: fakeHttp({ 'POST /customer/getuserinfo': () => profile }), user: STAFF, language: 'vi_VN' });
    await expectLogoutAsksFirst(page, 'me-logout');
    page.cleanup();
  });

  test('profile failing: the session name stays, with a retry', async () => {
    const page = renderRoute(remote, '/provider/me', { http: fakeHttp({ 'POST /customer/getuserinfo': () => { throw new ApiError(500, 'error.system', 500); } }), user: STAFF });
    expect(await screen.findByTestId('me-error')).toBeTruthy();
    expect(screen.getByTestId('me-name').textContent).toBe('Lê Minh Tâm');
    page.cleanup();
  });
});
