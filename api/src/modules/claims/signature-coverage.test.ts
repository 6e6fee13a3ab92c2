import type { FastifyInstance } from 'fastify';
import { accidentClaim, type FormOptionsForTests } from './submit-testkit';
import { JPEG, multipart, startClaimsApp } from './testkit';
import type { TestApp } from '../../test/helpers';

// An unsigned new claim is refused; an uncovered one names the policy and why.
jest.setTimeout(60_000);

let app: FastifyInstance;
let t: TestApp;
let close: () => Promise<void>;
let lan: string;

beforeAll(async () => {
  ({ app, t, close } = await startClaimsApp());
  lan = await t.login('lan.tran', 'Lan2026pw');
});
afterAll(async () => close?.());

async function upload(kind: string): Promise<string> {
  const { payload, headers } = multipart(`${kind}.jpg`, JPEG, 'image/jpeg');
  return (await app.inject({ method: 'POST', url: `/api/claims/drafts/current/documents?kind=${kind}`, payload, headers: { ...headers, token: lan } })).json().data.id;
}

async function claim(amount: number) {
  const options = (await app.inject({ method: 'GET', url: '/api/claims/form-options', headers: { token: lan } })).json().data as FormOptionsForTests;
  const ids = [await upload('invoice'), await upload('prescription'), await upload('accident_report')];
  return { options, body: accidentClaim(options, ids, amount) as Record<string, unknown> };
}
const submit = (body: object) => app.inject({ method: 'POST', url: '/api/claims', payload: body, headers: { token: lan } });

describe('POST /api/claims: the signature (docs/requirements.md §5 "signature cannot be empty")', () => {
  test('without a signature → 400 on the signature field, nothing created', async () => {
    const { body } = await claim(310_000);
    const before = (await app.inject({ method: 'GET', url: '/api/claims/summary', headers: { token: lan } })).json().data.total;
    const { signature: _unsigned, ...unsigned } = body;
    const res = await submit(unsigned);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ signature: 'validation.claims.signatureRequired' });
    expect((await submit({ ...body, signature: 'data:image/png;base64,' })).json().errors).toEqual({ signature: 'validation.claims.signatureRequired' });
    expect((await app.inject({ method: 'GET', url: '/api/claims/summary', headers: { token: lan } })).json().data.total).toBe(before);
  });

  test('a signature whose bytes are not a PNG (JPEG, text, zeros under the PNG label) → 400 on the signature field, nothing created', async () => {
    const { body } = await claim(315_000);
    const before = (await app.inject({ method: 'GET', url: '/api/claims/summary', headers: { token: lan } })).json().data.total;
    for (const bytes of [JPEG.subarray(0, 200), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), Buffer.alloc(80)]) {
      const res = await submit({ ...body, signature: `data:image/png;base64,${bytes.toString('base64')}` });
      expect({ status: res.statusCode, errors: res.json().errors }).toEqual({ status: 400, errors: { signature: 'validation.claims.signatureRequired' } });
    }
    expect((await app.inject({ method: 'GET', url: '/api/claims/summary', headers: { token: lan } })).json().data.total).toBe(before);
  });

  test('signed → created, and the claim keeps the signature', async () => {
    const { body } = await claim(320_000);
    const res = await submit(body);
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'processing' } });
    const detail = (await app.inject({ method: 'GET', url: `/api/claims/${res.json().data.claimId}`, headers: { token: lan } })).json().data;
    expect(detail.signature).toBe(body.signature);
  });
});

describe('POST /api/claims: coverage, with the shared rule (shared/src/rules/claimCoverage.ts)', () => {
  test('an illness within the waiting period names the policy, the reason and the first covered day', async () => {
    const { options, body } = await claim(330_000);
    const policy = options.insured.flatMap((p) => p.policies).find((p) => p.id === (body.policyIds as number[])[0]) as { effectiveDate: string; waitingPeriodDays?: number };
    const res = await submit({ ...body, claimType: 'illness', riskDate: policy.effectiveDate });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('error.requirementNotMet');
    expect(res.json().data).toMatchObject({ reason: 'waitingPeriod' });
    // The same day is covered for an accident: no waiting period.
    expect((await submit({ ...body, riskDate: policy.effectiveDate })).json().code).toBe(0);
  });
});
