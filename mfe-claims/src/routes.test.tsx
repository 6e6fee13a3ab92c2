import { act, screen } from '@testing-library/react';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { fakeHttp, renderRoute, routeDeclarationProblems } from '@sencare/shared/testing';
import { remote } from './lifecycles';
import declaration from './remote.json';

const claim = (id: string, status: string) => ({ id, status, insuredName: 'Nguyễn Văn An', riskDate: '2026-11-08', claimType: 'illness', treatment: 'outpatient', requestAmount: 1_100_000, reimbursementAmount: null, submittedAt: '2026-11-10T02:30:00.000Z', updatedAt: '2026-11-10T02:30:00.000Z' });
const page = { items: [claim('CL-2026-000102', 'processing')], page: 1, pageSize: 10, total: 1, hasMore: false };

beforeEach(() => resetSessionChannelForTests());

test('the claim report list, then my claims, in one cache: both render', async () => {
  const http = fakeHttp({ '/claims': page, '/claims/summary': { inProgress: 1, total: 1 } });
  renderRoute(remote, '/claims/report', { http });
  expect((await screen.findByTestId('report-picker')).textContent).toContain('CL-2026-000102');

  act(() => { window.location.hash = '#/claims?tab=in_progress'; window.dispatchEvent(new HashChangeEvent('hashchange')); });
  const list = await screen.findByTestId('claims-list');
  expect(list.textContent).toContain('CL-2026-000102');

  // And back again: the report picker reads its own entries, not the list's pages.
  act(() => { window.location.hash = '#/claims/report'; window.dispatchEvent(new HashChangeEvent('hashchange')); });
  expect((await screen.findByTestId('report-picker')).textContent).toContain('CL-2026-000102');
});

test('remote.json tells the shell exactly the paths this route table renders', () => {
  expect(routeDeclarationProblems(remote.paths, declaration)).toEqual([]);
});
