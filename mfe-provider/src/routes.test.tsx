import { screen } from '@testing-library/react';
import { matchRoute } from '@sencare/shared/kit';
import { fakeHttp, renderRoute, routeDeclarationProblems } from '@sencare/shared/testing';
import { remote } from './lifecycles';
import declaration from './remote.json';
import { ROUTES } from './routes';

describe('provider routes', () => {
  test('remote.json tells the shell exactly the paths this route table renders', () => {
    expect(routeDeclarationProblems(remote.paths, declaration)).toEqual([]);
  });

  test('the remote is the provider role\'s app: its home and tabs are its own routes', () => {
    expect(declaration.roles).toEqual(['provider']);
    expect(declaration.home).toBe('/provider');
    for (const tab of declaration.tabs) {
      expect(remote.paths).toContain(tab.path);
      expect(tab.label.en && tab.label.vi).toBeTruthy();
    }
  });

  test('the contract\'s canonical paths reach their page; other prefixes are not ours', () => {
    for (const path of ['/provider', '/provider/patient', '/provider/gops', '/provider/gop', '/provider/gop/new', '/provider/me', '/provider/doctors', '/provider/doctor', '/provider/doctor/new', '/provider/verify']) {
      expect(matchRoute(path, ROUTES).kind).toBe('page');
    }
    expect(matchRoute('/provider/unknown', ROUTES).kind).toBe('notFound');
    for (const path of ['/insurer', '/claims', '/providers', '/home']) expect(matchRoute(path, ROUTES).kind).toBe('notOurs');
  });

  test('an unknown path under our prefix shows a translated not-found', () => {
    const page = renderRoute(remote, '/provider/nope', { http: fakeHttp({}), language: 'vi_VN' });
    expect(screen.getByTestId('provider-not-found').textContent).toContain('Trang này không tồn tại.');
    page.cleanup();
  });
});
