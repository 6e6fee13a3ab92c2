import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { HR_ADMIN } from '../../test/fixtures';

const CSV = 'employeeNo,relationship,fullName,dateOfBirth,gender,idNumber,email,phone,department,planCode,coverFrom\nMA-1,self,A,1990-01-01,male,0791,,,Sales,A,2026-01-01\n';
const dryRunWithError = { applied: false, counts: { create: 0, update: 0, unchanged: 0, error: 1 }, rows: [{ line: 2, fullName: 'A', action: 'error', errors: [{ field: 'idNumber', key: 'validation.hr.idNumber' }, { field: 'dateOfBirth', key: 'validation.dateInput' }] }] };
const clean = (applied: boolean) => ({ applied, counts: { create: 1, update: 0, unchanged: 0, error: 0 }, rows: [{ line: 2, fullName: 'A', action: 'create', errors: [] }] });

async function choose(text: string) {
  const input = screen.getByTestId('hr-import-file');
  fireEvent.change(input, { target: { files: [new File([text], 'members.csv', { type: 'text/csv' })] } });
  await screen.findByTestId('hr-import-file-name');
}

describe('Import (#/hr/import)', () => {
  test("the dry run shows every row's errors in Vietnamese and offers no apply; a clean file is applied", async () => {
    const http = fakeHttp({ 'POST /hr/members/import': (call: { body?: unknown }, n: number) => (n === 0 ? dryRunWithError : clean((call.body as { apply: boolean }).apply)) });
    const page = renderRoute(remote, '/hr/import', { http, user: HR_ADMIN, language: 'vi_VN' });
    expect((await screen.findByTestId('hr-import-template')).getAttribute('href')).toContain('employeeNo%2Crelationship');
    await choose(CSV);
    fireEvent.click(screen.getByTestId('hr-import-check'));
    const row = await screen.findByTestId('hr-import-row');
    expect(row.textContent).toContain('Số định danh cá nhân (12 số): Số định danh cá nhân gồm 12 chữ số');
    expect(row.textContent).toContain('Ngày sinh:');
    expect(screen.queryByTestId('hr-import-apply')).toBeNull();
    expect(http.to('POST /hr/members/import')[0].body).toEqual({ csv: CSV, apply: false });
    fireEvent.click(screen.getByTestId('hr-import-check'));
    fireEvent.click(await screen.findByTestId('hr-import-apply'));
    await waitFor(() => expect(screen.getByTestId('hr-import-counts').textContent).toBe('1 mới, 0 cập nhật, 0 không đổi, 0 có lỗi'));
    expect(http.to('POST /hr/members/import')[2].body).toEqual({ csv: CSV, apply: true });
    page.cleanup();
  });

  test('no file chosen, or a file that is not the template, is said in words', async () => {
    const http = fakeHttp({ 'POST /hr/members/import': () => { throw new ApiError(400, 'validation.hr.csvHeader', 400, { csv: 'validation.hr.csvHeader' }); } });
    const page = renderRoute(remote, '/hr/import', { http, user: HR_ADMIN });
    fireEvent.click(await screen.findByTestId('hr-import-check'));
    expect((await screen.findByTestId('hr-import-error')).textContent).toBe('Choose a CSV file first.');
    await choose('name,email\n');
    fireEvent.click(screen.getByTestId('hr-import-check'));
    await waitFor(() => expect(screen.getByTestId('hr-import-error').textContent).toBe("The first line must be the template's header"));
    page.cleanup();
  });
});
