import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { gop, STAFF } from '../../test/fixtures';

/**
 * The hospital portal at a desk (1024 px and wider; jsdom has no layout, so the media query
 * answers): requests in a table with sortable columns and keyboard rows, and the live stream's
 * changes refetching the list and an open request.
 */
let wide = true;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: wide && query.includes('1024'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
afterAll(() => {
  wide = false;
});

const a = gop({ id: 5, caseNo: 'GOP-2026-000005', estimatedAmount: 9_000_000, createdAt: '2026-02-01T08:00:00.000Z' });
const b = gop({ id: 7, caseNo: 'GOP-2026-000007', estimatedAmount: 3_000_000, createdAt: '2026-03-02T08:00:00.000Z' });

test.each([
  ['en_US', 'Patient'],
  ['vi_VN', 'Bệnh nhân'],
] as const)('requests are a table: headers in the language (%s), a column sorts, arrows and Enter open a row', async (language, patientHeader) => {
  const http = fakeHttp({ 'GET /provider/gops': () => ({ items: [a, b], total: 2 }) });
  const page = renderRoute(remote, '/provider/gops', { http, user: STAFF, language });
  const table = await screen.findByTestId('gop-table');
  expect(within(table).getByRole('columnheader', { name: new RegExp(patientHeader) })).toBeTruthy();
  fireEvent.click(screen.getByTestId('gop-table-sort-estimated'));
  await waitFor(() => expect(within(table).getAllByRole('row')[1].getAttribute('data-testid')).toBe('gop-table-row-7'));
  const first = screen.getByTestId('gop-table-row-7');
  first.focus();
  fireEvent.keyDown(first, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(screen.getByTestId('gop-table-row-5'));
  fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
  await waitFor(() => expect(window.location.hash).toBe('#/provider/gop?id=5'));
  page.cleanup();
});

test("an open request follows the insurer's move without a reload", async () => {
  let answer = gop({ id: 5, status: 'pending' });
  const http = fakeHttp({ 'GET /provider/gops/5': () => answer });
  const page = renderRoute(remote, '/provider/gop?id=5', { http, user: STAFF });
  expect((await screen.findByTestId('gop-detail')).getAttribute('data-status')).toBe('pending');
  answer = gop({ id: 5, status: 'assessed', guaranteedAmount: 20_000_000 });
  act(() => page.channel.emit('shell:record-changed', { kind: 'gop', id: '5', status: 'assessed', mine: false }));
  await waitFor(() => expect(screen.getByTestId('gop-detail').getAttribute('data-status')).toBe('assessed'));
  page.cleanup();
});
