import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, pending } from '@sencare/shared/testing';
import { createShellI18n } from '../../i18n/shellI18n';
import { SessionController } from '../../session/sessionController';
import HomePage from './HomePage';

const gatewayDown = () => new ApiError(5, 'error.network', 502);
const profile = { userCode: 'SC2', account: 'lan.tran', fullName: 'Trần Thị Lan', email: 'lan.tran@sencare.vn', role: 'customer', cashlessActive: true };

function renderHome(up: { current: boolean }, language: 'en' | 'vi-VN' = 'en', user: Record<string, unknown> = profile, signedIn = false) {
  resetSessionChannelForTests();
  const i18n = createShellI18n();
  void i18n.changeLanguage(language);
  const http = fakeHttp({
    'POST /customer/getuserinfo': () => (up.current ? { ...user } : gatewayDown()),
    '/claims/summary': () => (up.current ? { inProgress: 2 } : gatewayDown()),
    '/messages/unread-count': () => (up.current ? { count: 0 } : gatewayDown()),
  });
  const session = new SessionController();
  if (signedIn) session.signIn({ token: 'tok', userCode: 'SC2', user } as never);
  mountHome(http, session, i18n);
  return { session, http };
}

function mountHome(http: ReturnType<typeof fakeHttp>, session: SessionController, i18n: ReturnType<typeof createShellI18n>) {
  render(
    <I18nextProvider i18n={i18n}>
      <HomePage http={http} session={session} />
    </I18nextProvider>,
  );
}

beforeEach(() => localStorage.clear());

describe('home with the API down', () => {
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
    // TanStack Query hands the new figures over a tick later than the click: waited for, not assumed.
    await waitFor(() => expect(screen.getByTestId('home-cashless').textContent).toContain('Active'));
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

describe("home's figures in the kit's query cache (TanStack Query)", () => {
  test('back on home the last figures show at once while they are asked again', async () => {
    const i18n = createShellI18n();
    const { session, http } = renderHome({ current: true });
    await waitFor(() => expect(screen.getByTestId('home-claims-in-progress').textContent).toContain('2'));
    cleanup();
    const asked = http.to('GET /claims/summary').length;
    const slow = fakeHttp({ '/': pending, 'POST /': pending });
    mountHome(slow, session, i18n);
    expect(screen.getByTestId('home-claims-in-progress').textContent).toContain('2');
    expect(screen.getByTestId('home-cashless').textContent).toContain('Active');
    await waitFor(() => expect(slow.to('GET /claims/summary')).toHaveLength(1));
    expect(http.to('GET /claims/summary')).toHaveLength(asked);
  });

  test("a sign-out retires them: the next person's home never shows the last one's figures", async () => {
    const i18n = createShellI18n();
    const { session } = renderHome({ current: true }, 'en', profile, true);
    await waitFor(() => expect(screen.getByTestId('home-claims-in-progress').textContent).toContain('2'));
    cleanup();
    act(() => session.expire());
    mountHome(fakeHttp({ '/': pending, 'POST /': pending }), session, i18n);
    expect(screen.getByTestId('home-claims-in-progress').getAttribute('data-state')).toBe('loading');
  });
});
