// `node --test scripts/topology/replica-loss.test.mjs` (after `npm run build`; this machine's
// PostgreSQL, Redis and Debian nginx; part of `npm run test:topology`): a replica lost under load
// costs nobody a request (docs/deploying.md "A replica that crashes: kill -9"). Ten clients make
// their calls as the front end does, with the shared HTTP client (shared/src/http, bundled by esbuild
// as the apps bundle it): five read My claims, five submit claims with an Idempotency-Key, all
// through the real gateway (deploy/nginx/gateway.conf) to two real replicas, and one replica is
// killed with SIGKILL while submissions are in flight. Every call is answered: nginx passes a read
// on to the other replica, the client sends a keyed write again, and the API answers a repeated key
// with its first answer, so each key made exactly one claim. Twice: with the replicas as an upstream
// group (`npm run topology`), and as compose has them, one DNS name with an address per replica.
/* global Blob, FormData */
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { startDnsServer } from './dns.mjs';
import { startComposeGateway } from './nginx.mjs';
import { startReplica } from './replicas.mjs';
import { REPO_ROOT, answersOk, freePort, waitFor } from './support.mjs';
import { DEFAULTS, startTopology } from './topology.mjs';

const READERS = 5;
const WRITERS = 5;
/** The kill comes once this many calls were answered (and the writers' new claims are on their way). */
const ANSWERS_BEFORE_KILL = 300;
/** Then the load goes on for this many answers: the survivor alone, and nginx trying the dead one again. */
const ANSWERS_AFTER_KILL = 900;
const LOAD_CEILING_MS = 45_000;

/** Files the API takes for what an outpatient accident needs (api/src/modules/claims/testkit.ts). */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(2000, 7)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 32)]);
const DOCUMENTS = { invoice: JPEG, prescription: PDF, accident_report: JPEG };
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAX+XDSwAAAABJRU5ErkJggg==';

/** A database of this file's own, dropped before and after: every run starts from the seeded demo. */
const databaseUrl = Object.assign(new URL(DEFAULTS.databaseUrl), { pathname: '/sencare_replica_loss' }).toString();

async function query(url, sql, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

const dropDatabase = () => query(Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString(), 'drop database if exists sencare_replica_loss with (force)');

let topology;
let createHttpClient;

before(async () => {
  await dropDatabase();
  topology = await startTopology({ apiReplicas: 2, port: 0, seedDemo: true, databaseUrl, redisPrefix: `sencare-replica-loss-${randomUUID()}:`, say: () => {} });
  const outfile = path.join(topology.dir, 'shared-http-client.mjs');
  await build({ entryPoints: [path.join(REPO_ROOT, 'shared', 'src', 'http', 'createHttpClient.ts')], bundle: true, format: 'esm', platform: 'node', outfile, logLevel: 'error' });
  ({ createHttpClient } = await import(pathToFileURL(outfile).href));
});

after(async () => {
  await topology?.stop();
  await dropDatabase();
});

/** Signed in through `url` as a seeded customer who has a PIN (the API serves only the set-PIN routes until then). */
async function signIn(url, account, password) {
  const login = await (await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account, password, privacyAccepted: true }) })).json();
  const token = login.data.token;
  await fetch(`${url}/api/pin/set`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify({ newPin: '258036', confirmPin: '258036' }) });
  return { url, account, token };
}

const GATEWAY_FAILURE = new Set([0, 502, 503, 504]);

/**
 * The app's client (shell/src/bootstrap.tsx makes one per page) whose fetch also notes what became
 * of keyed writes in `keyed`: each key's first send (`onFirstSend`), every try the gateway failed
 * (0: no answer at all) and every key sent again right after such a failure (one call at a time).
 */
function appClient(session, keyed, onFirstSend = () => {}) {
  let failedKey = null;
  const fetchImpl = async (input, init) => {
    const key = init?.headers?.['Idempotency-Key'];
    if (!key) return fetch(input, init);
    if (!keyed.sent.has(key)) {
      keyed.sent.add(key);
      onFirstSend(key);
    }
    if (failedKey === key) keyed.resent.push(key);
    const answer = fetch(input, init);
    const status = await answer.then((response) => response.status, () => 0);
    failedKey = GATEWAY_FAILURE.has(status) ? key : null;
    if (failedKey) keyed.failedTries.push(status);
    return answer;
  };
  return createHttpClient({ baseUrl: `${session.url}/api`, getToken: () => session.token, widgetVersion: 'replica-loss-test', sourceType: 'web_h5', onSessionExpired: () => {}, showModal: () => {}, fetchImpl });
}

/** A valid outpatient accident claim on the first effective policy, with three new uploads. */
async function newClaimBody({ url, token }, options, amount) {
  const insured = options.insured.find((p) => p.policies.some((x) => x.status === 'effective'));
  const policy = insured.policies.find((x) => x.status === 'effective');
  const documentIds = [];
  for (const [kind, bytes] of Object.entries(DOCUMENTS)) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), `${kind}.${kind === 'prescription' ? 'pdf' : 'jpg'}`);
    const uploaded = await (await fetch(`${url}/api/claims/drafts/current/documents?kind=${kind}`, { method: 'POST', headers: { token }, body: form })).json();
    assert.equal(uploaded.code, 0, JSON.stringify(uploaded));
    documentIds.push(uploaded.data.id);
  }
  const today = new Date().toISOString().slice(0, 10);
  const consultation = Math.round(amount / 3);
  return {
    insuredId: insured.id, idType: insured.idType, idNumber: insured.idNumber, policyIds: [policy.id],
    riskDate: today > policy.expiryDate ? policy.expiryDate : today, claimType: 'accident', treatment: 'outpatient', diagnosis: 'Bong gân cổ chân (S93.4)',
    requestAmount: amount,
    feeItems: [
      { name: 'Khám', quantity: 1, type: 'consultation', unitPrice: consultation, amount: consultation },
      { name: 'Thuốc', quantity: 1, type: 'medicine', unitPrice: amount - consultation, amount: amount - consultation },
    ],
    documentIds, bankCode: options.banks[0].code, branch: 'Hà Nội', provinceCode: options.provinces[0].code, accountName: 'TRAN THI LAN',
    accountNumber: '0011223344', claimant: 'Trần Thị Lan', email: 'lan.tran@sencare.vn', telephone: '0912345678', relationship: 'self', signature: SIGNATURE,
  };
}

/** As mfe-claims/src/api/claims.ts submits. */
const submit = (client, { key, body }) => client.post('/claims', body, { json: true, silent: true, headers: { 'Idempotency-Key': key } });

/** Calls until `load.done`; each answer or failure is counted in `load`. */
async function callUntilDone(load, call) {
  while (!load.done) {
    const label = await call().then(
      () => null,
      (error) => `${error.message} ${error.httpStatus ?? ''}`.trim(),
    );
    load.answered += 1;
    if (label) load.failures.push(label);
    load.onAnswer();
  }
}

/** A writer: its own new claim once the load is armed, then its key and the first claim's again and again. */
async function writer(load, client, first, own, answers) {
  const keep = (key) => (data) => answers.push({ key, claimId: data.claimId });
  await callUntilDone(load, async () => {
    if (load.armed && !own.sent) {
      own.sent = true;
      return keep(own.key)(await submit(client, own));
    }
    const again = own.sent && load.answered % 2 === 0 ? own : first;
    return keep(again.key)(await submit(client, again));
  });
}

/** The first claim (submitted before the load, replayed by every writer) and one new claim per writer. */
async function prepareClaims(session) {
  const get = async (url) => (await (await fetch(`${session.url}/api${url}`, { headers: { token: session.token } })).json()).data;
  const [options, { open }] = [await get('/claims/form-options'), await get('/claims/summary')];
  assert.ok(open + 1 + WRITERS <= 10, `${session.account} has ${open} open claims: no room for ${1 + WRITERS} more (LIMITS.maxClaimsInProgress)`);
  const base = 1_234_000 + Math.floor(Math.random() * 500) * 10_000;
  const first = { key: `replica-loss-${randomUUID()}`, body: await newClaimBody(session, options, base) };
  const owns = [];
  for (let i = 1; i <= WRITERS; i += 1) owns.push({ key: `replica-loss-${randomUUID()}`, body: await newClaimBody(session, options, base + i * 1_000), sent: false });
  return { first, owns };
}

/**
 * The load through `session.url`, and SIGKILL to `victim` once every writer's new claim has left and
 * 5 more calls were answered (a few ms; a submission takes longer), so some of them are being
 * written on the replica that dies. Counted on the answers as they come, never after a pause.
 */
async function loadAndKill(session, victim, { first, owns }) {
  const keyed = { sent: new Set(), resent: [], failedTries: [] };
  const answers = [{ key: first.key, claimId: (await submit(appClient(session, keyed), first)).claimId }];
  const load = { done: false, armed: false, answered: 0, failures: [], reads: 0, onAnswer: () => {} };
  let ownsSent = 0;
  let killing = null;
  let killAfter = Infinity;
  const onFirstSend = (key) => {
    if (owns.some((own) => own.key === key) && ++ownsSent === WRITERS) killAfter = load.answered + 5;
  };
  load.onAnswer = () => {
    if (load.answered >= ANSWERS_BEFORE_KILL) load.armed = true;
    if (!killing && load.answered >= killAfter) killing = victim.kill('SIGKILL').then(() => load.answered);
  };
  const clients = Array.from({ length: READERS + WRITERS }, () => appClient(session, keyed, onFirstSend));
  const readers = clients.slice(0, READERS).map((client) =>
    callUntilDone(load, async () => {
      load.reads += 1;
      await (load.answered % 2 ? client.get('/claims', { tab: 'in_progress', page: 1, pageSize: 10 }) : client.get('/claims/summary'));
    }),
  );
  const writers = owns.map((own, i) => writer(load, clients[READERS + i], first, own, answers));
  const started = Date.now();
  try {
    await waitFor('the kill', () => killing !== null, { ms: LOAD_CEILING_MS });
    const killedAt = await killing;
    await waitFor('the load after the kill', () => load.answered >= killedAt + ANSWERS_AFTER_KILL && owns.every((own) => answers.some((a) => a.key === own.key)), { ms: LOAD_CEILING_MS });
  } finally {
    load.done = true;
    await Promise.all([...readers, ...writers]);
  }
  return { load, keyed, answers, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** Every answer for a key names one claim, a claim of its own per key; one claim and one key row per key. */
async function assertOneClaimPerKey(session, { first, owns }, answers, claimsBefore) {
  const keys = [first.key, ...owns.map((own) => own.key)];
  const claimOf = new Map(keys.map((key) => [key, new Set(answers.filter((a) => a.key === key).map((a) => a.claimId))]));
  for (const [key, ids] of claimOf) assert.equal(ids.size, 1, `${key}: answered with claims ${[...ids].join(', ')}`);
  assert.equal(new Set([...claimOf.values()].map((ids) => [...ids][0])).size, keys.length);
  assert.equal((await claimsOf(session.account)) - claimsBefore, keys.length);
  const rows = await query(databaseUrl, 'select key, state from claim_idempotency where key = any($1)', [keys]);
  assert.deepEqual(rows.map((row) => `${row.key} ${row.state}`).sort(), keys.map((key) => `${key} done`).sort());
}

const claimsOf = async (account) => Number((await query(databaseUrl, 'select count(*) from claims c join users u on u.id = c.user_id where u.account = $1', [account]))[0].count);

/** The whole scenario through `url`; `nginxLog` is the gateway's error log. Returns what the gateway logged. */
async function replicaLoss(t, { url, victim, account, password, nginxLog }) {
  const session = await signIn(url, account, password);
  const claims = await prepareClaims(session);
  const claimsBefore = await claimsOf(account);
  const { load, keyed, answers, seconds } = await loadAndKill(session, victim, claims);
  const ownKeys = new Set(claims.owns.map((own) => own.key));
  const upstreamErrors = fs.readFileSync(nginxLog, 'utf8').split('\n').filter((line) => line.includes('upstream'));
  t.diagnostic(`${load.answered} calls in ${seconds} s (${load.reads} reads, ${load.answered - load.reads} keyed writes), ${load.failures.length} failed${load.failures.length ? `: ${load.failures.join(', ')}` : ''}`);
  const kinds = new Map();
  for (const line of upstreamErrors) {
    const kind = /\*\d+ (.+?) while /.exec(line)?.[1] ?? line;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  t.diagnostic(`gateway: ${upstreamErrors.length} upstream errors logged (${[...kinds].map(([kind, n]) => `${n} × ${kind}`).join('; ')}); keyed writes it failed: ${keyed.failedTries.length} (${keyed.failedTries.join(', ') || '-'}), sent again by the client: ${keyed.resent.length} (${keyed.resent.filter((key) => ownKeys.has(key)).length} of them new claims)`);
  assert.equal(victim.alive(), false);
  assert.deepEqual(load.failures, []);
  await assertOneClaimPerKey(session, claims, answers, claimsBefore);
  return upstreamErrors;
}

test('kill -9 of one of two replicas (an upstream group) under load: no call fails, and each Idempotency-Key made one claim', async (t) => {
  await replicaLoss(t, { url: topology.url, victim: topology.replicas[1], account: 'lan.tran', password: 'Lan2026pw', nginxLog: path.join(topology.dir, 'nginx-error.log') });
});

test('the same as compose has it: the name `api` resolved through DNS to both replicas, nginx passes calls on to the address that lives', async (t) => {
  const port = await freePort();
  const dns = await startDnsServer({ api: ['127.0.0.2', '127.0.0.3'] });
  t.after(() => dns.stop());
  const replicas = [await startReplica(3, topology.env, topology.dir, { host: '127.0.0.2', port }), await startReplica(4, topology.env, topology.dir, { host: '127.0.0.3', port })];
  t.after(() => Promise.all(replicas.map((replica) => replica.kill())));
  const dir = path.join(topology.dir, 'compose-gateway');
  const gateway = startComposeGateway({ dir, port: await freePort(), resolver: dns.address, apiPort: port });
  t.after(() => gateway.stop());
  await waitFor('the compose gateway', () => answersOk(`${gateway.url}/api/health`), { ms: 20_000, gone: () => !gateway.alive(), detail: gateway.log });
  const upstreamErrors = await replicaLoss(t, { url: gateway.url, victim: replicas[1], account: 'demo', password: 'Demo2026', nginxLog: path.join(dir, 'nginx-error.log') });
  // nginx asked the resolver, tried the dead address and, as nothing failed, passed the calls on.
  assert.ok(dns.queries() > 0);
  assert.ok(upstreamErrors.some((line) => line.includes(`upstream: "http://127.0.0.3:${port}/`)), upstreamErrors.slice(0, 3).join('\n'));
});
