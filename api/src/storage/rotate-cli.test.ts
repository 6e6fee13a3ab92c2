/**
 * `npm run storage:rotate-key -w api` as an operator runs it: the built command (api/dist-test,
 * src/test/global-setup.cjs) in its own process, configured by the environment alone. It prints
 * counts, exits 0 when every file is under the current key, and 1 while a file needs a key that
 * is not configured (docs/deploying.md "Storage master key").
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { storageKeys } from '../config';
import { createStorage } from '.';
import { scratchStorage } from './testkit';

jest.setTimeout(60_000);

const COMMAND = path.resolve(__dirname, '..', '..', 'dist-test', 'rotate-key-cli.js');
const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('base64');

function rotate(env: Record<string, string>): { status: number | null; out: string } {
  const run = spawnSync(process.execPath, [COMMAND], { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env }, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

test('rewraps under the new key with the old one still configured, then passes with the new key alone; a missing key fails it', async () => {
  const scratch = await scratchStorage('local');
  try {
    const underA = createStorage({ ...scratch.config, keys: storageKeys({ STORAGE_MASTER_KEY: KEY_A, STORAGE_MASTER_KEY_ID: 'a' }) });
    await underA.put('doc', Buffer.from('a claim document'));
    await underA.put('cashless/photo', Buffer.from('an ID photo'));

    expect(rotate(scratch.env)).toEqual({ status: 78, out: expect.stringMatching(/^STORAGE_MASTER_KEY is not set/) });
    const onlyB = { ...scratch.env, STORAGE_MASTER_KEY: KEY_B, STORAGE_MASTER_KEY_ID: 'b' };
    const missing = rotate(onlyB);
    expect(missing).toEqual({ status: 1, out: expect.stringContaining('0 rewrapped, 0 encrypted (stored before encryption), 0 already current, 2 unreadable') });
    expect(missing.out).not.toContain(KEY_B);

    expect(rotate({ ...onlyB, STORAGE_PREVIOUS_KEYS: `a:${KEY_A}` })).toEqual({ status: 0, out: 'storage key b: 2 rewrapped, 0 encrypted (stored before encryption), 0 already current, 0 unreadable\n' });
    expect(rotate(onlyB)).toMatchObject({ status: 0, out: expect.stringContaining('2 already current, 0 unreadable') });
    const underB = createStorage({ ...scratch.config, keys: storageKeys(onlyB) });
    expect((await underB.get('cashless/photo')).toString()).toBe('an ID photo');
  } finally {
    await scratch.dispose();
  }
});
