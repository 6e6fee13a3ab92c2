import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { TestApp } from '../../test/helpers';
import { accidentClaim, ACCIDENT_KINDS, type FormOptionsForTests } from './submit-testkit';
import { JPEG, PDF, multipart, startClaimsApp } from './testkit';

jest.setTimeout(60_000);

let app: FastifyInstance;
let t: TestApp;
let close: () => Promise<void>;
let lan: string;
let lanId: number;
let options: FormOptionsForTests;
let amount = 1_000_000;

beforeAll(async () => {
  const started = await startClaimsApp();
  app = started.app;
  t = started.t;
  close = started.close;
  lan = await t.login('lan.tran', 'Lan2026pw');
  lanId = (await t.db.selectFrom('users').select('id').where('account', '=', 'lan.tran').executeTakeFirstOrThrow()).id;
  options = (await app.inject({ method: 'GET', url: '/api/claims/form-options', headers: { token: lan } })).json().data;
});
afterAll(async () => close?.());

async function draftUpload(token: string, kind: string): Promise<string> {
  const { payload, headers } = multipart(`${kind}.jpg`, kind === 'prescription' ? PDF : JPEG, 'application/octet-stream');
  return (await app.inject({ method: 'POST', url: `/api/claims/drafts/current/documents?kind=${kind}`, payload, headers: { ...headers, token } })).json().data.id;
}

/** A fresh, valid body (new uploads, its own amount so the duplicate check stays out of the way). */
async function newClaim(token = lan) {
  const ids = [];
  for (const kind of ACCIDENT_KINDS) ids.push(await draftUpload(token, kind));
  amount += 10_000;
  return accidentClaim(options, ids, amount);
}

const submit = (body: object, key: string, token = lan) => app.inject({ method: 'POST', url: '/api/claims', payload: body, headers: { token, 'idempotency-key': key } });
const submission = (key: string, token = lan) => app.inject({ method: 'GET', url: `/api/claims/submissions/${key}`, headers: { token } });
const claimsOf = async (userId: number) => (await t.db.selectFrom('claims').select('id').where('user_id', '=', userId).execute()).length;
const rowsOf = (key: string) => t.db.selectFrom('claim_idempotency').selectAll().where('key', '=', key).execute();

describe('Submit with an Idempotency-Key', () => {
  test('parallel submissions with one key make exactly one claim and all get its answer', async () => {
    const body = await newClaim();
    const before = await claimsOf(lanId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(body, 'parallel-key-0001')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json().data.claimId));
    expect(ids.size).toBe(1);
    expect(await claimsOf(lanId)).toBe(before + 1);
    expect(await rowsOf('parallel-key-0001')).toEqual([expect.objectContaining({ state: 'done', http_status: 200 })]);
  });

  test('a failed submission stores nothing: the corrected body may reuse the key', async () => {
    const body = await newClaim();
    const incomplete = await submit({ ...body, documentIds: body.documentIds.slice(0, 1) }, 'retry-key-00001');
    expect(incomplete.statusCode).toBe(400);
    expect(await rowsOf('retry-key-00001')).toEqual([]);
    const fixed = await submit(body, 'retry-key-00001');
    expect(fixed.statusCode).toBe(200);
    // The same key again replays; with another body it is refused.
    expect((await submit(body, 'retry-key-00001')).json().data).toEqual(fixed.json().data);
    const other = await submit({ ...body, diagnosis: 'Khác' }, 'retry-key-00001');
    expect(other.statusCode).toBe(422);
    expect(other.json().msg).toBe('claims.idempotencyMismatch');
  });
});

describe('GET /api/claims/submissions/:key (a Submit whose answer was lost)', () => {
  test('unknown key → 404 claims.submissionNotFound; once submitted → done with the claim and its current status', async () => {
    const unknown = await submission('never-sent-0001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, msg: 'claims.submissionNotFound' });

    const body = await newClaim();
    const claimId = (await submit(body, 'lost-answer-0001')).json().data.claimId;
    const done = await submission('lost-answer-0001');
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ state: 'done', claimId, status: 'processing' });

    await app.inject({ method: 'POST', url: `/api/claims/${claimId}/cancel`, payload: { note: 'Sent by mistake' }, headers: { token: lan } });
    expect((await submission('lost-answer-0001')).json().data).toEqual({ state: 'done', claimId, status: 'cancelled' });
  });

  test("only the user's own keys: another customer's key is not found", async () => {
    const other = await t.createUser();
    const token = await t.login(other.account, other.password);
    expect((await submission('lost-answer-0001', token)).statusCode).toBe(404);
  });

  test.each(['short', 'has space in it', 'x'.repeat(101), 'semi;colon-key'])('a malformed key %j → 400 or 404, never 5xx', async (key) => {
    const res = await submission(encodeURIComponent(key));
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().code).toBe(res.statusCode);
  });

  test('discarding the draft works whatever idempotency records exist', async () => {
    const body = await newClaim();
    await submit(body, 'discard-key-0001');
    await draftUpload(lan, 'invoice');
    await app.inject({ method: 'PUT', url: '/api/claims/drafts/current', payload: { values: { a: 1 }, baseVersion: 0 }, headers: { token: lan } });
    const res = await app.inject({ method: 'DELETE', url: '/api/claims/drafts/current', headers: { token: lan } });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/claims/drafts/current', headers: { token: lan } })).json().data).toBeNull();
    expect((await submission('discard-key-0001')).json().data.state).toBe('done');
  });
});

// PostgreSQL's row lock on a unique key is what serialises two replicas; SQLite has one writer per
// file and the driver runs each transaction under one connection lock, so there is nothing to hold.
if (process.env.TEST_DIALECT === 'postgres') {
  describe('on PostgreSQL, a key held by another transaction (another replica mid-submit)', () => {
    test('the second request waits, reports running, and then makes its claim once the holder rolls back', async () => {
      const body = await newClaim();
      const schema = (await t.db.selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('s')).executeTakeFirstOrThrow()).s;
      const holder = new pg.Client({ connectionString: t.config.databaseUrl, options: `-c search_path=${schema}` });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query("insert into claim_idempotency (user_id, key, request_hash, state, created_at) values ($1, 'held-key-000001', 'x', 'running', 'now')", [lanId]);
        const pending = submit(body, 'held-key-000001');
        let state: unknown;
        for (let i = 0; i < 100 && state === undefined; i++) {
          const res = (await submission('held-key-000001')).json();
          if (res.data?.state === 'running') state = res.data.state;
          else await new Promise((r) => setTimeout(r, 20));
        }
        expect(state).toBe('running');
        await holder.query('rollback');
        const res = await pending;
        expect(res.statusCode).toBe(200);
        expect((await submission('held-key-000001')).json().data).toMatchObject({ state: 'done', claimId: res.json().data.claimId });
      } finally {
        await holder.end();
      }
    });
  });
}
