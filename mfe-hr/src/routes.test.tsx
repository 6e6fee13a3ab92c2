import { screen } from '@testing-library/react';
import { matchRoute } from '@sencare/shared/kit';
import { fakeHttp, renderRoute, routeDeclarationProblems } from '@sencare/shared/testing';
import { remote } from './lifecycles';
import declaration from './remote.json';
import { ROUTES } from './routes';

describe('hr routes', () => {
  test('remote.json tells the shell exactly the paths this route table renders', () => {
    expect(routeDeclarationProblems(remote.paths, declaration)).toEqual([]);
  });

  test("the remote is the hr role's app: its home and tabs are its own routes", () => {
    expect(declaration.roles).toEqual(['hr']);
    expect(declaration.home).toBe('/hr');
    for (const tab of declaration.tabs) expect(remote.paths).toContain(tab.path);
  });

  test("the canonical paths reach their page; other prefixes are not ours", () => {
    for (const path of ['/hr', '/hr/member', '/hr/member/new', '/hr/import', '/hr/claims', '/hr/users', '/hr/user', '/hr/user/new', '/hr/me']) expect(matchRoute(path, ROUTES).kind).toBe('page');
    expect(matchRoute('/hr/unknown', ROUTES).kind).toBe('notFound');
    for (const path of ['/provider', '/claims', '/hrx', '/home']) expect(matchRoute(path, ROUTES).kind).toBe('notOurs');
  });

  test('an unknown path under our prefix shows a translated not-found', () => {
    const page = renderRoute(remote, '/hr/nope', { http: fakeHttp({}), language: 'vi_VN' });
    expect(screen.getByTestId('hr-not-found').textContent).toContain('Trang này không tồn tại.');
    page.cleanup();
  });
});
