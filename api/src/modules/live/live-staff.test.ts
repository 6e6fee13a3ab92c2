import { startTestApp, type TestApp } from '../../test/helpers';
import { admission, tokens } from '../gop/testkit';
import { openStream, type OpenedStream } from './test-client';

/**
 * Who hears a GOP or a claim change on GET /api/live (`record-changed`), over a real listening
 * server on SQLite and (TEST_DATABASE_URL) PostgreSQL: the insurer's assessors, the staff of the
 * request's own hospital and the insured customer; never another hospital, never another customer.
 */
jest.setTimeout(30_000);

let t: TestApp;
let base: string;
let tk: Awaited<ReturnType<typeof tokens>>;
let demo: string;
const streams: OpenedStream[] = [];
const open = async (token: string) => {
  const stream = await openStream(base, token);
  streams.push(stream);
  await stream.next('snapshot');
  return stream;
};

beforeAll(async () => {
  t = await startTestApp({ live: { heartbeatMs: 25_000, maxConnectionsPerUser: 5 } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  tk = await tokens(t);
  demo = await t.login('demo', 'Demo2026');
});
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});
afterAll(async () => t.close());

const post = (path: string, body: unknown, token: string) => t.post(path, body, { token });
const gopEvent = (id: number, status: string, mine: boolean) => ({ kind: 'gop', id: String(id), status, mine });

describe(`live record changes for staff (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  test("a GOP's creation and every move reach the insurer, its hospital and the insured customer; not another hospital or customer", async () => {
    const [insurer, choRay, fv, lan, other] = await Promise.all([open(tk.assessor), open(tk.choRay), open(tk.fv), open(tk.lan), open(demo)]);

    const created = await post('/api/provider/gops', admission(), tk.choRay);
    expect(created.status).toBe(200);
    const id = created.data.id as number;
    expect((await insurer.next('record-changed')).data).toEqual(gopEvent(id, 'pending', false));
    expect((await choRay.next('record-changed')).data).toEqual(gopEvent(id, 'pending', true));
    expect((await lan.next('record-changed')).data).toEqual(gopEvent(id, 'pending', false));

    const assessed = await post(`/api/insurer/gops/${id}/actions`, { action: 'assess', guaranteedAmount: 20_000_000 }, tk.assessor);
    expect(assessed.status).toBe(200);
    expect((await insurer.next('record-changed')).data).toEqual(gopEvent(id, 'assessed', true));
    expect((await choRay.next('record-changed')).data).toEqual(gopEvent(id, 'assessed', false));
    expect((await lan.next('record-changed')).data).toEqual(gopEvent(id, 'assessed', false));

    // Proof of silence without waiting for it: each bus delivers a user's events in order, so an
    // event of Chợ Rẫy's request would have reached FV, or demo, before their own later one.
    const theirs = await post('/api/provider/gops', admission({ estimatedAmount: 5_000_000 }), tk.fv);
    expect((await fv.next('record-changed')).data).toEqual(gopEvent(theirs.data.id as number, 'pending', true));
    expect(fv.received.map((e) => e.event)).toEqual(['snapshot', 'record-changed']);
    await post('/api/messages/read-all', {}, demo);
    await other.next('unread-count');
    expect(other.received.map((e) => e.event)).toEqual(['snapshot', 'unread-count']);
    // And Chợ Rẫy hears nothing of FV's request: its next event is its own request's next move.
    expect((await post(`/api/provider/gops/${id}/actions`, { action: 'cancel', note: 'Patient moved to another hospital' }, tk.choRay)).status).toBe(200);
    expect((await choRay.next('record-changed')).data).toEqual(gopEvent(id, 'cancelled', true));
    expect((await lan.next('record-changed', 20_000)).data.status).toBe('pending'); // FV's request for her, then Chợ Rẫy's cancel
    expect((await lan.next('record-changed')).data).toEqual(gopEvent(id, 'cancelled', false));
    expect(choRay.received.filter((e) => e.event === 'record-changed').map((e) => e.data.id)).toEqual([String(id), String(id), String(id)]);
  });

  test("a claim's move reaches every assessor's queue, marked as the mover's own for the mover; never a hospital", async () => {
    const [insurer, choRay] = await Promise.all([open(tk.assessor), open(tk.choRay)]);
    const res = await post('/api/insurer/claims/CL-2026-000204/actions', { action: 'requestOriginals' }, tk.assessor);
    expect(res.status).toBe(200);
    expect((await insurer.next('record-changed')).data).toEqual({ kind: 'claim', id: 'CL-2026-000204', status: 'waiting_originals', mine: true });
    const gop = await post('/api/provider/gops', admission({ estimatedAmount: 4_000_000 }), tk.choRay);
    expect((await choRay.next('record-changed')).data).toEqual(gopEvent(gop.data.id as number, 'pending', true));
    expect(choRay.received.map((e) => e.event)).toEqual(['snapshot', 'record-changed']);
  });
});
