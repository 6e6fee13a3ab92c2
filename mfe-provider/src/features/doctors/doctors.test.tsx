import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import type { Doctor } from '../../api/types';
import { remote } from '../../lifecycles';
import { STAFF } from '../../test/fixtures';

const bao: Doctor = { id: 1, code: 'CR-0001', fullName: 'Trần Quốc Bảo', department: 'Ngoại tổng quát', status: 'effective', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' };
const ha: Doctor = { id: 2, code: 'CR-0002', fullName: 'Phạm Thị Ngọc Hà', department: 'Nội tim mạch', status: 'invalid', createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' };
const list = (canManage: boolean) => () => ({ items: [ha, bao], canManage });
const input = (testId: string) => screen.getByTestId(testId).querySelector('input, select') as HTMLInputElement;

let wide = false;
beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: wide && query.includes('1024'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  wide = false;
});

describe('Doctors (#/provider/doctors, #/provider/doctor, #/provider/doctor/new)', () => {
  test('on a phone: each doctor with code, department and status; the search goes in the address; the admin may add', async () => {
    const http = fakeHttp({ 'GET /provider/doctors': list(true) });
    const page = renderRoute(remote, '/provider/doctors', { http, user: STAFF });
    const rows = await screen.findAllByTestId('doctor-row');
    expect(page.titles.at(-1)).toBe('Doctors');
    expect(rows.map((r) => r.textContent)).toEqual(['Phạm Thị Ngọc HàInactiveCR-0002 · Nội tim mạch', 'Trần Quốc BảoActiveCR-0001 · Ngoại tổng quát']);
    expect(rows[1].querySelector('a')?.getAttribute('href')).toBe('#/provider/doctor?id=1');
    expect(screen.getByTestId('doctors-add').getAttribute('href')).toBe('#/provider/doctor/new');
    fireEvent.change(screen.getByTestId('doctors-search'), { target: { value: ' bao ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(window.location.hash).toBe('#/provider/doctors?q=bao'));
    page.cleanup();
  });

  test('at a desk, in Vietnamese: a table sorted by a header; staff who are not the admin get no "add"', async () => {
    wide = true;
    const page = renderRoute(remote, '/provider/doctors', { http: fakeHttp({ 'GET /provider/doctors': list(false) }), user: STAFF, language: 'vi_VN' });
    const table = await screen.findByTestId('doctors-table');
    expect(within(table).getByRole('columnheader', { name: /Mã bác sĩ/ })).toBeTruthy();
    // By status in the language read, accents aside: "Đang làm việc" before "Ngừng hoạt động".
    fireEvent.click(screen.getByTestId('doctors-table-sort-status'));
    await waitFor(() => expect(within(table).getAllByRole('row')[1].getAttribute('data-testid')).toBe('doctors-table-row-1'));
    expect(within(table).getAllByRole('row')[1].textContent).toContain('Đang làm việc');
    expect(screen.queryByTestId('doctors-add')).toBeNull();
    page.cleanup();
  });

  test('add, in Vietnamese: the schema refuses an empty form; the code taken is said under the code, and what was typed stays', async () => {
    const http = fakeHttp({
      'GET /provider/doctors': list(true),
      'POST /provider/doctors': () => { throw new ApiError(409, 'validation.provider.doctorCodeExists', 409, { code: 'validation.provider.doctorCodeExists' }); },
    });
    const page = renderRoute(remote, '/provider/doctor/new', { http, user: STAFF, language: 'vi_VN' });
    fireEvent.click(await screen.findByTestId('doctor-new-submit'));
    expect((await screen.findByTestId('doctor-new-code-error')).textContent).toBe('Trường này là bắt buộc');
    expect(http.to('POST /provider/doctors')).toHaveLength(0);
    fireEvent.change(input('doctor-new-code'), { target: { value: 'cr 1' } });
    fireEvent.click(screen.getByTestId('doctor-new-submit'));
    await waitFor(() => expect(screen.getByTestId('doctor-new-code-error').textContent).toBe('Chỉ dùng chữ cái, chữ số, dấu chấm và dấu gạch ngang'));
    fireEvent.change(input('doctor-new-code'), { target: { value: 'cr-0001' } });
    fireEvent.change(input('doctor-new-fullName'), { target: { value: 'Võ Minh Khoa' } });
    fireEvent.change(input('doctor-new-department'), { target: { value: 'Hồi sức' } });
    fireEvent.click(screen.getByTestId('doctor-new-submit'));
    await waitFor(() => expect(screen.getByTestId('doctor-new-code-error').textContent).toBe('Mã bác sĩ đã tồn tại'));
    expect(http.to('POST /provider/doctors')[0].body).toEqual({ code: 'CR-0001', fullName: 'Võ Minh Khoa', department: 'Hồi sức', status: 'effective' });
    expect([input('doctor-new-code').value, input('doctor-new-fullName').value, input('doctor-new-department').value]).toEqual(['cr-0001', 'Võ Minh Khoa', 'Hồi sức']);
    expect(window.location.hash).toBe('#/provider/doctor/new');
    page.cleanup();
  });

  test('added, it goes back to the list; someone not the admin is told the form is not theirs', async () => {
    const http = fakeHttp({ 'GET /provider/doctors': list(true), 'POST /provider/doctors': () => ({ ...bao, id: 3, code: 'BS-3' }) });
    const page = renderRoute(remote, '/provider/doctor/new', { http, user: STAFF });
    await screen.findByTestId('doctor-new-code');
    fireEvent.change(input('doctor-new-code'), { target: { value: 'BS-3' } });
    fireEvent.change(input('doctor-new-fullName'), { target: { value: 'Trần Quốc Bảo' } });
    fireEvent.change(input('doctor-new-department'), { target: { value: 'Ngoại' } });
    fireEvent.click(screen.getByTestId('doctor-new-submit'));
    await waitFor(() => expect(window.location.hash).toBe('#/provider/doctors'));
    page.cleanup();

    const viewer = renderRoute(remote, '/provider/doctor/new', { http: fakeHttp({ 'GET /provider/doctors': list(false) }), user: STAFF });
    expect((await screen.findByTestId('doctors-read-only')).textContent).toBe("Only the hospital's provider admin adds and changes doctors.");
    viewer.cleanup();
  });

  test('edit: the admin changes the status and saves; a taken code goes under the code; others only read', async () => {
    let taken = false;
    const http = fakeHttp({
      'GET /provider/doctors': list(true),
      'PUT /provider/doctors/1': (call: { body: unknown }) => {
        if (taken) throw new ApiError(409, 'validation.provider.doctorCodeExists', 409, { code: 'validation.provider.doctorCodeExists' });
        return { ...bao, ...(call.body as Partial<Doctor>) };
      },
    });
    const page = renderRoute(remote, '/provider/doctor?id=1', { http, user: STAFF });
    await screen.findByTestId('doctor-save');
    expect(page.titles.at(-1)).toBe('Doctor details');
    fireEvent.change(input('doctor-status'), { target: { value: 'invalid' } });
    fireEvent.click(screen.getByTestId('doctor-save'));
    expect(await screen.findByTestId('doctor-saved')).toBeTruthy();
    expect(http.to('PUT /provider/doctors/1')[0].body).toEqual({ code: 'CR-0001', fullName: 'Trần Quốc Bảo', department: 'Ngoại tổng quát', status: 'invalid' });
    taken = true;
    fireEvent.change(input('doctor-code'), { target: { value: 'CR-0002' } });
    fireEvent.click(screen.getByTestId('doctor-save'));
    expect((await screen.findByTestId('doctor-code-error')).textContent).toBe('Doctor code already exists');
    expect(input('doctor-code').value).toBe('CR-0002');
    page.cleanup();

    const viewer = renderRoute(remote, '/provider/doctor?id=1', { http: fakeHttp({ 'GET /provider/doctors': list(false) }), user: STAFF });
    expect((await screen.findByTestId('doctor-name')).textContent).toBe('Trần Quốc Bảo');
    expect(screen.queryByTestId('doctor-save')).toBeNull();
    viewer.cleanup();
    const missing = renderRoute(remote, '/provider/doctor?id=9', { http: fakeHttp({ 'GET /provider/doctors': list(true) }), user: STAFF });
    expect((await screen.findByTestId('doctor-not-found')).textContent).toContain('This doctor was not found.');
    missing.cleanup();
  });

  test('the Me page links to the doctors', async () => {
    const page = renderRoute(remote, '/provider/me', { http: fakeHttp({ 'POST /customer/getuserinfo': () => ({}) }), user: STAFF, language: 'vi_VN' });
    const link = await screen.findByTestId('me-doctors');
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Bác sĩ của bệnh viện', '#/provider/doctors']);
    page.cleanup();
  });
});
