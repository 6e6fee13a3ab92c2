import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../../test/helpers';
import { AffectedUsage, affectedCsv, affectedPeople, parseAffectedArgs } from './affected';

/**
 * Breach readiness (docs/privacy.md "Access log"): `npm run privacy:affected -w api` lists the people
 * a time window (from the access log) and/or a set of stored files (from the documents tables)
 * touches, on SQLite and PostgreSQL.
 */
let t: TestApp;
let ann: { id: number; account: string; email: string };
let bob: { id: number; account: string; email: string };
let lan: { id: number; account: string; email: string };
beforeAll(async () => {
  t = await startTestApp();
  ann = await t.createUser();
  bob = await t.createUser();
  lan = await t.db.selectFrom('users').select(['id', 'account', 'email']).where('account', '=', 'lan.tran').executeTakeFirstOrThrow();
  const assessor = await t.db.selectFrom('users').select('id').where('account', '=', 'assessor').executeTakeFirstOrThrow();
  const read = (subject: number, at: string) => ({ subject_user_id: subject, actor_user_id: assessor.id, actor_role: 'insurer' as const, provider_id: null, organisation_name: null, kind: 'claim' as const, object_id: 'CL-X', ip: '10.0.0.1', created_at: at });
  await t.db.insertInto('access_log').values([read(ann.id, '2026-05-01T08:00:00.000Z'), read(ann.id, '2026-05-01T09:00:00.000Z'), read(bob.id, '2026-05-02T08:00:00.000Z')]).execute();
  const claim = await t.db.selectFrom('claims').select('id').where('user_id', '=', lan.id).executeTakeFirstOrThrow();
  await t.db.insertInto('claim_documents').values({ claim_id: claim.id, kind: 'invoice', original_name: 'hoá đơn.jpg', stored_name: 'leaked-file.jpg', size: 10, sha256: 'x', mime: 'image/jpeg', created_at: '2026-05-01T00:00:00.000Z', public_id: null }).execute();
});
afterAll(async () => t.close());

const person = (u: { id: number; account: string; email: string }, reasons: string[]) => ({ userId: u.id, account: u.account, email: u.email, reasons });

test('a window names everyone whose data was read in it, once, from included to excluded', async () => {
  expect(await affectedPeople(t.db, { window: { from: '2026-05-01T00:00:00.000Z', to: '2026-05-02T08:00:00.000Z' } })).toEqual([person(ann, ['read'])]);
  expect(await affectedPeople(t.db, { window: { from: '2026-05-01T00:00:00.000Z', to: '2026-05-03T00:00:00.000Z' } })).toEqual([person(ann, ['read']), person(bob, ['read'])]);
  expect(await affectedPeople(t.db, { window: { from: '2027-01-01T00:00:00.000Z', to: '2027-01-02T00:00:00.000Z' } })).toEqual([]);
});

test('stored files name their owners (by file name, whatever folder the list gives); with a window, both, each person once', async () => {
  expect(await affectedPeople(t.db, { files: ['/srv/uploads/leaked-file.jpg', 'never-stored.jpg'] })).toEqual([person(lan, ['file'])]);
  const both = await affectedPeople(t.db, { window: { from: '2026-05-02T00:00:00.000Z', to: '2026-05-03T00:00:00.000Z' }, files: ['leaked-file.jpg'] });
  expect(both).toEqual([person(lan, ['file']), person(bob, ['read'])].sort((a, b) => a.userId - b.userId));
  expect(affectedCsv(both).split('\n')[0]).toBe('user_id,account,email,reasons');
});

test('arguments: ISO instants, --from before --to, a list file; a clear message otherwise', () => {
  const files = (name: string) => (name === 'list.txt' ? 'a.jpg\r\n\r\ncashless/b.png\n' : '');
  expect(parseAffectedArgs(['--from', '2026-05-01', '--to', '2026-05-02T12:00:00+07:00', '--files', 'list.txt'], files)).toEqual({
    window: { from: '2026-05-01T00:00:00.000Z', to: '2026-05-02T05:00:00.000Z' },
    files: ['a.jpg', 'cashless/b.png'],
  });
  expect(parseAffectedArgs(['--files', 'list.txt'], files)).toEqual({ files: ['a.jpg', 'cashless/b.png'] });
  expect(() => parseAffectedArgs([], files)).toThrow(/usage: privacy:affected/);
  expect(() => parseAffectedArgs(['--from', 'yesterday', '--to', '2026-05-02'], files)).toThrow(AffectedUsage);
  expect(() => parseAffectedArgs(['--from', '2026-05-02'], files)).toThrow(/--to needs/);
  expect(() => parseAffectedArgs(['--from', '2026-05-02', '--to', '2026-05-01'], files)).toThrow(/before --to/);
});

test('the command refuses bad arguments with exit code 2 and the message, before opening any database', async () => {
  const cli = path.join(__dirname, 'affected-cli.ts');
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', cli, '--from', 'nonsense', '--to', '2026-05-01'], { cwd: path.resolve(__dirname, '../../..') });
  await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--from needs an ISO-8601 date or time') });
});
