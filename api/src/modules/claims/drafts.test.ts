import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../test/helpers';
import { JPEG, multipart, startClaimsApp } from './testkit';
import { ACCIDENT_KINDS, accidentClaim, type FormOptionsForTests } from './submit-testkit';

jest.setTimeout(60_000);

let app: FastifyInstance;
let t: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  const started = await startClaimsApp();
  app = started.app;
  t = started.t;
  close = started.close;
});
afterAll(async () => close?.());

async function customer(): Promise<string> {
  const u = await t.createUser();
  return t.login(u.account, u.password);
}

const getDraft = async (token: string) => (await app.inject({ method: 'GET', url: '/api/claims/drafts/current', headers: { token } })).json();
const putDraft = (token: string, body: object) => app.inject({ method: 'PUT', url: '/api/claims/drafts/current', payload: body, headers: { token } });

describe('claim drafts carry a version; a stale write is refused', () => {
  test('no draft → null; the first save (base 0) gets version 1, each next save one more', async () => {
    const token = await customer();
    expect((await getDraft(token)).data).toBeNull();
    const first = await putDraft(token, { step: 1, values: { diagnosis: 'Cúm' }, baseVersion: 0 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ savedAt: expect.any(String), version: 1, key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const second = await putDraft(token, { step: 2, values: { diagnosis: 'Cúm mùa' }, baseVersion: 1 });
    expect(second.json().data.version).toBe(2);
    expect((await getDraft(token)).data).toMatchObject({ step: 2, values: { diagnosis: 'Cúm mùa' }, version: 2, documents: [] });
    // baseVersion is the request's, never stored as part of the draft.
    expect((await getDraft(token)).data.baseVersion).toBeUndefined();
  });

  test('a write on a stale version → 409 claims.draftStale with the current draft; the newer data stays', async () => {
    const token = await customer();
    await putDraft(token, { step: 0, values: { diagnosis: 'A' }, baseVersion: 0 });
    await putDraft(token, { step: 1, values: { diagnosis: 'B (phone)' }, baseVersion: 1 });
    // The laptop still holds version 1.
    const stale = await putDraft(token, { step: 3, values: { diagnosis: 'A (laptop)' }, baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({ code: 409, msg: 'claims.draftStale' });
    expect(body.data).toEqual((await getDraft(token)).data);
    expect(body.data).toMatchObject({ step: 1, values: { diagnosis: 'B (phone)' }, version: 2 });
    // A new draft on top of an existing one is stale too (base 0 while version 2 is stored).
    expect((await putDraft(token, { values: { diagnosis: 'C' }, baseVersion: 0 })).statusCode).toBe(409);
    // A version from the future as well.
    expect((await putDraft(token, { values: { diagnosis: 'C' }, baseVersion: 7 })).statusCode).toBe(409);
    expect((await getDraft(token)).data.values.diagnosis).toBe('B (phone)');
    // Rebased on what the 409 carried, the write lands.
    expect((await putDraft(token, { values: { diagnosis: 'B+A' }, baseVersion: body.data.version })).json().data.version).toBe(3);
  });

  test.each([['a first save (base 0)', 0], ['an update (base 1)', 1]])('parallel writes with one base (%s) → exactly one 200, the others 409', async (_name, base) => {
    const token = await customer();
    if (base === 1) await putDraft(token, { values: { n: 0 }, baseVersion: 0 });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => putDraft(token, { values: { n: i + 1 }, baseVersion: base })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data;
    expect(winner.version).toBe(base + 1);
    const current = (await getDraft(token)).data;
    expect(current.version).toBe(base + 1);
    // The stored data is the winner's, and every loser was told exactly that.
    const winnerN = results.findIndex((r) => r.statusCode === 200) + 1;
    expect(current.values).toEqual({ n: winnerN });
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().data).toEqual(current);
  });

  test('uploads without a saved draft answer version 0; a discard resets to null and to version 0', async () => {
    const token = await customer();
    const { payload, headers } = multipart('hoadon.jpg', JPEG, 'image/jpeg');
    expect((await app.inject({ method: 'POST', url: '/api/claims/drafts/current/documents?kind=invoice', payload, headers: { ...headers, token } })).json().code).toBe(0);
    expect((await getDraft(token)).data).toMatchObject({ values: {}, savedAt: null, version: 0, documents: [{ kind: 'invoice' }] });
    expect((await putDraft(token, { values: { a: 1 }, baseVersion: 0 })).json().data.version).toBe(1);
    expect((await app.inject({ method: 'DELETE', url: '/api/claims/drafts/current', headers: { token } })).json().code).toBe(0);
    expect((await getDraft(token)).data).toBeNull();
    expect((await putDraft(token, { values: { a: 2 }, baseVersion: 0 })).json().data.version).toBe(1);
  });

  test.each([
    ['without baseVersion', { values: {} }],
    ['a negative baseVersion', { values: {}, baseVersion: -1 }],
    ['a fractional baseVersion', { values: {}, baseVersion: 1.5 }],
    ['a string baseVersion', { values: {}, baseVersion: 'x' }],
  ])('a save %s → 400 validation, never 5xx', async (_name, body) => {
    const token = await customer();
    const res = await putDraft(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });
});

describe('a draft sent from another phone is known by its key', () => {
  const sentAs = (token: string, key: string) => app.inject({ method: 'GET', url: `/api/claims/drafts/sent/${key}`, headers: { token } });

  test('the key comes with every save and GET; once the draft is submitted, the key names the claim (for its owner only)', async () => {
    const token = await t.login('demo', 'Demo2026');
    await app.inject({ method: 'DELETE', url: '/api/claims/drafts/current', headers: { token } });
    const documentIds: string[] = [];
    for (const kind of ACCIDENT_KINDS) {
      const { payload, headers } = multipart('photo.jpg', JPEG, 'image/jpeg');
      documentIds.push((await app.inject({ method: 'POST', url: `/api/claims/drafts/current/documents?kind=${kind}`, payload, headers: { ...headers, token } })).json().data.id);
    }
    const key = (await putDraft(token, { step: 1, values: { diagnosis: 'Phone A' }, baseVersion: 0 })).json().data.key as string;
    expect((await putDraft(token, { step: 2, values: { diagnosis: 'Phone B' }, baseVersion: 1 })).json().data).toMatchObject({ version: 2, key });
    expect((await getDraft(token)).data).toMatchObject({ version: 2, key });
    expect((await sentAs(token, key)).json()).toMatchObject({ code: 0, data: null });

    const opts = (await app.inject({ method: 'GET', url: '/api/claims/form-options', headers: { token } })).json().data as FormOptionsForTests;
    const submitted = await app.inject({ method: 'POST', url: '/api/claims', payload: { ...accidentClaim(opts, documentIds, 777_000), confirmDuplicate: true }, headers: { token } });
    expect(submitted.statusCode).toBe(200);
    const claimId = submitted.json().data.claimId as string;

    expect((await getDraft(token)).data).toBeNull();
    expect((await sentAs(token, key)).json().data).toEqual({ claimId, status: 'processing' });
    // A new draft after it has a key of its own.
    expect((await putDraft(token, { values: { diagnosis: 'next' }, baseVersion: 0 })).json().data.key).not.toBe(key);
    // Someone else's key tells nothing; a malformed one is a 400, never 5xx.
    expect((await sentAs(await customer(), key)).json().data).toBeNull();
    expect((await sentAs(token, 'not-a-key')).statusCode).toBe(400);
    await app.inject({ method: 'DELETE', url: '/api/claims/drafts/current', headers: { token } });
  });
});
