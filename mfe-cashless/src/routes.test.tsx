import { screen } from '@testing-library/react';
import { fakeHttp, renderRoute, routeDeclarationProblems } from '@sencare/shared/testing';
import { remote } from './lifecycles';
import declaration from './remote.json';
import { CITIES } from './test/fixtures';

test('remote.json tells the shell exactly the paths this route table renders', () => {
  expect(routeDeclarationProblems(remote.paths, declaration)).toEqual([]);
});

test('the old cashless-service link renders the status page when mounted before the shell rewrites it', async () => {
  const http = fakeHttp({
    'GET /cashless/status': { status: 'none', appliedAt: null, activatedAt: null, rejection: null },
    'GET /providers/cities': CITIES,
  });
  renderRoute(remote, '/pages/cashless-service/cashless-service', { http });
  expect((await screen.findByTestId('cashless-not-applied')).textContent).toContain('Customer has not applied for cashless service');
});

test('an unknown path under a cashless prefix is its not-found; another prefix renders nothing', () => {
  const page = renderRoute(remote, '/providers/nope', { http: fakeHttp({}) });
  expect(screen.getByTestId('cashless-not-found')).toBeTruthy();
  page.cleanup();
  const other = renderRoute(remote, '/claims', { http: fakeHttp({}) });
  expect(screen.queryByTestId('cashless-not-found')).toBeNull();
  other.cleanup();
});
