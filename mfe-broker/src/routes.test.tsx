import { screen } from '@testing-library/react';
import { matchRoute } from '@sencare/shared/kit';
import { fakeHttp, renderRoute, routeDeclarationProblems } from '@sencare/shared/testing';
import { remote } from './lifecycles';
import declaration from './remote.json';
import { ROUTES } from './routes';

const PATHS = ['/broker', '/broker/client', '/broker/renewals', '/broker/agencies', '/broker/agency', '/broker/agency/new', '/broker/agents', '/broker/agent', '/broker/agent/new', '/broker/me'];
/** The tab bar's icons the shell draws (shell/src/ui/frame/TabIcons.tsx): a remote adds none of its own. */
const SHELL_ICONS = ['home', 'mine', 'me', 'person', 'queue', 'list', 'cashless', 'gop', 'search', 'scan'];

describe('broker routes', () => {
  test('remote.json tells the shell exactly the paths this route table renders', () => {
    expect(routeDeclarationProblems(remote.paths, declaration)).toEqual([]);
  });

  test("the remote is the broker role's wide app: its home and tabs are its own routes, drawn with the shell's icons", () => {
    expect(declaration.roles).toEqual(['broker']);
    expect(declaration.home).toBe('/broker');
    expect(declaration.frame).toBe('wide');
    for (const tab of declaration.tabs) {
      expect(remote.paths).toContain(tab.path);
      expect(SHELL_ICONS).toContain(tab.icon);
    }
  });

  test('the canonical paths reach their page; other prefixes are not ours', () => {
    for (const path of PATHS) expect(matchRoute(path, ROUTES).kind).toBe('page');
    expect(remote.paths).toEqual(PATHS);
    expect(matchRoute('/broker/unknown', ROUTES).kind).toBe('notFound');
    for (const path of ['/hr', '/brokers', '/insurer', '/home']) expect(matchRoute(path, ROUTES).kind).toBe('notOurs');
  });

  test('an unknown path under our prefix shows a translated not-found', () => {
    const page = renderRoute(remote, '/broker/nope', { http: fakeHttp({}), language: 'vi_VN' });
    expect(screen.getByTestId('broker-not-found').textContent).toContain('Trang này không tồn tại.');
    page.cleanup();
  });
});
