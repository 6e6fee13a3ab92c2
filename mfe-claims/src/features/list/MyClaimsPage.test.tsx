import { fireEvent, screen } from '@testing-library/react';
import { ApiError, type HttpClient } from '@sencare/shared/http';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { SPEC_CLAIM_STATUSES } from '@sencare/shared/rules';
import { fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { MyClaimsPage } from './MyClaimsPage';
import { ClaimDetailPage } from '../details/ClaimDetailPage';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';

const claim = (id: string, status: string) => ({ id, status, insuredName: 'Nguyễn Văn An', riskDate: '2026-11-08', claimType: 'illness', treatment: 'outpatient', requestAmount: 1_100_000, reimbursementAmount: null, submittedAt: '2026-11-10T02:30:00.000Z', updatedAt: '2026-11-10T02:30:00.000Z' });

beforeEach(() => resetSessionChannelForTests());

describe('my claims', () => {
  test('loaded: cards with coloured tags', async () => {
    renderPage(remote, <MyClaimsPage tab="in_progress" />, { http: fakeHttp({ '/claims': { items: [claim('CL-2026-000102', 'processing')], page: 1, pageSize: 10, total: 1, hasMore: false }, '/claims/summary': { inProgress: 4, total: 9 } }) });
    expect(await screen.findByText('CL-2026-000102')).toBeTruthy();
    expect(screen.getByTestId('claim-status').textContent).toBe('Processing');
  });

  test('empty and error states', async () => {
    renderPage(remote, <MyClaimsPage tab="completed" />, { http: fakeHttp({ '/claims': { items: [], page: 1, pageSize: 10, total: 0, hasMore: false }, '/claims/summary': { inProgress: 0, total: 0 } }) });
    expect(await screen.findByTestId('claims-empty')).toBeTruthy();
  });

  test('error state offers a retry', async () => {
    renderPage(remote, <MyClaimsPage />, { http: fakeHttp({ '/claims': new ApiError(5, 'error.network', 0), '/claims/summary': { inProgress: 0, total: 0 } }) });
    expect(await screen.findByTestId('claims-error')).toBeTruthy();
  });

  test('every spec status has a label', () => {
    for (const s of SPEC_CLAIM_STATUSES) expect((en.status as Record<string, string>)[s]).toBeTruthy();
  });
});

describe('claim details', () => {
  const detail = { ...claim('CL-2026-000103', 'supplement_requested'), idType: 'citizen_id', idNumber: '001', diagnosis: 'Viêm ruột thừa', policies: [{ id: 1, policyNo: 'SCH-2026-000451' }], payee: {}, version: 2,
    feeItems: [{ id: 1, name: 'Phẫu thuật', quantity: 1, type: 'surgery', unitPrice: 100, amount: 100, deductible: 0, decision: 'partial', approvedAmount: 80 }],
    documents: [{ id: 'abc', kind: 'invoice', name: 'hoadon.jpg', size: 2048, sha256: 'f'.repeat(64), mime: 'image/jpeg', createdAt: '2026-10-28T02:30:00.000Z' }],
    events: [{ id: 1, from: 'draft', to: 'processing', actorRole: 'customer', note: null, createdAt: '2026-10-28T02:30:00.000Z' }, { id: 2, from: 'processing', to: 'supplement_requested', actorRole: 'insurer', note: 'Need the discharge paper', createdAt: '2026-10-29T02:30:00.000Z' }],
    supplementItems: [] };

  test('loaded in Vietnamese: summary, decisions, timeline, documents and the allowed actions', async () => {
    renderPage(remote, <ClaimDetailPage id="CL-2026-000103" />, { http: fakeHttp({ '/claims/CL-2026-000103': detail }), language: 'vi_VN' });
    expect(await screen.findByTestId('claim-detail')).toBeTruthy();
    expect(screen.getByTestId('claim-timeline').textContent).toContain('Need the discharge paper');
    expect(screen.getByTestId('claim-fee-items').textContent).toContain('Chấp thuận một phần');
    expect(screen.getByTestId('claim-documents').textContent).toContain('hoadon.jpg');
    expect(screen.getByTestId('claim-cancel').textContent).toBe('Hủy hồ sơ');
    expect(screen.getByTestId('claim-answer-supplement')).toBeTruthy();
  });

  test("someone else's claim reads as not found", async () => {
    renderPage(remote, <ClaimDetailPage id="CL-X" />, { http: fakeHttp({ '/claims/CL-X': new ApiError(404, 'claims.notFound', 404) }) });
    expect(await screen.findByTestId('claim-not-found')).toBeTruthy();
  });

  test('a paid claim offers no cancel', async () => {
    renderPage(remote, <ClaimDetailPage id="CL-2026-000106" />, { http: fakeHttp({ '/claims/CL-2026-000106': { ...detail, id: 'CL-2026-000106', status: 'paid' } }) });
    await screen.findByTestId('claim-detail');
    expect(screen.queryByTestId('claim-cancel')).toBeNull();
  });
});

describe.each([['en_US', en], ['vi_VN', vi]] as const)('search on my claims in %s', (lang, texts) => {
  /** Records each list request's query; answers with claims of three tabs for a search. */
  function listHttp() {
    const queries: Record<string, unknown>[] = [];
    const base = fakeHttp({ '/claims/summary': { inProgress: 2, open: 4, total: 9 } });
    const http: HttpClient = {
      ...base,
      get: (path, query) => {
        if (path !== '/claims') return base.get(path, query);
        queries.push(query ?? {});
        const found = query?.q ? [claim('CL-2026-000108', 'denied'), claim('CL-2026-000103', 'supplement_requested'), claim('CL-2026-000102', 'processing')] : [claim('CL-2026-000102', 'processing')];
        return Promise.resolve({ items: found, page: 1, pageSize: 10, total: found.length, hasMore: false } as never);
      },
    };
    return { http, queries };
  }

  test('a search looks in every tab: results of any status with their tags, tabs hidden, clear goes back', async () => {
    const { http, queries } = listHttp();
    renderPage(remote, <MyClaimsPage tab="in_progress" q="CL-2026-0001" />, { http, language: lang });
    await screen.findByText('CL-2026-000108');
    expect(queries[0]).toMatchObject({ tab: 'all', q: 'CL-2026-0001' });
    expect(screen.getAllByTestId('claim-status').map((el) => el.textContent)).toEqual([texts.status.denied, texts.status.supplement_requested, texts.status.processing]);
    expect(screen.getByTestId('claims-search-scope').textContent).toContain(texts.list.searchAll.replace('{{q}}', 'CL-2026-0001'));
    expect(screen.queryByTestId('claims-tab-in_progress')).toBeNull();
    fireEvent.click(screen.getByTestId('claims-search-clear'));
    expect(window.location.hash).toBe('#/claims?tab=in_progress');
  });

  test('text typed in the search brings no unnamed clear control: the one clear is the real "Clear search" button', async () => {
    const { http } = listHttp();
    renderPage(remote, <MyClaimsPage tab="in_progress" q="CL-2026-0001" />, { http, language: lang });
    await screen.findByText('CL-2026-000108');
    fireEvent.change(screen.getByTestId('claims-search').querySelector('input')!, { target: { value: 'CL-2026-0001' } });
    // antd-mobile's own clear is a div with an aria-label (prohibited on a div, never reached by Tab).
    expect(document.querySelector('.adm-input-clear')).toBeNull();
    expect(screen.getByRole('button', { name: texts.list.clearSearch }).tagName).toBe('BUTTON');
  });

  test('without a search the tab filters', async () => {
    const { http, queries } = listHttp();
    renderPage(remote, <MyClaimsPage tab="completed" />, { http, language: lang });
    await screen.findByText('CL-2026-000102');
    expect(queries[0]).toMatchObject({ tab: 'completed' });
    expect(screen.getByTestId('claims-tab-completed').textContent).toBe(texts.tabs.completed);
    expect(screen.queryByTestId('claims-search-scope')).toBeNull();
  });
});
