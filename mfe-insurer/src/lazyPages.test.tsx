import { act, screen } from '@testing-library/react';
import { LIMITS } from '@sencare/shared/limits';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import { remote } from './lifecycles';
import { INSURER_USER } from './fixtures';

// A chunk that cannot be fetched (offline, a release replaced under an open tab): its import rejects.
jest.mock('./features/gops/GopPage', () => {
  throw Object.assign(new Error('Loading chunk 488 failed.'), { name: 'ChunkLoadError' });
});

const user = INSURER_USER;
// Every answer pending: what is asserted is the page arriving, not its data.
const http = () => fakeHttp({ '/insurer/claims': pending, 'GET /insurer/claims/CL-1': pending, '/insurer/cashless': pending, 'GET /insurer/cashless/SC00000002': pending, '/insurer/gops': pending, 'POST /customer/getuserinfo': pending });

afterEach(() => jest.useRealTimers());

describe('what loads when (routes.tsx)', () => {
  test('the queue is in the first entry: drawn at once, no loading view', () => {
    const page = renderRoute(remote, '/insurer', { http: http(), user });
    expect(screen.getByRole('heading', { level: 1, name: 'Claims queue' })).toBeTruthy();
    page.cleanup();
  });

  // Each page's chunk is fetched once per page load, so each lazy route is opened once here, half in each language.
  test.each([
    ['/insurer/claim?id=CL-1', 'vi_VN', 'Đang tải…', 'Giám định hồ sơ bồi thường'],
    ['/insurer/cashless', 'en_US', 'Loading…', 'Cashless applications'],
    ['/insurer/cashless/detail?user=SC00000002', 'vi_VN', 'Đang tải…', 'Hồ sơ đăng ký bảo lãnh viện phí'],
    ['/insurer/gops', 'en_US', 'Loading…', 'GOP requests'],
    ['/insurer/me', 'vi_VN', 'Đang tải…', 'Tôi'],
  ] as const)('%s (%s) shows the translated loading view while its chunk arrives, then the page', async (path, language, loading, title) => {
    jest.useFakeTimers();
    const page = renderRoute(remote, path, { http: http(), user, language });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    // A chunk slower than the kit's delay (a quick one shows only the blank busy box, no flash).
    act(() => jest.advanceTimersByTime(LIMITS.loadingDelayMs));
    expect(screen.getByTestId('loading-view').textContent).toBe(loading);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(page.titles.at(-1)).toBe(title);
    page.cleanup();
  });

  test.each([
    ['en_US', 'This section stopped working.', 'Tap to reload'],
    ['vi_VN', 'Mục này đã ngừng hoạt động.', 'Chạm để tải lại'],
  ] as const)('a chunk that fails to load shows the kit\'s error view with a reload, not a blank (%s)', async (language, message, retry) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderRoute(remote, '/insurer/gop?id=7', { http: http(), user, language });
    const view = await screen.findByTestId('render-error-mfe-insurer');
    expect(view.getAttribute('role')).toBe('alert');
    expect(view.textContent).toContain(message);
    expect(screen.getByRole('button', { name: retry })).toBeTruthy();
    page.cleanup();
    jest.restoreAllMocks();
  });
});
