import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { claimDetail, INSURER_USER, queueClaim } from '../../fixtures';
import type { InsurerClaimDetail } from '../../api/types';

const user = INSURER_USER;
const since = '2026-03-02T08:00:00.000Z';
const note = { id: 1, body: 'Invoice looks duplicated', authorName: 'Lê Hoàng Minh', createdAt: since };

function api(detail: InsurerClaimDetail, notes = [note]) {
  let current = detail;
  const list = [...notes];
  return fakeHttp({
    'GET /insurer/claims/CL-1/notes': () => list,
    'POST /insurer/claims/CL-1/notes': (call) => {
      const added = { ...note, id: list.length + 1, body: String((call.body as { body: string }).body) };
      list.push(added);
      return added;
    },
    'POST /insurer/claims/CL-1/assignment': (call) => {
      const body = call.body as { action: string; reason?: string };
      if (body.action === 'take' && current.assignee && !current.assignee.mine && !body.reason) return new ApiError(409, 'backoffice.assignedToOther', 409);
      current = { ...current, assignee: body.action === 'release' ? null : { id: 9, name: 'Lê Minh Giám', since, mine: true } };
      return { assignee: current.assignee };
    },
    'GET /insurer/claims/CL-1': () => current,
  });
}

describe.each([
  ['en_US', { take: 'Take this claim', nobody: 'Nobody is working on this claim.', mine: 'You have this claim', other: 'Lê Hoàng Minh has this claim', takeOver: 'Take over', reason: 'Why you take it over', required: 'This field is required', notes: 'Internal notes', add: 'Add note', newNote: 'New note' }],
  ['vi_VN', { take: 'Nhận hồ sơ', nobody: 'Chưa có ai xử lý hồ sơ này.', mine: 'Bạn đang xử lý hồ sơ này', other: 'Lê Hoàng Minh đang xử lý hồ sơ này', takeOver: 'Nhận lại', reason: 'Lý do nhận lại', required: 'Trường này là bắt buộc', notes: 'Ghi chú nội bộ', add: 'Thêm ghi chú', newNote: 'Ghi chú mới' }],
] as const)('Back office on the claim page (%s)', (language, text) => {
  test('take the claim: the bar says it is mine', async () => {
    const http = api(claimDetail());
    const page = renderRoute(remote, '/insurer/claim?id=CL-1', { http, user, language });
    expect((await screen.findByTestId('assignment-status')).textContent).toBe(text.nobody);
    fireEvent.click(screen.getByRole('button', { name: text.take }));
    await waitFor(() => expect(screen.getByTestId('assignment-status').textContent).toContain(text.mine));
    expect(http.to('POST /insurer/claims/CL-1/assignment')[0].body).toEqual({ action: 'take' });
    page.cleanup();
  });

  test("another assessor's claim: taking over needs a reason, then sends it", async () => {
    const http = api(claimDetail({ assignee: { id: 2, name: 'Lê Hoàng Minh', since, mine: false } }));
    const page = renderRoute(remote, '/insurer/claim?id=CL-1', { http, user, language });
    expect((await screen.findByTestId('assignment-status')).textContent).toContain(text.other);
    fireEvent.click(screen.getByRole('button', { name: text.takeOver }));
    expect(await screen.findByText(text.required)).toBeTruthy();
    expect(http.to('POST /insurer/claims/CL-1/assignment')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(text.reason), { target: { value: 'On leave' } });
    fireEvent.click(screen.getByRole('button', { name: text.takeOver }));
    await waitFor(() => expect(screen.getByTestId('assignment-status').textContent).toContain(text.mine));
    expect(http.to('POST /insurer/claims/CL-1/assignment')[0].body).toEqual({ action: 'take', reason: 'On leave' });
    page.cleanup();
  });

  test('internal notes: listed with their author, an empty note is refused, a new one is added', async () => {
    const http = api(claimDetail());
    const page = renderRoute(remote, '/insurer/claim?id=CL-1', { http, user, language });
    const notes = await screen.findByRole('region', { name: text.notes });
    expect((await within(notes).findByTestId('notes-list')).textContent).toContain('Invoice looks duplicated');
    fireEvent.click(within(notes).getByRole('button', { name: text.add }));
    expect(await within(notes).findByText(text.required)).toBeTruthy();
    fireEvent.change(within(notes).getByLabelText(text.newNote), { target: { value: 'Called the hospital' } });
    fireEvent.click(within(notes).getByRole('button', { name: text.add }));
    await waitFor(() => expect(within(notes).getByTestId('notes-list').textContent).toContain('Called the hospital'));
    page.cleanup();
  });
});

describe('Queue search', () => {
  test('a one-letter search is refused and keeps the text; a search and "assigned to me" go to the API', async () => {
    const http = fakeHttp({ '/insurer/claims': { items: [queueClaim(1, { assignee: { id: 2, name: 'Lê Hoàng Minh' } })], nextCursor: null, total: 1, totalCapped: false } });
    const page = renderRoute(remote, '/insurer', { http, user });
    const input = (await screen.findByLabelText('Search')) as HTMLInputElement;
    expect((await screen.findByTestId('queue-list')).textContent).toContain('with Lê Hoàng Minh');
    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.click(screen.getByTestId('queue-search-submit'));
    expect((await screen.findByTestId('queue-search-error')).textContent).toBe('Type at least 2 characters');
    expect(input.value).toBe('a');
    fireEvent.change(input, { target: { value: 'CL-2026-000204' } });
    fireEvent.click(screen.getByLabelText('Assigned to me'));
    fireEvent.click(screen.getByTestId('queue-search-submit'));
    await waitFor(() => expect(http.to('GET /insurer/claims').at(-1)?.query).toMatchObject({ q: 'CL-2026-000204', assigned: 'me' }));
    page.cleanup();
  });

  test('past 1,000 the count says so', async () => {
    const http = fakeHttp({ '/insurer/claims': { items: [queueClaim(1)], nextCursor: 'c', total: 1000, totalCapped: true } });
    const page = renderRoute(remote, '/insurer', { http, user, language: 'vi_VN' });
    expect((await screen.findByTestId('queue-count')).textContent).toBe('Hơn 1000 hồ sơ, chờ lâu nhất trước');
    page.cleanup();
  });
});
