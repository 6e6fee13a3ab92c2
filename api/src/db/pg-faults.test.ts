/**
 * The database going away under a running server. The real server runs as a
 * child process, so "the process survives" is observed, not assumed. PostgreSQL: its backends are
 * killed with pg_terminate_backend (found by a per-test application_name), and a TCP proxy in
 * front of PostgreSQL is closed (connections refused) or turned into a black hole (nothing
 * answers), then reopened. SQLite has no connections to lose: there the same 503 answer is
 * checked for a database file locked by another process past busy_timeout.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { createPgTestDatabase, type PgTestDatabase } from '../test/pgTestDatabase';
import { startTestApp } from '../test/helpers';
import { startServerProcess, type HttpAnswer, type ServerProcess } from '../test/server-process';
import { CONNECT_TIMEOUT_MS } from './database';

jest.setTimeout(120_000);

const LOGIN = JSON.stringify({ account: 'lan.tran', password: 'Lan2026pw', privacyAccepted: true });
const json = { 'content-type': 'application/json' };

async function login(server: ServerProcess): Promise<string> {
  const res = await server.request('POST', '/api/auth/login', json, LOGIN);
  expect(res.status).toBe(200);
  return JSON.parse(res.body).data.token as string;
}

/** The answer while the database is away: the envelope, 503, Retry-After. */
function expectUnavailable(res: HttpAnswer) {
  expect({ status: res.status, body: JSON.parse(res.body), retryAfter: res.headers['retry-after'] }).toEqual({
    status: 503,
    body: { code: 503, msg: 'error.serviceUnavailable', data: null },
    retryAfter: '5',
  });
}

async function expectHealth(server: ServerProcess, ok: boolean) {
  const res = await server.request('GET', '/api/health');
  expect(res.status).toBe(ok ? 200 : 503);
  expect(JSON.parse(res.body).data.database.ok).toBe(ok);
}

if (process.env.TEST_DIALECT === 'postgres') {
  const base = new URL(process.env.TEST_DATABASE_URL as string);
  let database: PgTestDatabase;
  const appName = `sencare-fault-${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;

  const urlVia = (host: string, port: number) => {
    const url = new URL(database.url);
    url.hostname = host;
    url.port = String(port);
    url.searchParams.set('application_name', appName);
    return url.toString();
  };

  /** pg_terminate_backend on every backend of the server under test; how many there were. */
  async function terminateAppBackends(): Promise<number> {
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()', [appName]);
    for (const { pid } of rows) await admin.query('select pg_terminate_backend($1)', [pid]);
    // Wait until PostgreSQL has let them go, so "the next request" really comes after.
    for (let i = 0; i < 100; i++) {
      const left = await admin.query('select 1 from pg_stat_activity where pid = any($1::int[])', [rows.map((r) => r.pid)]);
      if (left.rowCount === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return rows.length;
  }

  /** A TCP proxy to PostgreSQL that can refuse (closed) or swallow (black hole) connections. */
  function startProxy(port = 0) {
    const sockets = new Set<net.Socket>();
    let blackHole = false;
    const server = net.createServer((client) => {
      sockets.add(client);
      client.on('close', () => sockets.delete(client));
      client.on('error', () => client.destroy());
      if (blackHole) return;
      const upstream = net.connect(Number(base.port || 5432), base.hostname);
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    const dropAll = () => sockets.forEach((s) => s.destroy());
    return new Promise<{ port: number; close(): Promise<void>; swallow(): void }>((resolve) => {
      server.listen(port, '127.0.0.1', () =>
        resolve({
          port: (server.address() as net.AddressInfo).port,
          close: () => new Promise<void>((done) => {
            server.close(() => done());
            dropAll();
          }),
          swallow: () => {
            blackHole = true;
            dropAll();
          },
        }),
      );
    });
  }

  describe('PostgreSQL going away under a running server', () => {
    beforeAll(async () => {
      admin = new pg.Client({ connectionString: base.toString() });
      await admin.connect();
      database = await createPgTestDatabase('fault');
    });
    afterAll(async () => {
      await admin.end();
      await database.drop();
    });

    test('backends killed with pg_terminate_backend between and during requests: the process lives, the next request succeeds', async () => {
      const server = await startServerProcess({ DATABASE_URL: urlVia(base.hostname, Number(base.port || 5432)), DATABASE_SCHEMA: database.schema });
      try {
        const token = await login(server);
        for (let round = 0; round < 3; round++) {
          // Between requests: every idle connection of the pool dies.
          expect(await terminateAppBackends()).toBeGreaterThan(0);
          expect(server.alive()).toBe(true);
          expect((await server.request('GET', '/api/claims/summary', { token })).status).toBe(200);

          // During requests: kill while ten are in flight; each answers 200 or the 503 envelope.
          const inFlight = Array.from({ length: 10 }, () => server.request('GET', '/api/claims?tab=completed', { token }));
          await terminateAppBackends();
          for (const res of await Promise.all(inFlight)) {
            if (res.status !== 200) expectUnavailable(res);
          }
          await terminateAppBackends();
          expect(server.alive()).toBe(true);
          expect((await server.request('GET', '/api/claims/summary', { token })).status).toBe(200);
        }
        await expectHealth(server, true);
      } finally {
        await server.stop();
      }
      expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    });

    test('database unreachable (proxy closed, then a black hole): 503 envelope in bounded time, health says down; back by itself when it returns', async () => {
      let proxy = await startProxy();
      const server = await startServerProcess({ DATABASE_URL: urlVia('127.0.0.1', proxy.port), DATABASE_SCHEMA: database.schema });
      try {
        const token = await login(server);
        expect((await server.request('GET', '/api/claims/summary', { token })).status).toBe(200);

        // Refused: the proxy and every connection through it are gone.
        await proxy.close();
        for (let i = 0; i < 3; i++) {
          const res = await server.request('GET', '/api/claims/summary', { token });
          expectUnavailable(res);
          expect(res.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 2_000);
        }
        await expectHealth(server, false);
        expect(server.alive()).toBe(true);

        // Back on the same address: the server recovers without a restart.
        proxy = await startProxy(proxy.port);
        expect((await server.request('GET', '/api/claims/summary', { token })).status).toBe(200);
        await expectHealth(server, true);

        // A black hole: connections are accepted and never answered. The pool's connect timeout
        // bounds the wait (without it these requests would hang for as long as the client waits).
        proxy.swallow();
        const stuck = await Promise.all(Array.from({ length: 3 }, () => server.request('GET', '/api/claims/summary', { token })));
        for (const res of stuck) {
          expectUnavailable(res);
          expect(res.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 5_000);
        }
        expect(server.alive()).toBe(true);
        await proxy.close();
        proxy = await startProxy(proxy.port);
        expect((await server.request('GET', '/api/claims/summary', { token })).status).toBe(200);
      } finally {
        await server.stop();
        await proxy.close();
      }
    });
  });

  describe('other test files sharing the PostgreSQL server', () => {
    // Kysely's migrator reads every schema of its database; a schema another file dropped during
    // that read used to fail the migrating file with "schema … does not exist". A test app now
    // has a database of its own (src/test/pgTestDatabase.ts), whose catalog no one else touches.
    test('schemas created and dropped in the shared database never break a test app\'s catalog reads', async () => {
      const t = await startTestApp();
      const other = new pg.Client({ connectionString: base.toString() });
      await other.connect();
      let churning = true;
      let dropped = 0;
      // What other files' starts and cleanups do, as fast as PostgreSQL allows.
      const churn = (async () => {
        while (churning) {
          const name = `t_churn_${process.pid}_${dropped}`;
          await other.query(`create schema ${name}; create table ${name}.a (id serial, note text)`);
          await other.query(`drop schema ${name} cascade`);
          dropped++;
        }
      })();
      const failures: string[] = [];
      try {
        // The migrator's own question (does my table exist?), asked a few hundred times.
        for (let i = 0; i < 300 || dropped < 50; i++) {
          await t.db.introspection.getTables({ withInternalKyselyTables: true }).catch((error: Error) => failures.push(error.message));
        }
      } finally {
        churning = false;
        await churn;
        await other.end();
        await t.close();
      }
      expect(failures).toEqual([]);
    });
  });
} else {
  describe('SQLite: the database file locked by another process', () => {
    let dir: string;
    let server: ServerProcess;
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-faults-'));
      server = await startServerProcess({ DATABASE_URL: '', DATABASE_FILE: path.join(dir, 'faults.db'), UPLOAD_DIR: path.join(dir, 'uploads') });
    });
    afterAll(async () => {
      await server?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    test('a write that waits past busy_timeout answers the 503 envelope; once the lock is gone the same request succeeds', async () => {
      const other = new SQLite(path.join(dir, 'faults.db'));
      other.exec('begin exclusive');
      try {
        // Login writes a session row: it waits busy_timeout (5 s) for the lock, then gives up.
        const res = await server.request('POST', '/api/auth/login', json, LOGIN);
        expectUnavailable(res);
        expect(server.alive()).toBe(true);
      } finally {
        other.exec('rollback');
        other.close();
      }
      expect((await server.request('POST', '/api/auth/login', json, LOGIN)).status).toBe(200);
      await expectHealth(server, true);
    });
  });
}
