import { screen } from '@testing-library/react';
import { fakeHttp, renderRoute, routeDeclarationProblems } from '@sencare/shared/testing';
import { matchRoute } from '@sencare/shared/kit';
import { remote } from './lifecycles';
import declaration from './remote.json';
import { ROUTES } from './routes';

describe('insurer routes', () => {
  test('remote.json tells the shell exactly the paths this route table renders, its role, home and tabs', () => {
    expect(routeDeclarationProblems(remote.paths, declaration)).toEqual([]);
    expect(declaration.roles).toEqual(['insurer']);
    expect(remote.paths[0]).toBe(declaration.home);
    expect(declaration.tabs.map((tab) => tab.path)).toEqual(['/insurer', '/insurer/cashless', '/insurer/gops', '/insurer/me']);
    for (const tab of declaration.tabs) expect(remote.paths).toContain(tab.path);
  });

  test('the canonical paths reach their page; other prefixes are not ours', () => {
    for (const path of ['/insurer', '/insurer/claim', '/insurer/cashless', '/insurer/cashless/detail', '/insurer/gops', '/insurer/gop', '/insurer/me']) {
      expect(matchRoute(path, ROUTES, declaration.aliases).kind).toBe('page');
    }
    expect(matchRoute('/insurer/nope', ROUTES).kind).toBe('notFound');
    for (const path of ['/claims', '/mine', '/provider', '/insurers']) expect(matchRoute(path, ROUTES).kind).toBe('notOurs');
  });

  test('an unknown path under our prefix shows a translated not-found with a way home', () => {
    const page = renderRoute(remote, '/insurer/nope', { http: fakeHttp({}), language: 'vi_VN' });
    expect(screen.getByTestId('insurer-not-found').textContent).toContain('Trang này không tồn tại.');
    page.cleanup();
  });
});
