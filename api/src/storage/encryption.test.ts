/**
 * Encryption at rest (docs/privacy.md "Encryption at rest"), on both back ends: local disk in a
 * temporary folder and S3 on a real s3rver. What is stored never shows the file it holds; a changed
 * byte, a cut file, a slot moved onto another file or a missing key is ObjectUnreadable, never
 * wrong bytes; rotation rewraps the data keys without touching a body; files from before
 * encryption are encrypted by the same command.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { storageKeys, type StorageConfig } from '../config';
import { createBackend, createStorage, ObjectUnreadable, type ObjectStorage } from '.';
import { SLOT_BYTES } from './keyring';
import { LocalStorage } from './local';
import { rotateStorageKeys } from './rotate';
import { CHUNK } from './sealed-format';
import type { SealedBackend } from './storage';
import { ALL_STORAGE_KINDS, scratchStorage } from './testkit';

jest.setTimeout(60_000);

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const MAGIC = { jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]), png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pdf: Buffer.from('%PDF-1.7\n') };
const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('base64');

async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** The stored bytes as the back end holds them (a local file from its first byte, an S3 object). */
async function raw(backend: SealedBackend, key: string): Promise<Buffer> {
  return collect(await backend.stream(key));
}

/** Replaces the stored body by `change(body)`, keeping the slot: what someone with access to the disk or bucket could do. */
async function tamper(backend: SealedBackend, key: string, change: (body: Buffer) => Buffer): Promise<void> {
  const { slots, body } = await backend.openSealed(key);
  await backend.putSealed(key, slots[0], Readable.from([change(await collect(body))]));
}

const flipAt = (at: number) => (body: Buffer) => {
  const copy = Buffer.from(body);
  copy[at] ^= 0x01;
  return copy;
};

describe.each(ALL_STORAGE_KINDS)('%s storage, encrypted', (kind) => {
  let config: StorageConfig;
  let storage: ObjectStorage;
  let backend: SealedBackend;
  let dispose: () => Promise<void>;
  const withKeys = (env: NodeJS.ProcessEnv) => ({ ...config, keys: storageKeys(env) });

  beforeAll(async () => {
    const scratch = await scratchStorage(kind);
    config = scratch.config;
    storage = createStorage(config);
    backend = createBackend(config);
    dispose = async () => {
      await Promise.all([storage.close(), backend.close()]);
      await scratch.dispose();
    };
  });
  afterAll(async () => dispose?.());

  test('no stored object starts with JPEG, PNG or PDF bytes, or holds the plaintext; reads give it back', async () => {
    const bodies = Object.entries(MAGIC).map(([name, magic]) => ({ key: `magic/${name}`, body: Buffer.concat([magic, Buffer.from(`secret ${name} content `.repeat(50))]) }));
    for (const { key, body } of bodies) await storage.put(key, body);
    await storage.put('magic/big.jpg', Readable.from([MAGIC.jpeg, randomBytes(3 * CHUNK + 17)]));
    for await (const object of backend.list('magic/')) {
      const stored = await raw(backend, object.key);
      for (const magic of Object.values(MAGIC)) expect(stored.subarray(0, magic.length).equals(magic)).toBe(false);
      expect(stored.includes(Buffer.from('secret'))).toBe(false);
    }
    for (const { key, body } of bodies) expect(await storage.get(key)).toEqual(body);
    expect((await storage.stat('magic/big.jpg'))?.size).toBe(4 + 3 * CHUNK + 17);
  });

  test('sizes and ranges are the plaintext’s, across chunk boundaries and at exact multiples', async () => {
    for (const size of [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, 2 * CHUNK]) {
      const body = randomBytes(size);
      await storage.put(`sizes/${size}`, body);
      expect((await storage.stat(`sizes/${size}`))?.size).toBe(size);
      expect(sha(await storage.get(`sizes/${size}`))).toBe(sha(body));
    }
    const body = randomBytes(3 * CHUNK + 5);
    await storage.put('sizes/ranged', body);
    for (const [start, end] of [[0, 0], [CHUNK - 3, CHUNK + 3], [CHUNK, 2 * CHUNK - 1], [2 * CHUNK + 10, 3 * CHUNK + 4]]) {
      expect(sha(await collect(await storage.stream('sizes/ranged', { start, end })))).toBe(sha(body.subarray(start, end + 1)));
    }
  });

  test('a changed byte in a small file fails up front with ObjectUnreadable', async () => {
    await storage.put('tamper/small', Buffer.concat([MAGIC.pdf, randomBytes(5000)]));
    await tamper(backend, 'tamper/small', flipAt(100));
    await expect(storage.stream('tamper/small')).rejects.toBeInstanceOf(ObjectUnreadable);
    await expect(storage.get('tamper/small')).rejects.toBeInstanceOf(ObjectUnreadable);
  });

  test('a changed byte in a later chunk ends the stream with ObjectUnreadable after only the bytes before it', async () => {
    const body = randomBytes(3 * CHUNK);
    await storage.put('tamper/big', body);
    await tamper(backend, 'tamper/big', flipAt(2 * (CHUNK + 28) + 50));
    const received: Buffer[] = [];
    const reading = (async () => {
      for await (const chunk of await storage.stream('tamper/big')) received.push(chunk as Buffer);
    })();
    await expect(reading).rejects.toBeInstanceOf(ObjectUnreadable);
    const got = Buffer.concat(received);
    expect(got.length).toBeLessThanOrEqual(2 * CHUNK);
    expect(sha(got)).toBe(sha(body.subarray(0, got.length)));
  });

  test('a file cut after a whole chunk, a slot moved onto another file, and a missing key are unreadable', async () => {
    const body = randomBytes(2 * CHUNK + 100);
    await storage.put('cut/a', body);
    await tamper(backend, 'cut/a', (b) => b.subarray(0, 2 * (CHUNK + 28)));
    await expect(storage.get('cut/a')).rejects.toBeInstanceOf(ObjectUnreadable);

    await storage.put('moved/mine', Buffer.from('mine'));
    await storage.put('moved/theirs', Buffer.from('theirs'));
    const mine = await backend.openSealed('moved/mine');
    await backend.putSealed('moved/theirs', mine.slots[0], mine.body);
    await expect(storage.get('moved/theirs')).rejects.toBeInstanceOf(ObjectUnreadable);

    const other = createStorage(withKeys({ STORAGE_MASTER_KEY: KEY_A, STORAGE_MASTER_KEY_ID: 'a' }));
    await expect(other.get('moved/mine')).rejects.toBeInstanceOf(ObjectUnreadable);
  });
});

describe.each(ALL_STORAGE_KINDS)('%s storage, key rotation', (kind) => {
  let config: StorageConfig;
  let storage: ObjectStorage;
  let backend: SealedBackend;
  let dispose: () => Promise<void>;
  const withKeys = (env: NodeJS.ProcessEnv) => ({ ...config, keys: storageKeys(env) });

  // A store of its own per test: the counts are of everything in it.
  beforeEach(async () => {
    const scratch = await scratchStorage(kind);
    config = scratch.config;
    storage = createStorage(config);
    backend = createBackend(config);
    dispose = async () => {
      await Promise.all([storage.close(), backend.close()]);
      await scratch.dispose();
    };
  });
  afterEach(async () => dispose?.());

  test('rotation rewraps every data key under the new master key, bodies untouched; the old key can then go', async () => {
    const underA = createStorage(withKeys({ STORAGE_MASTER_KEY: KEY_A, STORAGE_MASTER_KEY_ID: 'a' }));
    const files = [randomBytes(10), randomBytes(2 * CHUNK + 3)];
    await underA.put('rotate/one', files[0]);
    await underA.put('rotate/two', files[1]);
    const bodiesBefore = await Promise.all(['rotate/one', 'rotate/two'].map(async (key) => sha(await collect((await backend.openSealed(key)).body))));

    const bothKeys = { STORAGE_MASTER_KEY: KEY_B, STORAGE_MASTER_KEY_ID: 'b', STORAGE_PREVIOUS_KEYS: `a:${KEY_A}` };
    expect(await rotateStorageKeys(backend, storageKeys(bothKeys))).toEqual({ rewrapped: 2, current: 0, encrypted: 0, unreadable: 0 });
    const bodiesAfter = await Promise.all(['rotate/one', 'rotate/two'].map(async (key) => sha(await collect((await backend.openSealed(key)).body))));
    expect(bodiesAfter).toEqual(bodiesBefore);

    const onlyB = createStorage(withKeys({ STORAGE_MASTER_KEY: KEY_B, STORAGE_MASTER_KEY_ID: 'b' }));
    expect(await onlyB.get('rotate/one')).toEqual(files[0]);
    expect(sha(await onlyB.get('rotate/two'))).toBe(sha(files[1]));
    await expect(underA.get('rotate/one')).rejects.toBeInstanceOf(ObjectUnreadable);
    expect(await rotateStorageKeys(backend, storageKeys(bothKeys))).toEqual({ rewrapped: 0, current: 2, encrypted: 0, unreadable: 0 });
    // A file under a key no longer configured is counted (the command then fails), never changed.
    await createStorage(withKeys({ STORAGE_MASTER_KEY: KEY_A, STORAGE_MASTER_KEY_ID: 'a' })).put('rotate/late', Buffer.from('x'));
    expect(await rotateStorageKeys(backend, storageKeys({ STORAGE_MASTER_KEY: KEY_B, STORAGE_MASTER_KEY_ID: 'b' }))).toEqual({ rewrapped: 0, current: 2, encrypted: 0, unreadable: 1 });
  });

  test('a file stored before encryption is refused on read, and the rotation command encrypts it in place', async () => {
    const plain = Buffer.concat([MAGIC.jpeg, Buffer.from('an ID photo from before')]);
    await backend.put('legacy/photo', plain);
    await expect(storage.get('legacy/photo')).rejects.toBeInstanceOf(ObjectUnreadable);
    const keys = storageKeys({ STORAGE_MASTER_KEY: KEY_B, STORAGE_MASTER_KEY_ID: 'b', STORAGE_PREVIOUS_KEYS: `a:${KEY_A}` });
    expect(await rotateStorageKeys(backend, keys)).toEqual({ rewrapped: 0, current: 0, encrypted: 1, unreadable: 0 });
    expect((await raw(backend, 'legacy/photo')).subarray(0, 4).equals(MAGIC.jpeg)).toBe(false);
    expect(await createStorage({ ...config, keys }).get('legacy/photo')).toEqual(plain);
  });

  test('a local sealed file copied as it is into another store is not taken for a file from before encryption', async () => {
    const local = await scratchStorage('local');
    try {
      await createStorage(local.config).put('copied', Buffer.from('sealed on disk'));
      const onDisk = await raw(createBackend(local.config), 'copied');
      await backend.put('copied', onDisk);
      const result = await rotateStorageKeys(backend, storageKeys({}));
      // On local disk the copy is the sealed file itself; in a bucket its header is not where S3 keeps the slot.
      expect(result).toEqual(kind === 'local' ? { rewrapped: 0, current: 1, encrypted: 0, unreadable: 0 } : { rewrapped: 0, current: 0, encrypted: 0, unreadable: 1 });
      expect((await raw(backend, 'copied')).equals(onDisk)).toBe(true);
    } finally {
      await local.dispose();
    }
  });
});

describe('local disk header', () => {
  test('a torn slot copy (a crash midway through rotation) still opens by the other copy; both torn → unreadable', async () => {
    const scratch = await scratchStorage('local');
    try {
      const storage = createStorage(scratch.config);
      const local = new LocalStorage((scratch.config as { dir: string }).dir);
      await storage.put('torn', Buffer.from('still here'));
      const file = local.pathOf('torn');
      const bytes = fs.readFileSync(file);
      bytes.fill(0xaa, 8 + 40, 8 + 80); // the first copy's wrapped key and tag
      fs.writeFileSync(file, bytes);
      expect((await storage.get('torn')).toString()).toBe('still here');
      bytes.fill(0xaa, 8 + SLOT_BYTES + 40, 8 + SLOT_BYTES + 80);
      fs.writeFileSync(file, bytes);
      await expect(storage.get('torn')).rejects.toBeInstanceOf(ObjectUnreadable);
    } finally {
      await scratch.dispose();
    }
  });
});
