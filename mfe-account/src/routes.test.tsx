import { screen } from '@testing-library/react';
import { matchRoute } from './routes';
import { fakeHttp, renderAccount } from './test/renderAccount';

describe('account routes', () => {
  test('canonical paths and spec §2 aliases reach their page; other prefixes are not ours', () => {
    for (const path of ['/mine', '/settings', '/password', '/pin/change', '/messages', '/faq', '/pages/mine/mine', '/pages/ui-rebuild/FAQ/FAQ', '/pages/change-pin/change-pin', '/pages/message/message']) {
      expect(matchRoute(path).kind).toBe('page');
    }
    expect(matchRoute('/mine/unknown').kind).toBe('notFound');
    for (const path of ['/pin/reset', '/pin/set', '/home', '/claims', '/mineral']) expect(matchRoute(path).kind).toBe('notOurs');
  });

  test('an unknown path under our prefix shows a translated not-found with a way home', () => {
    const page = renderAccount({ path: '/settings/nope', http: fakeHttp({}).http, language: 'vi_VN' });
    expect(screen.getByTestId('account-not-found').textContent).toContain('Trang này không tồn tại.');
    expect(screen.getByText('Về trang chủ')).toBeTruthy();
    page.cleanup();
  });
});
