import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { ApiError, type HttpClient } from '@sencare/shared/http';
import { createShellI18n } from '../../i18n/shellI18n';
import { SessionController } from '../../session/sessionController';
import HomePage from './HomePage';

const gatewayDown = () => Promise.reject(new ApiError(5, 'error.network', 502));
const profile = { userCode: 'SC2', account: 'lan.tran', fullName: 'Trần Thị Lan', email: 'lan.tran@sencare.vn', role: 'customer', cashlessActive: true };

function renderHome(up: { current: boolean }, language: 'en' | 'vi-VN' = 'en', user: Record<string, unknown> = profile) {
  resetSessionChannelForTests();
  const i18n = createShellI18n();
  void i18n.changeLanguage(language);
  const answer = (path: string) => {
    if (!up.current) return gatewayDown();
    if (path === '/customer/getuserinfo') return Promise.resolve({ ...user });
    if (path === '/claims/summary') return Promise.resolve({ inProgress: 2 });
    return Promise.resolve({ count: 0 });
  };
  const http = { post: jest.fn(answer), get: jest.fn(answer), put: jest.fn(), del: jest.fn(), upload: jest.fn() } as unknown as HttpClient;
  const session = new SessionController();
  render(
    <I18nextProvider i18n={i18n}>
      <HomePage http={http} session={session} />
    </I18nextProvider>,
  );
  return { session, http };
}

beforeEach(() => localStorage.clear());

describe('home with the API down (issue 13 item 7)', () => {
  test('says the cashless status and claim count are unknown, never "Not activated"; a retry loads them', async () => {
    const up = { current: false };
    renderHome(up);
    const cashless = await screen.findByTestId('home-cashless-retry');
    expect(screen.getByTestId('home-cashless').textContent).toContain('Could not load');
    expect(screen.getByTestId('home-cashless').textContent).not.toContain('Not activated');
    expect(screen.getByTestId('home-claims-in-progress').textContent).toContain('Could not load');
    expect(cashless.getAttribute('aria-label')).toBe('Cashless service: could not load. Try again');
    up.current = true;
    await act(async () => fireEvent.click(cashless));
    expect((await screen.findByTestId('home-cashless')).textContent).toContain('Active');
    expect(screen.getByTestId('home-claims-in-progress').textContent).toContain('2');
    expect(screen.queryByTestId('home-cashless-retry')).toBeNull();
  });

  test('the same in Vietnamese', async () => {
    renderHome({ current: false }, 'vi-VN');
    await screen.findByTestId('home-cashless-retry');
    expect(screen.getByTestId('home-cashless').textContent).toContain('Không tải được');
    expect(screen.getByTestId('home-cashless-retry').textContent).toBe('Thử lại');
  });
});

describe.each([
  ['en', 'Not activated', 'Active', 'Shortcuts'],
  ['vi-VN', 'Chưa kích hoạt', 'Đã kích hoạt', 'Lối tắt'],
] as const)('home in %s', (language, inactive, active, shortcuts) => {
  test('the cashless card follows the insurer\'s approval live (the unread count it brings), without a reload', async () => {
    const user = { ...profile, cashlessActive: false };
    const { session } = renderHome({ current: true }, language, user);
    await waitFor(() => expect(screen.getByTestId('home-cashless').textContent).toContain(inactive));
    user.cashlessActive = true;
    act(() => session.channel.emit('shell:unread-count', { count: 1 }));
    await waitFor(() => expect(screen.getByTestId('home-cashless').textContent).toContain(active));
  });

  test('headings go h1 then h2 (no level skipped) and the shortcuts are named in the page\'s language', async () => {
    renderHome({ current: true }, language);
    await screen.findByTestId('home-greeting');
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H1', 'H2']);
    expect(screen.getByRole('navigation').getAttribute('aria-label')).toBe(shortcuts);
  });
});
