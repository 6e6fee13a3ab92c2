import { createHash, randomBytes } from 'node:crypto';
import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { createStorage, type ObjectStorage } from '../../storage';
import { STORAGE_KINDS, scratchStorage } from '../../storage/testkit';
import { ClaimClient, fileOf, type FlowFile } from './crash-client';
import { ServerProcess } from './crash-server';
import { accidentClaim, type FormOptionsForTests } from './submit-testkit';
import { storedDocuments } from './testkit';
import { TusStore } from './tus-store';

/**
 * kill -9 at random points of the wizard's real flow: the server is a child
 * process, killed and restarted at least KILLS times while the client uploads three documents
 * (tus, three at a time, resuming via HEAD) and submits with one Idempotency-Key (asking
 * GET /claims/submissions/:key when the answer is lost). Then: one claim per flow with every
 * file attached and byte-identical, no idempotency record stuck, no upload left behind. On both
 * storage back ends: local disk, and S3 on an s3rver that lives on while the API dies (the
 * bucket outlives the process as a disk does). CRASH_SEED reproduces a run's kill schedule.
 */
// Twelve restarts and their recoveries: minutes on a busy two-core machine (a ceiling, not a budget).
jest.setTimeout(900_000);

const SEED = Number(process.env.CRASH_SEED ?? 20261123);
const KILLS = 12;
/**
 * Each finished flow cancels its claim (lan.tran may hold LIMITS.maxClaimsInProgress open), so
 * the run goes on until every kill has happened; the cap only bounds a run whose kills stop firing.
 */
const MAX_FLOWS = 20;
/**
 * A stuck flow fails with what happened instead of running into jest's timeout. About 20 s on an
 * idle machine; the ceiling leaves room for one that is busy with other work. Time spent starting
 * the server again after a kill does not count: that is the machine's speed, not a stuck flow
 * (on a machine at load 15-20 a start took 28 s, twelve of them 336 s).
 */
const FLOW_DEADLINE_MS = 400_000;

const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), randomBytes(size - 12)]);
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

let server: ServerProcess;
let db: DatabaseHandle | null = null;
let files: ObjectStorage | null = null;
let dropFiles: (() => Promise<void>) | null = null;

interface Kill {
  trigger: string;
  delayMs: number;
  inFlight: string;
}

/**
 * Arms kills from a seeded generator, spread over the moments that matter: a few ms after the
 * n-th request since the last start, after the last chunk of an upload leaves (the server is
 * finishing it), after a Submit leaves (checks, the transaction, the answer), or at a time.
 */
function killSchedule(onKill: (k: Kill) => void) {
  const rng = xoroshiro128plus(SEED);
  const int = (from: number, to: number) => unsafeUniformIntDistribution(from, to, rng);
  let armed: { afterRequests: number; label: string | null; delayMs: number } | null = null;
  let seen = 0;
  let last = 'none';
  let timer: NodeJS.Timeout | undefined;
  const fire = (trigger: string, delayMs: number) => {
    timer = setTimeout(() => onKill({ trigger, delayMs, inFlight: last }), delayMs);
  };
  return {
    arm() {
      seen = 0;
      const mode = int(0, 9);
      armed = null;
      if (mode < 3) armed = { afterRequests: int(1, 8), label: null, delayMs: int(0, 25) };
      else if (mode < 6) armed = { afterRequests: 1, label: 'PATCH tus last', delayMs: int(0, 40) };
      else if (mode < 9) armed = { afterRequests: 1, label: 'POST /api/claims', delayMs: int(0, 50) };
      else fire('time', int(20, 300));
    },
    disarm() {
      armed = null;
      clearTimeout(timer);
    },
    onRequest(label: string) {
      last = label;
      if (!armed || (armed.label !== null && armed.label !== label) || ++seen !== armed.afterRequests) return;
      const { delayMs, afterRequests } = armed;
      armed = null;
      fire(armed === null && afterRequests === 1 ? label : `request ${afterRequests} (${label})`, delayMs);
    },
  };
}

describe.each(STORAGE_KINDS)('%s storage', (storage) => {
  beforeAll(async () => {
    const store = await scratchStorage(storage);
    dropFiles = store.dispose;
    server = new ServerProcess();
    await server.prepare(store.env);
    await server.start();
  });
  afterAll(async () => {
    try {
      await files?.close();
      await db?.destroy();
      await server?.dispose();
    } finally {
      await dropFiles?.(); // a running s3rver would keep jest from exiting
      [files, db, dropFiles] = [null, null, null];
    }
  });

  test(`kill -9 at ${KILLS}+ seeded random points: one claim per flow, files intact, nothing stuck or orphaned (seed ${SEED})`, async () => {
    const began = Date.now();
    const kills: Kill[] = [];
    let restarting: Promise<void> | null = null;
    let fatal: Error | null = null;
    const schedule = killSchedule((k) => {
      if (restarting) return;
      restarting = (async () => {
        await server.kill();
        kills.push(k);
        await server.start();
        if (kills.length < KILLS) schedule.arm();
      })()
        .catch((error: Error) => {
          fatal = error;
        })
        .finally(() => {
          restarting = null;
        });
    });
    const report = () => `kills: ${kills.map((k) => `${k.trigger}+${k.delayMs}ms [${k.inFlight}]`).join('; ')}; client retries: ${JSON.stringify(client.events)}`;
    const client = new ClaimClient(() => server.url, {
      onRequest: schedule.onRequest,
      check() {
        const restartingMs = server.startMs.slice(1).reduce((sum, ms) => sum + ms, 0);
        if (!fatal && Date.now() - began - restartingMs > FLOW_DEADLINE_MS) fatal = new Error(`flows not done after ${FLOW_DEADLINE_MS} ms (not counting ${restartingMs} ms of restarts)`);
        if (fatal) throw new Error(`${fatal.message}\n${report()}\nserver log:\n${server.logTail()}`);
      },
    });
    await client.login('lan.tran', 'Lan2026pw');
    const options = (await client.callUntilAnswered('GET', '/api/claims/form-options')).body.data as FormOptionsForTests;
    schedule.arm();

    const flows: { files: FlowFile[]; key: string; amount: number; claimId: string; via: string }[] = [];
    for (let f = 0; f < MAX_FLOWS && (f === 0 || kills.length < KILLS); f++) {
      const files = [fileOf('invoice', 'hoa-don.jpg', jpeg(1_500_000)), fileOf('prescription', 'don-thuoc.pdf', pdf(300_000)), fileOf('accident_report', 'bien-ban.jpg', jpeg(2_200_000))];
      // uploadManager.ts runs three uploads at a time.
      await Promise.all(files.map((file) => client.upload(file)));
      const key = `crash-${SEED}-${f}-${randomBytes(6).toString('hex')}`;
      const amount = 1_234_000 + f * 1_000;
      const { claimId, via } = await client.submit(accidentClaim(options, files.map((x) => x.receipt!.id), amount), key);
      flows.push({ files, key, amount, claimId, via });
      const cancelled = await client.callUntilAnswered('POST', `/api/claims/${claimId}/cancel`, { note: 'crash test' });
      // A retried cancel whose first answer was lost finds the claim cancelled already (409).
      expect([200, 409]).toContain(cancelled.status);
    }
    schedule.disarm();
    while (restarting) await restarting;
    const flowMs = Date.now() - began;
    expect(kills.length).toBeGreaterThanOrEqual(KILLS);

    db = await openDatabase(server.database);
    const lan = await db.db.selectFrom('users').select('id').where('account', '=', 'lan.tran').executeTakeFirstOrThrow();
    for (const flow of flows) {
      // Exactly one claim for the flow (its amount is its own this run), the one the client was told about.
      const claims = await db.db.selectFrom('claims').select('id').where('user_id', '=', lan.id).where('request_amount', '=', flow.amount).where('created_at', '>=', new Date(began).toISOString()).execute();
      expect(claims.map((c) => c.id)).toEqual([flow.claimId]);
      const docs = await db.db.selectFrom('claim_documents').select(['public_id', 'sha256']).where('claim_id', '=', flow.claimId).orderBy('public_id').execute();
      expect(docs.map((d) => d.public_id).sort()).toEqual(flow.files.map((x) => x.receipt!.id).sort());
      for (const file of flow.files) {
        const got = await client.download(`/api/claims/files/${file.receipt!.id}`);
        expect(got.status).toBe(200);
        expect(sha(got.content)).toBe(file.sha256);
      }
      expect(await db.db.selectFrom('claim_idempotency').select('state').where('key', '=', flow.key).execute()).toEqual([{ state: 'done' }]);
    }
    expect(await db.db.selectFrom('claim_idempotency').select('key').where('state', '!=', 'done').execute()).toEqual([]);
    // Every upload went into its claim: nothing waits in the draft.
    expect(await db.db.selectFrom('claim_uploads').select('public_id').where('user_id', '=', lan.id).execute()).toEqual([]);

    // No finished upload is left without its receipt (the old failure); count what the kills abandoned.
    files = createStorage(server.storage);
    const uploads = new TusStore(files);
    const sidecars = await uploads.allInfos();
    const offsets = await Promise.all(sidecars.map((s) => uploads.offset(s.id)));
    expect(sidecars.filter((s, i) => !s.receipt && offsets[i] === s.length)).toEqual([]);
    const abandoned = sidecars.filter((s) => !s.receipt).length;

    // A restart with expiry and grace at 0: the start-up sweep leaves exactly the documents rows name.
    await server.kill('SIGTERM');
    await server.start({ UPLOAD_EXPIRY_HOURS: '0', UPLOAD_SWEEP_GRACE_SECONDS: '0' });
    const referenced = new Set(
      [...(await db.db.selectFrom('claim_documents').select('stored_name').execute()), ...(await db.db.selectFrom('claim_uploads').select('stored_name').execute())].map((r) => r.stored_name),
    );
    const tusLeft = async () => {
      const keys: string[] = [];
      for await (const o of files!.list('tus/')) keys.push(o.key);
      return keys;
    };
    const settled = async () => (await tusLeft()).length === 0 && (await storedDocuments(files!)).every((n) => referenced.has(n));
    for (let i = 0; i < 100 && !(await settled()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await tusLeft()).toEqual([]);
    expect((await storedDocuments(files)).filter((n) => !referenced.has(n))).toEqual([]);
    expect((await storedDocuments(files)).length).toBe(flows.length * 3);

    console.info(
      `crash test (${process.env.TEST_DIALECT ?? 'sqlite'}, ${server.storage.kind} storage, seed ${SEED}): ${kills.length} kills in ${flows.length} flows, ${Math.round(flowMs / 1000)} s, ` +
        `start ${Math.round(server.startMs.reduce((a, b) => a + b, 0) / server.startMs.length)} ms avg; submits answered ${flows.map((f) => f.via).join('/')}; ` +
        `abandoned uploads swept ${abandoned}; ${report()}`,
    );
  });
});
