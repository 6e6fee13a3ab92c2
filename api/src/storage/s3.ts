import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../config';
import { PartObjects } from './parts';
import { putStream } from './s3-upload';
import { ObjectNotFound, assertFolder, assertKey, type ResumableBytes, type SealedBackend, type StoredObject } from './storage';

/** The metadata entry (x-amz-meta-sencare-key) holding a sealed object's slot, base64 (keyring.ts). */
const SLOT_META = 'sencare-key';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph; s3rver in tests), shared by every API replica.
 * The keys are the local layout's paths. Checksums only WHEN_REQUIRED: by default the SDK sends
 * aws-chunked bodies with trailing checksums, which s3rver (and some S3-compatible servers)
 * store with the chunk signatures inside (measured: 1,000 bytes stored as 1,043).
 */
export class S3Storage implements SealedBackend {
  readonly kind = 's3' as const;
  readonly headerBytes = 0;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable | Buffer, metadata?: Record<string, string>): Promise<void> {
    const params = { Bucket: this.bucket, Key: assertKey(key) };
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length, Metadata: metadata }));
      return;
    }
    try {
      await putStream(this.client, params, body, metadata);
    } catch (error) {
      // A failed PUT stops reading: whatever feeds the body (a request, a stream of parts) stops too.
      body.destroy();
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    return Buffer.from(await (await this.object(key)).transformToByteArray());
  }

  async stream(key: string, range?: { start: number; end: number }): Promise<Readable> {
    return (await this.object(key, range && `bytes=${range.start}-${range.end}`)) as Readable;
  }

  private async object(key: string, range?: string) {
    return (await this.answer(key, range)).body;
  }

  private async answer(key: string, range?: string) {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: assertKey(key), Range: range }));
      if (!answer.Body) throw new ObjectNotFound(key);
      // A ranged answer's Content-Range ends with the whole object's size: "bytes 0-99/12345".
      const size = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : (answer.ContentLength ?? 0);
      return { body: answer.Body as Readable & { transformToByteArray(): Promise<Uint8Array> }, size, metadata: answer.Metadata ?? {} };
    } catch (error) {
      throw isMissing(error) ? new ObjectNotFound(key) : error;
    }
  }

  putSealed(key: string, slot: Buffer, body: Readable): Promise<void> {
    return this.put(key, body, { [SLOT_META]: slot.toString('base64') });
  }

  /** One GET: the metadata and the bytes come from the same version of the object. */
  async openSealed(key: string, range?: { start: number; end: number }): Promise<{ slots: Buffer[]; bodySize: number; body: Readable }> {
    const { body, size, metadata } = await this.answer(key, range && `bytes=${range.start}-${range.end}`);
    const slot = metadata[SLOT_META];
    return { slots: slot ? [Buffer.from(slot, 'base64')] : [], bodySize: size, body };
  }

  /**
   * The slot is metadata, and S3 changes metadata by copying the object onto itself (server-side:
   * the body never leaves the bucket). Only if it is still the version read (CopySourceIfMatch):
   * a put meanwhile keeps its own slot.
   */
  async rewrap(key: string, decide: (slots: Buffer[]) => Buffer | null): Promise<boolean> {
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertKey(key) })).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    const current = head?.Metadata?.[SLOT_META];
    if (!head || !current) return false;
    const slot = decide([Buffer.from(current, 'base64')]);
    if (!slot) return true;
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.bucket, Key: key, CopySource: `${this.bucket}/${key}`, CopySourceIfMatch: head.ETag, MetadataDirective: 'REPLACE', Metadata: { ...head.Metadata, [SLOT_META]: slot.toString('base64') } }),
    );
    return true;
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: assertKey(key) }));
      return { key, size: head.ContentLength ?? 0, modifiedAt: head.LastModified?.getTime() ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertKey(key) }));
  }

  async *list(folder: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: assertFolder(folder) || undefined, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified?.getTime() ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  resumable(folder: string): ResumableBytes {
    return new PartObjects(this, assertFolder(folder));
  }

  /**
   * A PUT is atomic, so S3 has no half-written objects; what an interrupted multipart upload
   * leaves is invisible and billed until the bucket's lifecycle rule aborts it (api/README.md:
   * AbortIncompleteMultipartUpload). s3rver cannot list them (ListMultipartUploads: 501).
   */
  async sweepDebris(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
