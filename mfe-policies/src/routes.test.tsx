import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { fakeHttp, renderRoute, routeDeclarationProblems } from '@sencare/shared/testing';
import { remote } from './lifecycles';
import declaration from './remote.json';
import { effectiveCards, policyDetail, policySummary } from './test/fixtures';

const http = fakeHttp({ '/policies': [policySummary], '/policies/POL-2026-0001': policyDetail, '/ecards': effectiveCards });

describe('policies routes', () => {
  test.each([
    ['#/policies', 'policy-card'],
    ['#/policies/detail?policyNo=POL-2026-0001', 'policy-detail'],
    ['#/ecards', 'ecard'],
    ['#/ecards?tab=invalid', 'ecard'],
  ])('%s renders its page', async (hash, testId) => {
    renderRoute(remote, hash.slice(1), { http });
    expect((await screen.findAllByTestId(testId)).length).toBeGreaterThan(0);
  });

  test.each([
    ['en_US', 'This page does not exist.', 'Go to home'],
    ['vi_VN', 'Trang này không tồn tại.', 'Về trang chủ'],
  ] as const)('an unknown path under the prefix shows a translated not-found with a way home (%s)', async (language, message, home) => {
    renderRoute(remote, '/policies/nope', { http, language });
    expect((await screen.findByTestId('policies-not-found')).textContent).toContain(message);
    fireEvent.click(screen.getByText(home));
    expect(window.location.hash).toBe('#/home');
  });

  test('follows hash changes', async () => {
    renderRoute(remote, '/policies', { http });
    await screen.findByTestId('policy-card');
    act(() => {
      window.location.hash = '#/ecards';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect((await screen.findAllByTestId('ecard')).length).toBe(2);
  });
});

test('remote.json tells the shell exactly the paths this route table renders', () => {
  expect(routeDeclarationProblems(remote.paths, declaration)).toEqual([]);
});

test('an old e-card link renders the e-cards page when mounted before the shell rewrites it', async () => {
  renderRoute(remote, '/components/e-card/e-card', { http });
  expect((await screen.findAllByTestId('ecard')).length).toBeGreaterThan(0);
});
