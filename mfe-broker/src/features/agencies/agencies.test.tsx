import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { AGENCIES, AGENT_PROFILE, BROKER_STAFF, PROFILE, agency } from '../../test/fixtures';

const field = (testId: string) => screen.getByTestId(testId).querySelector('input, select') as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });
const codeExists = () => new ApiError(409, 'validation.broker.codeExists', 409, { code: 'validation.broker.codeExists' });

describe('Agencies (#/broker/agencies, #/broker/agency/new, #/broker/agency)', () => {
  test('each agency with code, name, status and agents; "Add an agency" for a company-level user', async () => {
    const page = renderRoute(remote, '/broker/agencies', { http: fakeHttp({ 'GET /broker/me': () => PROFILE, 'GET /broker/agencies': () => ({ items: AGENCIES, canManage: true }) }), user: BROKER_STAFF });
    const rows = await screen.findAllByTestId('broker-agency-row');
    expect(page.titles.at(-1)).toBe('Agencies');
    expect(rows.map((r) => r.getAttribute('data-code'))).toEqual(['AG-HN', 'AG-Q1']);
    expect(rows[0].textContent).toContain('Inactive');
    expect(rows[1].textContent).toContain('Đại lý Quận 1 · 2 agents');
    expect(rows[1].querySelector('a')?.getAttribute('href')).toBe('#/broker/agency?id=1');
    expect((await screen.findByTestId('broker-add-agency')).getAttribute('href')).toBe('#/broker/agency/new');
    page.cleanup();
  });

  test('an agent sees no create or edit control: the list, one agency read only, the form told who manages it', async () => {
    const http = fakeHttp({ 'GET /broker/me': () => AGENT_PROFILE, 'GET /broker/agencies': () => ({ items: AGENCIES, canManage: false }) });
    const list = renderRoute(remote, '/broker/agencies', { http, user: BROKER_STAFF });
    await screen.findAllByTestId('broker-agency-row');
    await waitFor(() => expect(http.to('GET /broker/me')).toHaveLength(1));
    expect(screen.queryByTestId('broker-add-agency')).toBeNull();
    list.cleanup();
    const one = renderRoute(remote, '/broker/agency?id=1', { http, user: BROKER_STAFF });
    expect((await screen.findByTestId('broker-agency-code')).textContent).toBe('AG-Q1');
    expect(screen.queryByTestId('broker-agency-save')).toBeNull();
    one.cleanup();
    const form = renderRoute(remote, '/broker/agency/new', { http, user: BROKER_STAFF, language: 'vi_VN' });
    expect((await screen.findByTestId('broker-new-agency-read-only')).textContent).toContain('Nhân viên đại lý chỉ được xem.');
    form.cleanup();
  });

  test.each([
    ['en_US', 'Broker code already exists', 'Use letters, digits, dots and dashes only'],
    ['vi_VN', 'Mã môi giới đã tồn tại', 'Chỉ dùng chữ cái, chữ số, dấu chấm và gạch ngang'],
  ] as const)('a new agency (%s): the shared schema first; a code in use is refused under the code field, nothing typed lost; then added', async (language, exists, badCode) => {
    const http = fakeHttp({
      'GET /broker/me': () => PROFILE,
      'GET /broker/agencies': () => ({ items: AGENCIES, canManage: true }),
      'POST /broker/agencies': (_c: unknown, n: number) => { if (n === 0) throw codeExists(); return agency({ id: 9, code: 'AG-Q7', name: 'Đại lý Quận 7', agents: 0 }); },
    });
    const page = renderRoute(remote, '/broker/agency/new', { http, user: BROKER_STAFF, language });
    await screen.findByTestId('broker-new-agency-submit');
    type('broker-new-agency-code', 'AG Q1');
    type('broker-new-agency-name', 'Đại lý Quận 1 mới');
    fireEvent.click(screen.getByTestId('broker-new-agency-submit'));
    expect((await screen.findByTestId('broker-new-agency-code-error')).textContent).toBe(badCode);
    expect(http.to('POST /broker/agencies')).toHaveLength(0);
    type('broker-new-agency-code', 'ag-q1');
    fireEvent.click(screen.getByTestId('broker-new-agency-submit'));
    await waitFor(() => expect(screen.getByTestId('broker-new-agency-code-error').textContent).toBe(exists));
    expect(http.to('POST /broker/agencies')[0].body).toEqual({ code: 'AG-Q1', name: 'Đại lý Quận 1 mới', status: 'effective' });
    expect(field('broker-new-agency-code').value).toBe('ag-q1');
    expect(field('broker-new-agency-name').value).toBe('Đại lý Quận 1 mới');
    await waitFor(() => expect(document.activeElement).toBe(field('broker-new-agency-code')));
    type('broker-new-agency-code', 'AG-Q7');
    type('broker-new-agency-name', 'Đại lý Quận 7');
    fireEvent.click(screen.getByTestId('broker-new-agency-submit'));
    await waitFor(() => expect(window.location.hash).toBe('#/broker/agencies'));
    page.cleanup();
  });

  test('editing an agency: saved, or the code refused under its field', async () => {
    let calls = 0;
    const http = fakeHttp({
      'GET /broker/me': () => PROFILE,
      'GET /broker/agencies': () => ({ items: AGENCIES, canManage: true }),
      'PUT /broker/agencies/1': (call: { body?: Record<string, unknown> }) => { calls += 1; if (calls === 1) throw codeExists(); return agency({ ...(call.body as object) }); },
    });
    const page = renderRoute(remote, '/broker/agency?id=1', { http, user: BROKER_STAFF });
    await screen.findByTestId('broker-agency-save');
    await waitFor(() => expect(field('broker-agency-code').value).toBe('AG-Q1'));
    type('broker-agency-code', 'BRK-SAIGON');
    fireEvent.click(screen.getByTestId('broker-agency-save'));
    expect((await screen.findByTestId('broker-agency-code-error')).textContent).toBe('Broker code already exists');
    type('broker-agency-code', 'AG-Q1');
    fireEvent.change(field('broker-agency-status'), { target: { value: 'invalid' } });
    fireEvent.click(screen.getByTestId('broker-agency-save'));
    expect(await screen.findByTestId('broker-agency-saved')).toBeTruthy();
    expect(http.to('PUT /broker/agencies/1')[1].body).toEqual({ code: 'AG-Q1', name: 'Đại lý Quận 1', status: 'invalid' });
    page.cleanup();
  });
});
