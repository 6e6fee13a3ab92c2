/**
 * The storage contract, run against both back ends: local disk in a temporary folder and S3 on a
 * real s3rver (HTTP on 127.0.0.1). What claims and cashless rely on: objects appear whole or not
 * at all, a missing key is ObjectNotFound, listing sees only finished objects, and resumable
 * bytes keep what a dropped client sent.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createStorage, ObjectNotFound, type ObjectStorage } from '.';
import { LocalStorage } from './local';
import { ALL_STORAGE_KINDS, scratchStorage } from './testkit';

jest.setTimeout(60_000);

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const MB = 1024 * 1024;

/** `total` bytes generated 64 kB at a time, so the test never holds them as one buffer either. */
function generated(total: number, seed = 7): Readable {
  async function* chunks() {
    for (let sent = 0; sent < total; sent += 64 * 1024) yield Buffer.alloc(Math.min(64 * 1024, total - sent), (seed + sent / 65536) % 251);
  }
  return Readable.from(chunks(), { objectMode: false });
}

async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

async function keys(storage: ObjectStorage, folder: string): Promise<string[]> {
  const found: string[] = [];
  for await (const o of storage.list(folder)) found.push(o.key);
  return found.sort();
}

/** A body that sends `good` bytes, then fails the way a refused upload does. */
function failingAfter(good: number): Readable {
  async function* chunks() {
    yield* generated(good);
    throw new Error('limit passed');
  }
  return Readable.from(chunks(), { objectMode: false });
}

describe.each(ALL_STORAGE_KINDS)('%s storage', (kind) => {
  let storage: ObjectStorage;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await scratchStorage(kind);
    storage = createStorage(scratch.config);
    dispose = async () => {
      await storage.close();
      await scratch.dispose();
    };
  });
  afterAll(async () => dispose?.());

  test('put a buffer: get, stream and stat give back exactly its bytes', async () => {
    const body = randomBytes(1000);
    await storage.put('docs/a', body);
    expect(await storage.get('docs/a')).toEqual(body);
    expect(await collect(await storage.stream('docs/a'))).toEqual(body);
    expect(await collect(await storage.stream('docs/a', { start: 10, end: 25 }))).toEqual(body.subarray(10, 26));
    // 1,000 bytes stored as 1,000: no aws-chunked signatures inside the object.
    expect(await storage.stat('docs/a')).toMatchObject({ key: 'docs/a', size: 1000, modifiedAt: expect.any(Number) });
  });

  test('put a 12 MB stream (several S3 parts): byte-identical back, and the put replaces', async () => {
    const expected = await collect(generated(12 * MB));
    await storage.put('docs/big', generated(12 * MB));
    expect((await storage.stat('docs/big'))?.size).toBe(12 * MB);
    expect(sha(await collect(await storage.stream('docs/big')))).toBe(sha(expected));
    await storage.put('docs/big', Buffer.from('small now'));
    expect((await storage.get('docs/big')).toString()).toBe('small now');
  });

  test('a stream that carries a size of its own (a meter, a file stream) is stored whole, not cut to that size', async () => {
    const body = Object.assign(generated(6 * MB), { size: 0, length: 1 });
    await storage.put('docs/sized', body);
    expect((await storage.stat('docs/sized'))?.size).toBe(6 * MB);
  });

  test('a missing key: get and stream → ObjectNotFound, stat → null, delete is fine', async () => {
    await expect(storage.get('docs/none')).rejects.toBeInstanceOf(ObjectNotFound);
    await expect(storage.stream('docs/none')).rejects.toBeInstanceOf(ObjectNotFound);
    await expect(storage.stream('docs')).rejects.toBeInstanceOf(ObjectNotFound);
    expect(await storage.stat('docs/none')).toBeNull();
    await storage.delete('docs/none');
  });

  test('delete removes; list finds every object under a folder at any depth, and only there', async () => {
    await storage.put('list/one', Buffer.from('1'));
    await storage.put('list/deep/two', Buffer.from('22'));
    await storage.put('listing-not-mine', Buffer.from('x'));
    expect(await keys(storage, 'list/')).toEqual(['list/deep/two', 'list/one']);
    expect(await keys(storage, 'nothing-here/')).toEqual([]);
    await storage.delete('list/one');
    expect(await storage.stat('list/one')).toBeNull();
    expect(await keys(storage, 'list/')).toEqual(['list/deep/two']);
    expect(await keys(storage, '')).toEqual(expect.arrayContaining(['list/deep/two', 'listing-not-mine']));
  });

  test('a body that fails midway rejects with its own error and leaves nothing: not a part, not a changed object', async () => {
    await expect(storage.put('fail/new', failingAfter(6 * MB))).rejects.toThrow('limit passed');
    expect(await storage.stat('fail/new')).toBeNull();
    await storage.put('fail/kept', Buffer.from('before'));
    await expect(storage.put('fail/kept', failingAfter(100))).rejects.toThrow('limit passed');
    expect((await storage.get('fail/kept')).toString()).toBe('before');
    expect(await keys(storage, 'fail/')).toEqual(['fail/kept']);
  });

  test('keys that could leave the store are refused', async () => {
    for (const bad of ['../x', '/abs', 'a//b', '', 'a/../b', 'a/./b', 'white space', 'é']) await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/bad storage key/);
    await expect(keys(storage, 'no-slash')).rejects.toThrow(/a storage folder ends with/);
  });

  test('resumable bytes: appends in order, a dropped body keeps what arrived, a failed one nothing, read back whole', async () => {
    const bytes = storage.resumable('up/');
    const content = randomBytes(300_000);
    expect(await bytes.offset('u1')).toBe(0);
    expect(await bytes.append('u1', 0, Readable.from([content.subarray(0, 100_000)]))).toBe(100_000);
    // The client dropped after 50,000 more bytes: its body simply ended there.
    expect(await bytes.append('u1', 100_000, Readable.from([content.subarray(100_000, 150_000)]))).toBe(150_000);
    await expect(bytes.append('u1', 150_000, failingAfter(1000))).rejects.toThrow('limit passed');
    expect(await bytes.offset('u1')).toBe(150_000);
    expect(await bytes.append('u1', 150_000, Readable.from([]))).toBe(150_000);
    expect(await bytes.append('u1', 150_000, Readable.from([content.subarray(150_000)]))).toBe(300_000);
    expect(await bytes.offset('u1')).toBe(300_000);
    expect(sha(await collect(bytes.read('u1')))).toBe(sha(content));

    await bytes.append('u2', 0, Readable.from([Buffer.from('other')]));
    expect((await bytes.owners()).map((o) => o.name).sort()).toEqual(['u1', 'u2']);
    await storage.put('up/u2.json', Buffer.from('{}')); // a sidecar beside the bytes is not bytes
    expect((await bytes.owners()).map((o) => o.name).sort()).toEqual(['u1', 'u2']);
    await bytes.remove('u1');
    await bytes.remove('u1');
    expect(await bytes.offset('u1')).toBe(0);
    expect((await bytes.owners()).map((o) => o.name)).toEqual(['u2']);
    // Parts on both back ends: a sealed file is not appended to in place (encrypted.ts).
    expect(await keys(storage, 'up/')).toEqual(['up/u2.json', 'up/u2/000000000000']);
  });
});

describe('local disk', () => {
  test('temporary files a crash left are never listed, and are swept once older than the grace', async () => {
    const scratch = await scratchStorage('local');
    try {
      const storage = new LocalStorage((scratch.config as { dir: string }).dir);
      await storage.put('tus/abc.json', Buffer.from('{}'));
      const stale = path.join(storage.root, 'tus', 'abc.json.0a1b2c.tmp');
      const fresh = path.join(storage.root, 'doc.0a1b2d.tmp');
      fs.writeFileSync(stale, 'half');
      fs.writeFileSync(fresh, 'half');
      fs.utimesSync(stale, new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
      expect(await keys(storage, '')).toEqual(['tus/abc.json']);
      expect(await storage.sweepDebris(60_000)).toBe(1);
      expect([fs.existsSync(stale), fs.existsSync(fresh)]).toEqual([false, true]);
    } finally {
      await scratch.dispose();
    }
  });
});
