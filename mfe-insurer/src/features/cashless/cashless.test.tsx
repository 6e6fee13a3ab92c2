import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { application, INSURER_USER } from '../../fixtures';
import { confirmInDialog, fakeBlobUrls } from '../../testHelpers';

const user = INSURER_USER;
const blobs = fakeBlobUrls();

const photo = (kind: string) => new Blob([kind], { type: 'image/jpeg' });
const detailApi = (decision: unknown = () => application({ status: 'active' })) =>
  fakeHttp({
    'GET /insurer/cashless/SC00000002': application(),
    'GET /insurer/cashless/SC00000002/photos/id_front': photo('front'),
    'GET /insurer/cashless/SC00000002/photos/id_back': photo('back'),
    'GET /insurer/cashless/SC00000002/photos/portrait': photo('portrait'),
    'POST /insurer/cashless/SC00000002/decision': decision as never,
    '/insurer/cashless': { items: [], total: 0 },
  });
const openDetail = (http: ReturnType<typeof fakeHttp>, language: 'en_US' | 'vi_VN' = 'en_US') => renderRoute(remote, '/insurer/cashless/detail?user=SC00000002', { http, user, language });

describe('Cashless applications (#/insurer/cashless)', () => {
  test('the waiting applications, each linked to its review', async () => {
    const http = fakeHttp({ '/insurer/cashless': [application()] });
    const page = renderRoute(remote, '/insurer/cashless', { http, user });
    const link = within(await screen.findByTestId('cashless-list')).getByRole('link');
    expect(link.getAttribute('href')).toBe('#/insurer/cashless/detail?user=SC00000002');
    expect(link.textContent).toContain('Trần Thị Lan');
    expect(http.to('GET /insurer/cashless')[0].query).toEqual({ status: 'pending' });
    expect(page.titles.at(-1)).toBe('Cashless applications');
    page.cleanup();
  });

  test('empty, loading and error states', async () => {
    const empty = renderRoute(remote, '/insurer/cashless', { http: fakeHttp({ '/insurer/cashless': [] }), user, language: 'vi_VN' });
    expect((await screen.findByTestId('cashless-empty')).textContent).toContain('Không có hồ sơ nào đang chờ.');
    empty.cleanup();
    const loading = renderRoute(remote, '/insurer/cashless', { http: fakeHttp({ '/insurer/cashless': pending }), user });
    expect(await screen.findByTestId('loading-view')).toBeTruthy();
    loading.cleanup();
    const broken = renderRoute(remote, '/insurer/cashless', { http: fakeHttp({ '/insurer/cashless': new ApiError(500, 'error.system', 500) }), user });
    expect(await screen.findByTestId('cashless-error')).toBeTruthy();
    broken.cleanup();
  });
});

describe('Cashless application review (#/insurer/cashless/detail?user=…)', () => {
  test('who applied and the three ID photos, fetched with the token; a photo opens to zoom', async () => {
    const http = detailApi();
    const page = openDetail(http);
    expect((await screen.findByTestId('cashless-id-number')).textContent).toBe('079188045612');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Zoom / })).toHaveLength(3));
    expect(http.calls.filter((c) => c.path.includes('/photos/')).map((c) => c.path.split('/').pop())).toEqual(['id_front', 'id_back', 'portrait']);
    expect(blobs.made).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom ID back' }));
    expect(await screen.findByRole('dialog', { name: 'ID back' })).toBeTruthy();
    page.cleanup();
  });

  test.each([
    ['en_US', 'Signature'],
    ['vi_VN', 'Chữ ký'],
  ] as const)('%s: the signature the customer gave with the commitments is shown beside the photos', async (language, name) => {
    const photos = (['id_front', 'id_back', 'portrait', 'signature'] as const).map((kind) => ({ kind, url: `/api/insurer/cashless/SC00000002/photos/${kind}` }));
    const http = fakeHttp({ 'GET /insurer/cashless/SC00000002': application({ photos }), 'GET /insurer/cashless/SC00000002/photos/': photo('x'), '/insurer/cashless': { items: [], total: 0 } });
    const page = openDetail(http, language);
    const tile = await screen.findByTestId('photo-signature');
    expect(tile.querySelector('figcaption')!.textContent).toBe(name);
    await waitFor(() => expect(http.calls.map((c) => c.path)).toContain('/insurer/cashless/SC00000002/photos/signature'));
    page.cleanup();
  });

  test('approve: asked first, then { decision: "approve" } and back to the list', async () => {
    const http = detailApi();
    const page = openDetail(http);
    await screen.findByTestId('cashless-decision');
    fireEvent.click(screen.getByRole('radio', { name: 'Approve' }));
    fireEvent.click(screen.getByTestId('cashless-submit'));
    expect(await screen.findByText('Approve cashless service for this customer?')).toBeTruthy();
    await confirmInDialog('Approve');
    await waitFor(() => expect(http.to('POST /insurer/cashless/SC00000002/decision').map((c) => c.body)).toEqual([{ decision: 'approve' }]));
    await waitFor(() => expect(window.location.hash).toBe('#/insurer/cashless'));
    page.cleanup();
  });

  test('reject needs the reason the customer will read', async () => {
    const http = detailApi(() => application({ status: 'rejected' }));
    const page = openDetail(http, 'vi_VN');
    await screen.findByTestId('cashless-decision');
    fireEvent.click(screen.getByTestId('cashless-submit'));
    expect(await screen.findByText('Vui lòng chọn duyệt hoặc từ chối')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Từ chối' }));
    fireEvent.click(screen.getByTestId('cashless-submit'));
    expect(await screen.findByText('Vui lòng nhập lý do cho khách hàng')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Lý do (khách hàng sẽ đọc)'), { target: { value: 'Ảnh mặt sau bị mờ' } });
    fireEvent.click(screen.getByTestId('cashless-submit'));
    await confirmInDialog('Từ chối');
    await waitFor(() => expect(http.to('POST /insurer/cashless/SC00000002/decision').map((c) => c.body)).toEqual([{ decision: 'reject', reason: 'Ảnh mặt sau bị mờ' }]));
    page.cleanup();
  });

  test('a decision the API refuses is said in the form; a decided application offers none', async () => {
    const http = detailApi(() => new ApiError(409, 'error.cashlessAlreadyDecided', 409));
    const page = openDetail(http);
    await screen.findByTestId('cashless-decision');
    fireEvent.click(screen.getByRole('radio', { name: 'Approve' }));
    fireEvent.click(screen.getByTestId('cashless-submit'));
    await confirmInDialog('Approve');
    expect((await screen.findByTestId('cashless-decision-error')).textContent).toBe('This application has already been decided');
    page.cleanup();

    const decided = openDetail(fakeHttp({ 'GET /insurer/cashless/SC00000002': application({ status: 'active', photos: [] }), 'GET /insurer/cashless/SC00000002/photos/': photo('x') }));
    expect(await screen.findByTestId('cashless-decided')).toBeTruthy();
    expect(screen.queryByTestId('cashless-decision-form')).toBeNull();
    decided.cleanup();
  });

  test('loading and error states', async () => {
    const loading = openDetail(fakeHttp({ 'GET /insurer/cashless/SC00000002': pending }));
    expect(await screen.findByTestId('loading-view')).toBeTruthy();
    loading.cleanup();
    const broken = openDetail(fakeHttp({ 'GET /insurer/cashless/SC00000002': new ApiError(500, 'error.system', 500) }));
    expect(await screen.findByTestId('cashless-detail-error')).toBeTruthy();
    broken.cleanup();
  });
});
