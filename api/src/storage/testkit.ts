import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { storageKeys, type StorageConfig } from '../config';
import type { S3StorageConfig } from './s3';

/**
 * A real S3-compatible server for tests: s3rver 3 on a free port of 127.0.0.1, its data in a
 * temporary folder, one bucket. No mocks: the S3 back end talks HTTP to it as it would to S3 or
 * MinIO. s3rver lacks UploadPartCopy, ListMultipartUploads and AbortMultipartUpload (api/README.md).
 */
export interface TestS3 {
  config: S3StorageConfig;
  /** The same as environment variables, for a server started as a child process. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3rver(bucket = 'sencare-test'): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  // s3rver's default credentials; it checks signatures like S3 does.
  const config: S3StorageConfig = { kind: 's3', keys: storageKeys({}), endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  return {
    config,
    env: { STORAGE: 's3', S3_ENDPOINT: config.endpoint!, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1' },
    async stop() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Both stores: for the suites about a store itself (src/storage/*.test.ts), which run on SQLite only. */
export const ALL_STORAGE_KINDS = ['local', 's3'] as const;
export type StorageKind = (typeof ALL_STORAGE_KINDS)[number];

/**
 * The storage kind a storage-dependent suite runs on: local disk on the SQLite pass (what a
 * developer's `npm start` runs), S3 on the PostgreSQL pass (what production runs). The store and
 * the database meet only through the upload rows, which both stores write alike, so each store
 * once is each pairing the product ships; both stores on one database repeated the work: crash,
 * memory, upload-limits and cashless about 100 suite-seconds of the API run each time (src/test/dialect-suites.cjs
 * says why suites run twice at all). Suites about a store itself (src/storage/*.test.ts) run on both.
 */
export const STORAGE_KINDS: readonly StorageKind[] = process.env.TEST_DIALECT === 'postgres' ? ['s3'] : ['local'];

/**
 * A fresh store of `kind` for one suite: a temporary folder, or a bucket on a new s3rver.
 * `dispose` removes it (and stops the server).
 */
export async function scratchStorage(kind: StorageKind): Promise<{ config: StorageConfig; env: Record<string, string>; dispose(): Promise<void> }> {
  if (kind === 's3') {
    const s3 = await startS3rver();
    return { config: s3.config, env: s3.env, dispose: s3.stop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-files-'));
  const uploads = path.join(dir, 'uploads');
  return { config: { kind: 'local', keys: storageKeys({}), dir: uploads }, env: { STORAGE: 'local', UPLOAD_DIR: uploads }, dispose: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}
