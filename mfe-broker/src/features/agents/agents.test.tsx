import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Agent } from '@sencare/shared/contracts';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { AGENT_PROFILE, BROKER_STAFF, PROFILE, agent } from '../../test/fixtures';

const field = (testId: string) => screen.getByTestId(testId).querySelector('input, select') as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });
const thao = agent();
const me = agent({ id: 1, userCode: 'BR00000001', fullName: 'Võ Thị Hạnh', email: 'broker.staff@saigonbrokers.vn', you: true });

describe('Agents (#/broker/agents, #/broker/agent/new, #/broker/agent)', () => {
  test('by agency: the agency chosen goes to the API and stays in the address; each agent with email, agency and status', async () => {
    const http = fakeHttp({ 'GET /broker/me': () => PROFILE, 'GET /broker/agents': () => ({ items: [thao, me], canManage: true }) });
    const page = renderRoute(remote, '/broker/agents', { http, user: BROKER_STAFF });
    const rows = await screen.findAllByTestId('broker-agent-row');
    expect(page.titles.at(-1)).toBe('Agents');
    expect(rows[0].textContent).toContain('thao.le@saigonbrokers.vn');
    expect(rows[0].textContent).toContain('AG-Q1 · Đại lý Quận 1');
    expect(rows[1].textContent).toContain('Võ Thị Hạnh (you)');
    expect(http.to('GET /broker/agents')[0].query).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('broker-agents-agency').querySelectorAll('option')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('broker-agents-agency'), { target: { value: '1' } });
    await waitFor(() => expect(window.location.hash).toBe('#/broker/agents?agency=1'));
    await waitFor(() => expect(http.to('GET /broker/agents').at(-1)?.query).toEqual({ agency: 1 }));
    expect(screen.getByTestId('broker-add-agent').getAttribute('href')).toBe('#/broker/agent/new?agency=1');
    page.cleanup();
  });

  test('an agent is offered no invitation and no edit; empty in Vietnamese', async () => {
    const http = fakeHttp({ 'GET /broker/me': () => AGENT_PROFILE, 'GET /broker/agents': () => ({ items: [thao], canManage: false }) });
    const page = renderRoute(remote, '/broker/agents', { http, user: BROKER_STAFF });
    await screen.findAllByTestId('broker-agent-row');
    await waitFor(() => expect(http.to('GET /broker/me')).toHaveLength(1));
    expect(screen.queryByTestId('broker-add-agent')).toBeNull();
    page.cleanup();
    const one = renderRoute(remote, '/broker/agent?id=7', { http, user: BROKER_STAFF });
    expect((await screen.findByTestId('broker-agent-name')).textContent).toBe('Lê Phương Thảo');
    expect(screen.queryByTestId('broker-agent-form')).toBeNull();
    one.cleanup();
    const empty = renderRoute(remote, '/broker/agents?agency=2', { http: fakeHttp({ 'GET /broker/me': () => PROFILE, 'GET /broker/agents': () => ({ items: [], canManage: true }) }), user: BROKER_STAFF, language: 'vi_VN' });
    expect((await screen.findByTestId('broker-agents-empty')).textContent).toContain('Chưa có nhân viên nào.');
    empty.cleanup();
  });

  test('inviting an agent: name, email and an effective agency, checked before sending; an address in use refused under email', async () => {
    const http = fakeHttp({
      'GET /broker/me': () => PROFILE,
      'GET /broker/agents': () => ({ items: [thao], canManage: true }),
      'POST /broker/agents': (_c: unknown, n: number) => {
        if (n === 0) throw new ApiError(409, 'validation.broker.emailTaken', 409, { email: 'validation.broker.emailTaken' });
        return agent({ id: 8, fullName: 'Trần Quốc Huy', email: 'huy.tran@saigonbrokers.vn' });
      },
    });
    const page = renderRoute(remote, '/broker/agent/new', { http, user: BROKER_STAFF, language: 'vi_VN' });
    fireEvent.click(await screen.findByTestId('broker-new-agent-submit'));
    expect((await screen.findByTestId('broker-new-agent-agency-error')).textContent).toBe('Hãy chọn một đại lý');
    expect(http.to('POST /broker/agents')).toHaveLength(0);
    // The inactive agency (AG-HN) is not offered.
    expect([...screen.getByTestId('broker-new-agent-agency').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Chọn đại lý', 'AG-Q1 · Đại lý Quận 1']);
    type('broker-new-agent-fullName', 'Trần Quốc Huy');
    type('broker-new-agent-email', 'lan.tran@sencare.vn');
    type('broker-new-agent-agency', '1');
    fireEvent.click(screen.getByTestId('broker-new-agent-submit'));
    await waitFor(() => expect(screen.getByTestId('broker-new-agent-email-error').textContent).toBe('Email này đã có tài khoản SenCare'));
    expect(http.to('POST /broker/agents')[0].body).toEqual({ fullName: 'Trần Quốc Huy', email: 'lan.tran@sencare.vn', agencyId: 1 });
    type('broker-new-agent-email', 'huy.tran@saigonbrokers.vn');
    fireEvent.click(screen.getByTestId('broker-new-agent-submit'));
    await waitFor(() => expect(window.location.hash).toBe('#/broker/agents?agency=1'));
    page.cleanup();
  });

  test('an agent moved or set inactive by a company-level user; your own row only reads', async () => {
    let current: Agent = thao;
    const http = fakeHttp({
      'GET /broker/me': () => PROFILE,
      'GET /broker/agents': () => ({ items: [current, me], canManage: true }),
      'PUT /broker/agents/7': (call: { body?: Record<string, unknown> }) => (current = { ...thao, status: call.body?.status as Agent['status'] }),
    });
    const page = renderRoute(remote, '/broker/agent?id=7', { http, user: BROKER_STAFF });
    await screen.findByTestId('broker-agent-form');
    fireEvent.change(field('broker-agent-status-field'), { target: { value: 'invalid' } });
    fireEvent.click(screen.getByTestId('broker-agent-save'));
    expect(await screen.findByTestId('broker-agent-saved')).toBeTruthy();
    expect(http.to('PUT /broker/agents/7')[0].body).toEqual({ agencyId: 1, status: 'invalid' });
    await waitFor(() => expect(screen.getByTestId('broker-agent-status').textContent).toBe('Inactive'));
    page.cleanup();
    const own = renderRoute(remote, '/broker/agent?id=1', { http, user: BROKER_STAFF });
    expect((await screen.findByTestId('broker-agent-you')).textContent).toContain('You cannot change your own agency or status');
    expect(screen.queryByTestId('broker-agent-form')).toBeNull();
    own.cleanup();
  });
});
