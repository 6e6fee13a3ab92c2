import { expect, type APIRequestContext } from '@playwright/test';
import { GOP_STATUSES, type GopStatus } from '../../shared/src/rules/gopStateMachine';
import { SPEC_CLAIM_STATUSES, type ClaimStatusName } from '../../shared/src/rules/claimStateMachine';
import { apiData, apiToken, submitByApi, type ClaimFormOptions } from './claimWizard';
import { approveEveryLine, insurerAct, type InsurerAction } from './insurerActions';

/**
 * Data in every status for the accessibility sweep (support/a11ySweep.ts): a claim of lan.tran in
 * each of the 11 statuses of shared/src/rules/claimStateMachine.ts and a GOP of Chợ Rẫy in each
 * state of gopStateMachine.ts. The seed (api/src/db/seed-portfolios.ts) gives lan.tran four
 * statuses and no GOP, and other specs move her seeded claims on, so whatever is missing when the
 * sweep runs is made here through the API, the assessor and the desk playing their parts.
 */
export const LAN = { account: 'lan.tran', password: 'Lan2026pw' };
const ASSESSOR = { account: 'assessor', password: 'Assessor2026' };
export const STAFF = { choRay: { account: 'cho-ray.staff', password: 'Provider2026' }, fv: { account: 'fv.staff', password: 'Provider2026' } };
/** lan.tran's mother's e-card (seed-portfolios.ts): on lan.tran's policy, so the stays are lan.tran's. */
const MOTHER_CARD = 'SC2600077702';
/** Her date of birth: a GOP request needs the patient lookup's proof (api/README.md "Patient lookups"). */
const MOTHER_DOB = '1960-09-09';

const both = (en: string, vi: string) => ({ en, vi });
type Body = InsurerAction;
/** The insurer's moves from processing to each status (a settlement needs one decision per fee line). */
const CLAIM_PATHS: Record<Exclude<ClaimStatusName, 'draft' | 'processing'>, (settle: Body) => Body[]> = {
  supplement_requested: () => [{ action: 'requestSupplement', requestedItems: [{ name: both('Lab results', 'Kết quả xét nghiệm'), code: 'medical_record', reason: both('The test result is not attached', 'Chưa có kết quả xét nghiệm') }], deadline: '2099-12-31' }],
  to_be_revised: () => [{ action: 'requestRevision', note: both('The account name does not match the claimant.', 'Tên chủ tài khoản không khớp với người yêu cầu.') }],
  waiting_originals: () => [{ action: 'requestOriginals', note: both('Please post the original invoices.', 'Vui lòng gửi hóa đơn gốc qua bưu điện.') }],
  settled: (settle) => [settle],
  to_be_paid: (settle) => [settle, { action: 'approvePayment' }],
  paid: (settle) => [settle, { action: 'approvePayment' }, { action: 'markPaid', note: 'Techcombank ****9012' }],
  payment_failed: (settle) => [settle, { action: 'approvePayment' }, { action: 'paymentFailed', note: both('The bank rejected the transfer.', 'Ngân hàng từ chối chuyển khoản.') }],
  finished: (settle) => [settle, { action: 'approvePayment' }, { action: 'markPaid' }, { action: 'finish' }],
  denied: () => [{ action: 'deny', note: both('Not covered by the policy.', 'Không thuộc phạm vi bảo hiểm.') }],
  cancelled: () => [{ action: 'cancel', note: both('Asked by the customer.', 'Theo yêu cầu của khách hàng.') }],
};

/** Where a status made here goes after the audits, so lan.tran's open claims stay under the limit of 10 for the specs after. */
const CLOSE: Partial<Record<ClaimStatusName, Body[]>> = {
  processing: [{ action: 'cancel' }],
  waiting_originals: [{ action: 'originalsReceived' }, { action: 'cancel' }],
  to_be_paid: [{ action: 'markPaid' }, { action: 'finish' }],
  payment_failed: [{ action: 'retryPayment' }, { action: 'markPaid' }, { action: 'finish' }],
};

const move = (request: APIRequestContext, token: string, id: string, body: Body) => insurerAct(request, token, id, body);

type ConsoleClaim = { feeItems: { id: number; amount: number }[] };
/** The claim as the assessor's console reads it, once its submission is stored there. */
async function onConsole(request: APIRequestContext, assessor: string, id: string): Promise<ConsoleClaim> {
  const read = () => apiData<ConsoleClaim | null>(request, assessor, `/insurer/claims/${id}`);
  await expect.poll(async () => (await read())?.feeItems.length ?? 0, { message: `${id} on the console` }).toBeGreaterThan(0);
  return (await read())!;
}

export interface ClaimsInEveryStatus {
  ids: Record<(typeof SPEC_CLAIM_STATUSES)[number], string>;
  /** Moves the claims made here out of the open statuses (a to_be_revised claim stays: only its owner can resubmit it, and the next run reuses it). */
  close(): Promise<void>;
}

/** A claim of lan.tran in every status of docs/requirements.md §4, reusing hers and making the missing ones. */
export async function claimsInEveryStatus(request: APIRequestContext): Promise<ClaimsInEveryStatus> {
  const lan = await apiToken(request, LAN.account, LAN.password);
  const assessor = await apiToken(request, ASSESSOR.account, ASSESSOR.password);
  const { items } = await apiData<{ items: { id: string; status: ClaimStatusName }[] }>(request, lan, '/claims?tab=all&pageSize=50');
  const ids: Partial<Record<ClaimStatusName, string>> = {};
  for (const item of items) ids[item.status] ??= item.id;
  const made: [ClaimStatusName, string][] = [];
  const missing = SPEC_CLAIM_STATUSES.filter((s) => !ids[s]);
  if (missing.length > 0) {
    // A claim sent through the API takes the uploads of the current draft: none left by a wizard.
    await request.delete('/api/claims/drafts/current', { headers: { token: lan } });
    const options = await apiData<ClaimFormOptions>(request, lan, '/claims/form-options');
    for (const status of missing) {
      const id = await submitByApi(request, lan, options, 500_000);
      if (status !== 'processing') {
        const claim = await onConsole(request, assessor, id);
        const settle = approveEveryLine(claim.feeItems);
        for (const body of CLAIM_PATHS[status](settle)) await move(request, assessor, id, body);
      }
      ids[status] = id;
      made.push([status, id]);
    }
  }
  return {
    ids: ids as ClaimsInEveryStatus['ids'],
    async close() {
      for (const [status, id] of made) {
        if (status === 'supplement_requested') {
          const res = await request.post(`/api/claims/${id}/cancel`, { headers: { token: lan }, data: { note: 'e2e clean-up' } });
          expect(res.status(), await res.text()).toBe(200);
        } else if (status === 'settled') {
          for (const body of [{ action: 'approvePayment' }, { action: 'markPaid' }, { action: 'finish' }] as const) await move(request, assessor, id, body);
        } else {
          for (const body of CLOSE[status] ?? []) await move(request, assessor, id, body);
        }
      }
    },
  };
}

type GopBody = Record<string, unknown> & { action: string };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
/** Who moves a GOP from pending to each state, and how (gopStateMachine.ts; the amounts within lan.tran's benefit). */
const ASSESS: [string, GopBody] = ['insurer', { action: 'assess', guaranteedAmount: 800_000, note: 'Room within the plan' }];
const FINAL: [string, GopBody] = ['provider', { action: 'final_submit', finalBillAmount: 900_000, dischargeDate: today() }];
const APPROVE: [string, GopBody] = ['insurer', { action: 'final_approve', payableAmount: 700_000 }];
const GOP_PATHS: Record<GopStatus, () => [string, GopBody][]> = {
  pending: () => [],
  to_be_replied: () => [['insurer', { action: 'return', note: 'Please attach the admission order.' }]],
  assessed: () => [ASSESS],
  final_submission: () => [ASSESS, FINAL],
  final_approval: () => [ASSESS, FINAL, APPROVE],
  concluded: () => [ASSESS, FINAL, APPROVE, ['insurer', { action: 'conclude', conclusion: 'partially_pay' }]],
  declined: () => [['insurer', { action: 'decline', note: 'Not covered by the policy.' }]],
  withdrawn: () => [['provider', { action: 'withdraw', note: 'The patient went home.' }]],
  cancelled: () => [ASSESS, ['provider', { action: 'cancel', note: 'The patient moved to another hospital.' }]],
};

/**
 * A GOP of the staff's hospital in each of `states` (all by default), reusing what the hospital
 * has.
 */
export interface SweptGop {
  id: number;
  caseNo: string;
}
export async function gopsInEveryState(request: APIRequestContext, staff: { account: string; password: string }, states: readonly GopStatus[] = GOP_STATUSES): Promise<Partial<Record<GopStatus, SweptGop>>> {
  const tokens: Record<string, string> = { provider: await apiToken(request, staff.account, staff.password), insurer: await apiToken(request, ASSESSOR.account, ASSESSOR.password) };
  const gops: Partial<Record<GopStatus, SweptGop>> = {};
  for (const state of states) {
    const { items } = await apiData<{ items: SweptGop[] }>(request, tokens.provider, `/provider/gops?status=${state}&pageSize=1`);
    if (items[0]) {
      gops[state] = { id: items[0].id, caseNo: items[0].caseNo };
      continue;
    }
    const created = await request.post('/api/provider/gops', {
      headers: { token: tokens.provider },
      data: { cardNumber: MOTHER_CARD, dob: MOTHER_DOB, admissionDate: today(), diagnosis: 'Tăng huyết áp (I10)', estimatedAmount: 1_000_000, benefitCode: 'INPATIENT' },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id, caseNo } = ((await created.json()) as { data: SweptGop }).data;
    for (const [role, body] of GOP_PATHS[state]()) {
      const res = await request.post(`/api/${role}/gops/${id}/actions`, { headers: { token: tokens[role] }, data: body });
      expect(res.status(), `GOP ${id} ${body.action}: ${await res.text()}`).toBe(200);
    }
    gops[state] = { id, caseNo };
  }
  return gops;
}

/**
 * A "My data" request in each state the assessor's console shows (received, acknowledged, done,
 * refused), filed as lan.tran's corrections through the API (mfe-insurer data requests). Only
 * corrections: a closure completed here would close lan.tran's account for every spec after.
 */
export async function dataRequestsInEveryState(request: APIRequestContext): Promise<Record<'received' | 'acknowledged' | 'done' | 'refused', number>> {
  const lan = await apiToken(request, LAN.account, LAN.password);
  const assessor = await apiToken(request, ASSESSOR.account, ASSESSOR.password);
  const file = async (details: string) => {
    const res = await request.post('/api/mydata/requests/correction', { headers: { token: lan }, data: { field: 'phone', details } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const act = async (id: number, action: string, reason?: string) => {
    const res = await request.post(`/api/insurer/mydata-requests/${id}/actions`, { headers: { token: assessor }, data: { action, ...(reason ? { reason } : {}) } });
    expect(res.status(), await res.text()).toBe(200);
  };
  const [received, acknowledged, done, refused] = [await file('Số điện thoại mới 0912 345 678'), await file('Số cũ'), await file('Đổi số'), await file('Không rõ')];
  await act(acknowledged, 'acknowledge');
  await act(done, 'complete', 'Đã cập nhật số điện thoại');
  await act(refused, 'refuse', 'Vui lòng cho biết số mới');
  return { received, acknowledged, done, refused };
}
