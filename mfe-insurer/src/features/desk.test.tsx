import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../lifecycles';
import { INSURER_USER, claimDetail, gop, queueClaim } from '../fixtures';
import { fakeBlobUrls } from '../testHelpers';

/**
 * The console at a desk (1024 px and wider): the queue a table with sortable columns and rows the
 * arrow keys move through, the claim's documents in a viewer beside the decision, the "?" dialog,
 * and the live stream's changes. jsdom has no layout: the width is the media query's answer.
 */
const user = INSURER_USER;
fakeBlobUrls();
let wide = true;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: wide && query.includes('1024'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  wide = true;
});

const queue = () => fakeHttp({ '/insurer/claims': { items: [queueClaim(1, { requestAmount: 9_000_000 }), queueClaim(2, { requestAmount: 2_000_000 }), queueClaim(3, { requestAmount: 5_000_000 })], total: 3 } });

describe('Claims queue at a desk', () => {
  test('a table; a sortable column sorts and says so; arrows move between rows, Enter opens one', async () => {
    const page = renderRoute(remote, '/insurer', { http: queue(), user });
    const table = await screen.findByTestId('queue-table');
    expect(screen.queryByTestId('queue-list')).toBeNull();
    const rowIds = () => within(table).getAllByRole('row').slice(1).map((row) => row.getAttribute('data-testid'));
    expect(rowIds()).toEqual(['queue-table-row-CL-1', 'queue-table-row-CL-2', 'queue-table-row-CL-3']);
    fireEvent.click(screen.getByTestId('queue-table-sort-amount'));
    await waitFor(() => expect(window.location.hash).toBe('#/insurer?sort=amount%3Aasc'));
    await waitFor(() => expect(rowIds()).toEqual(['queue-table-row-CL-2', 'queue-table-row-CL-3', 'queue-table-row-CL-1']));
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('ascending');

    const first = screen.getByTestId('queue-table-row-CL-2');
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByTestId('queue-table-row-CL-3'));
    expect(screen.getByTestId('queue-table-row-CL-2').tabIndex).toBe(-1);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    await waitFor(() => expect(window.location.hash).toBe('#/insurer/claim?id=CL-3'));
    page.cleanup();
  });

  test('ticked claims go to one assessor in one request; the bar says what happened to each, and the ticks clear; ticking never opens a claim', async () => {
    const http = fakeHttp({
      '/insurer/claims': { items: [queueClaim(1), queueClaim(2), queueClaim(3)], total: 3 },
      'GET /insurer/assessors': [{ id: 7, name: 'Lê Hoàng Minh' }, { id: 8, name: 'Trần Thu Hà' }],
      'POST /insurer/claims/bulk-assign': { results: [{ row: 1, claimNo: 'CL-1', outcome: 'done', reason: null }, { row: 2, claimNo: 'CL-3', outcome: 'refused', reason: 'claims.notFound' }] },
    });
    const page = renderRoute(remote, '/insurer', { http, user });
    await screen.findByTestId('queue-table');
    expect(screen.getByTestId('bulk-assign').textContent).toContain('Tick claims in the table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tick CLM-2026-000001' }));
    fireEvent.click(screen.getByTestId('queue-tick-CL-3'));
    expect(window.location.hash).toBe('#/insurer');
    expect(screen.getByTestId('bulk-assign-count').textContent).toBe('2 claims ticked');
    fireEvent.click(screen.getByTestId('bulk-assign-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose the assessor to give the claims to');
    expect(http.to('POST /insurer/claims/bulk-assign')).toHaveLength(0);
    await waitFor(() => expect(within(screen.getByTestId('bulk-assign-to')).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('bulk-assign-to'), { target: { value: '8' } });
    fireEvent.click(screen.getByTestId('bulk-assign-submit'));
    await waitFor(() => expect(screen.getByTestId('bulk-assign-result').textContent).toContain('1 assigned, 0 already with that assessor, 1 refused'));
    expect(screen.getByTestId('bulk-assign-result').textContent).toContain('CL-3: Claim not found');
    expect(http.to('POST /insurer/claims/bulk-assign')[0].body).toEqual({ claimIds: ['CL-1', 'CL-3'], toUserId: 8 });
    expect((screen.getByTestId('queue-tick-CL-1') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('bulk-assign-count')).toBeNull();
    page.cleanup();
  });

  test('more claims ticked than one assignment may move: the bar says so and sends nothing, as the API would refuse', async () => {
    const items = Array.from({ length: 101 }, (_, i) => queueClaim(i + 1));
    const http = fakeHttp({ '/insurer/claims': { items, total: 101 }, 'GET /insurer/assessors': [{ id: 8, name: 'Trần Thu Hà' }] });
    const page = renderRoute(remote, '/insurer', { http, user });
    await screen.findByTestId('queue-table');
    for (const c of items) fireEvent.click(screen.getByTestId(`queue-tick-${c.id}`));
    expect(screen.getByTestId('bulk-assign-max').textContent).toBe('At most 100 claims at once: untick some');
    expect((screen.getByTestId('bulk-assign-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('queue-tick-CL-1'));
    expect(screen.queryByTestId('bulk-assign-max')).toBeNull();
    expect(http.to('POST /insurer/claims/bulk-assign')).toHaveLength(0);
    page.cleanup();
  });

  test('who has each claim is a column: a name, or nobody; it sorts like the others', async () => {
    const http = fakeHttp({ '/insurer/claims': { items: [queueClaim(1, { assignee: { id: 7, name: 'Lê Hoàng Minh' } }), queueClaim(2, { assignee: null })], total: 2 } });
    const page = renderRoute(remote, '/insurer', { http, user });
    await screen.findByTestId('queue-table');
    expect(screen.getByRole('columnheader', { name: /Assessor/ })).toBeTruthy();
    expect(screen.getByTestId('queue-table-row-CL-1').textContent).toContain('Lê Hoàng Minh');
    expect(screen.getByTestId('queue-table-row-CL-2').textContent).toContain('Nobody');
    fireEvent.click(screen.getByTestId('queue-table-sort-assignee'));
    await waitFor(() => expect(window.location.hash).toBe('#/insurer?sort=assignee%3Aasc'));
    page.cleanup();
  });

  test('in Vietnamese: the headers, and the live count of changed claims that shows them on request', async () => {
    const http = queue();
    const page = renderRoute(remote, '/insurer', { http, user, language: 'vi_VN' });
    await screen.findByTestId('queue-table');
    expect(screen.getByRole('columnheader', { name: /Người được bảo hiểm/ })).toBeTruthy();
    act(() => page.channel.emit('shell:record-changed', { kind: 'claim', id: 'CL-9', status: 'processing', mine: false }));
    act(() => page.channel.emit('shell:record-changed', { kind: 'claim', id: 'CL-1', status: 'settled', mine: true }));
    const show = await screen.findByTestId('queue-live-show');
    expect(show.textContent).toBe('1 hồ sơ hoặc yêu cầu vừa thay đổi: xem');
    const asked = http.to('GET /insurer/claims').length;
    fireEvent.click(show);
    await waitFor(() => expect(http.to('GET /insurer/claims').length).toBe(asked + 1));
    expect(screen.queryByTestId('queue-live-show')).toBeNull();
    page.cleanup();
  });

  test('on a phone the same route keeps its cards', async () => {
    wide = false;
    const page = renderRoute(remote, '/insurer', { http: queue(), user });
    await screen.findByTestId('queue-list');
    expect(screen.queryByTestId('queue-table')).toBeNull();
    page.cleanup();
  });
});

describe('Claim workspace at a desk', () => {
  const claimHttp = () =>
    fakeHttp({
      '/insurer/claims/CL-1': claimDetail(),
      'GET /insurer/claims/CL-1/documents/D1': new Blob(['jpg'], { type: 'image/jpeg' }),
      'GET /insurer/claims/CL-1/documents/D2': new Blob(['%PDF'], { type: 'application/pdf' }),
    });

  test('the documents in a viewer beside the decision: keys page through, turn and zoom', async () => {
    const page = renderRoute(remote, '/insurer/claim?id=CL-1', { http: claimHttp(), user });
    const image = await screen.findByTestId('claim-documents-viewer-image');
    expect(image.getAttribute('alt')).toBe('invoice.jpg');
    const stage = screen.getByTestId('claim-documents-viewer-stage');
    fireEvent.keyDown(stage, { key: 'r' });
    expect(screen.getByTestId('claim-documents-viewer-image').getAttribute('data-rotation')).toBe('90');
    fireEvent.click(screen.getByTestId('claim-documents-viewer-rotate'));
    expect(screen.getByTestId('claim-documents-viewer-image').getAttribute('data-rotation')).toBe('180');
    fireEvent.keyDown(stage, { key: '+' });
    expect(screen.getByText('150%')).toBeTruthy();
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(screen.getByTestId('claim-documents-viewer-position').textContent).toBe('2 of 2');
    expect(await screen.findByTestId('claim-documents-viewer-open')).toBeTruthy(); // a PDF opens in a new tab
    // The decision is on the same screen, not behind the viewer.
    expect(screen.getByRole('heading', { name: 'Decision' })).toBeTruthy();
    page.cleanup();
  });

  test('"?" lists the shortcuts in a dialog; another assessor\'s move reloads the claim and says so (vi)', async () => {
    const http = claimHttp();
    const page = renderRoute(remote, '/insurer/claim?id=CL-1', { http, user, language: 'vi_VN' });
    await screen.findByTestId('claim-documents-viewer');
    fireEvent.keyDown(document.body, { key: '?' });
    expect(await screen.findByTestId('shortcuts')).toBeTruthy();
    expect(screen.getByText('Xoay phải hoặc trái')).toBeTruthy();
    const asked = http.to('GET /insurer/claims/CL-1').length;
    act(() => page.channel.emit('shell:record-changed', { kind: 'claim', id: 'CL-1', status: 'denied', mine: false }));
    expect((await screen.findByTestId('claim-changed-meanwhile')).textContent).toBeTruthy();
    await waitFor(() => expect(http.to('GET /insurer/claims/CL-1').length).toBe(asked + 1));
    page.cleanup();
  });
});

describe('GOP at a desk', () => {
  test('the queue is a table; the insurer\'s own move does not count as a change', async () => {
    const http = fakeHttp({ '/insurer/gops': { items: [gop({ id: 4 }), gop({ id: 5, caseNo: 'GOP-2026-000005' })], total: 2 } });
    const page = renderRoute(remote, '/insurer/gops', { http, user });
    const table = await screen.findByTestId('gops-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    act(() => page.channel.emit('shell:record-changed', { kind: 'gop', id: '4', status: 'assessed', mine: true }));
    expect(screen.queryByTestId('gops-live-show')).toBeNull();
    act(() => page.channel.emit('shell:record-changed', { kind: 'gop', id: '6', status: 'pending', mine: false }));
    expect((await screen.findByTestId('gops-live-show')).textContent).toBe('1 claim or request changed: show');
    page.cleanup();
  });
});
