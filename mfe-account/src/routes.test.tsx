import { screen } from '@testing-library/react';
import { fakeHttp, renderRoute, routeDeclarationProblems } from '@sencare/shared/testing';
import { matchRoute } from '@sencare/shared/kit';
import { remote } from './lifecycles';
import declaration from './remote.json';
import { ROUTES } from './routes';

const ALIASES = declaration.aliases;

describe('account routes', () => {
  test('remote.json tells the shell exactly the paths this route table renders', () => {
    expect(routeDeclarationProblems(remote.paths, declaration)).toEqual([]);
  });

  test('canonical paths and docs/requirements.md §2 aliases reach their page; other prefixes are not ours', () => {
    for (const path of ['/mine', '/settings', '/password', '/pin/change', '/messages', '/faq', '/pages/mine/mine', '/pages/ui-rebuild/FAQ/FAQ', '/pages/change-pin/change-pin', '/pages/message/message']) {
      expect(matchRoute(path, ROUTES, ALIASES).kind).toBe('page');
    }
    expect(matchRoute('/mine/unknown', ROUTES, ALIASES).kind).toBe('notFound');
    for (const path of ['/pin/reset', '/pin/set', '/home', '/claims', '/mineral']) expect(matchRoute(path, ROUTES, ALIASES).kind).toBe('notOurs');
  });

  test('an unknown path under our prefix shows a translated not-found with a way home', () => {
    const page = renderRoute(remote, '/settings/nope', { http: fakeHttp({}), language: 'vi_VN' });
    expect(screen.getByTestId('account-not-found').textContent).toContain('Trang này không tồn tại.');
    expect(screen.getByText('Về trang chủ')).toBeTruthy();
    page.cleanup();
  });
});
