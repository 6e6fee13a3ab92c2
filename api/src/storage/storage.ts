import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: claim documents, resumable (tus) uploads and cashless photos. Two
 * back ends (api/README.md "Object storage"): a folder on this machine (local.ts, the default,
 * UPLOAD_DIR's layout unchanged) and an S3-compatible bucket (s3.ts) that several API replicas
 * can share. Keys are paths made of safe segments (`tus/<id>.json`, `cashless/<name>`), the same
 * on both, so the code above never knows which one it talks to.
 */
export interface StoredObject {
  key: string;
  size: number;
  /** Milliseconds since the epoch; S3 keeps whole seconds. */
  modifiedAt: number;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /**
   * Streams `body` into `key`, replacing what was there. The object appears whole or not at all:
   * a body that fails (a limit passed, a dropped client) leaves nothing under the key (and what
   * was there stays), and its own error is what rejects.
   */
  put(key: string, body: Readable | Buffer): Promise<void>;
  /** A small object whole (a sidecar, a marker). ObjectNotFound when missing. */
  get(key: string): Promise<Buffer>;
  /** The object's bytes from `start` to `end` (inclusive), or all. ObjectNotFound when missing. */
  stream(key: string, range?: { start: number; end: number }): Promise<Readable>;
  stat(key: string): Promise<StoredObject | null>;
  /** Missing is fine: deleting twice is deleting once. */
  delete(key: string): Promise<void>;
  /** Every object under `folder` ('' or ending in '/'), at any depth; nothing half-written. */
  list(folder: string): AsyncIterable<StoredObject>;
  /**
   * Bytes that arrive over several requests and are read back as one stream (tus PATCHes). Each
   * request is its own part on both back ends (parts.ts): S3 objects cannot grow, nor can sealed
   * files (encrypted.ts).
   */
  resumable(folder: string): ResumableBytes;
  /** Removes what interrupted writes left behind, older than `graceMs`; how many. */
  sweepDebris(graceMs: number, now?: number): Promise<number>;
  close(): Promise<void>;
}

export interface ResumableBytes {
  /** Bytes held so far: where the next append starts (the tus Upload-Offset). */
  offset(name: string): Promise<number>;
  /**
   * Adds `body` at `at`, which must be the current offset. What arrived before the body ended is
   * kept (a dropped client resumes from it); an error from the body keeps nothing of this call.
   */
  append(name: string, at: number, body: Readable): Promise<number>;
  /** Every byte in order, fetched only as it is read. */
  read(name: string): Readable;
  /** Idempotent; a crash midway leaves a shorter run from 0, still a valid resume point. */
  remove(name: string): Promise<void>;
  /** Names holding bytes, with their last change (the upload sweep). */
  owners(): Promise<{ name: string; modifiedAt: number }[]>;
}

/**
 * What the encryption layer (encrypted.ts) needs of a back end beside ObjectStorage: where a
 * file's wrapped data key (its slot, keyring.ts) lives. Local disk: a fixed header in front of
 * the body; S3: the object's metadata, which a server-side copy replaces without the body ever
 * passing through the API (docs/privacy.md "Encryption at rest").
 */
export interface SealedBackend extends ObjectStorage {
  /** Stored bytes in front of the body: stat and list sizes minus this are the body's. */
  readonly headerBytes: number;
  /** Stores `body` (sealed frames) with `slot`, whole or not at all, as put does. */
  putSealed(key: string, slot: Buffer, body: Readable): Promise<void>;
  /**
   * The slots and the stored body from `range` (relative to the body) or whole, read from one
   * version of the object. No slots: a file stored before encryption, `body` its plain bytes.
   * ObjectNotFound when missing.
   */
  openSealed(key: string, range?: { start: number; end: number }): Promise<{ slots: Buffer[]; bodySize: number; body: Readable }>;
  /**
   * Replaces the slot of the object as it is now by what `decide` returns for its slots (null:
   * leave it). False when there was nothing sealed to rewrap (missing, or stored before encryption).
   */
  rewrap(key: string, decide: (slots: Buffer[]) => Buffer | null): Promise<boolean>;
}

export class ObjectNotFound extends Error {
  constructor(readonly key: string) {
    super(`no stored object ${key}`);
    this.name = 'ObjectNotFound';
  }
}

/** Segments of letters, digits, `.`, `_`, `-`: no user text, no `..`, never an absolute path. */
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,128}$/;

export function assertKey(key: string): string {
  if (!key.split('/').every((s) => SEGMENT.test(s))) throw new Error(`bad storage key: ${JSON.stringify(key)}`);
  return key;
}

export function assertFolder(folder: string): string {
  if (folder !== '') assertKey(folder.replace(/\/$/, ''));
  if (folder !== '' && !folder.endsWith('/')) throw new Error(`a storage folder ends with '/': ${JSON.stringify(folder)}`);
  return folder;
}
