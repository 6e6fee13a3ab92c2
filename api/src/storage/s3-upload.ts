import { AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CreateMultipartUploadCommand, PutObjectCommand, UploadPartCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';

/** S3's smallest part but the last (5 MiB); also the one buffer a larger upload holds. */
export const PART_BYTES = 5 * 1024 * 1024;

/**
 * Streams a body of unknown length into one object: a single PUT when it fits in one part, else
 * a multipart upload whose parts go one at a time through one buffer, reused. lib-storage's
 * Upload (tried first) concatenates each part into a fresh buffer and keeps the rest as a view of
 * it: 8 parallel 20 MB documents grew the server by 152 MB against 42 MB with this (measured in
 * claims/memory.test.ts; docs/architecture.md). The object appears only on completion, so a body
 * that fails leaves nothing visible; the aborted upload's parts are freed by AbortMultipartUpload
 * (which s3rver lacks: there the bucket's lifecycle rule or nobody does).
 */
export async function putStream(client: S3Client, target: { Bucket: string; Key: string }, body: Readable, metadata?: Record<string, string>): Promise<void> {
  // Until a part is full the chunks are kept as they came: a body under 5 MB (a tus PATCH of
  // 1 MB, a photo) is one PUT and never costs a 5 MB buffer.
  let held: Buffer[] = [];
  let part: Buffer | null = null;
  let filled = 0;
  let uploadId: string | undefined;
  const parts: { ETag: string; PartNumber: number }[] = [];
  const sendPart = async (data: Buffer) => {
    uploadId ??= (await client.send(new CreateMultipartUploadCommand({ ...target, Metadata: metadata }))).UploadId;
    const PartNumber = parts.length + 1;
    // Awaited before the buffer is filled again: the request has been written by then.
    const { ETag } = await client.send(new UploadPartCommand({ ...target, UploadId: uploadId, PartNumber, Body: data, ContentLength: data.length }));
    parts.push({ ETag: ETag ?? '', PartNumber });
  };
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      if (!part && filled + chunk.length < PART_BYTES) {
        held.push(chunk);
        filled += chunk.length;
        continue;
      }
      if (!part) {
        part = Buffer.allocUnsafe(PART_BYTES);
        held.reduce((at, h) => at + h.copy(part!, at), 0);
        held = [];
      }
      for (let used = 0; used < chunk.length; ) {
        const copied = chunk.copy(part, filled, used);
        filled += copied;
        used += copied;
        if (filled < PART_BYTES) continue;
        await sendPart(part);
        filled = 0;
      }
    }
    if (!part) {
      const whole = held.length === 1 ? held[0] : Buffer.concat(held);
      await client.send(new PutObjectCommand({ ...target, Body: whole, ContentLength: whole.length, Metadata: metadata }));
      return;
    }
    if (filled > 0) await sendPart(part.subarray(0, filled));
    await client.send(new CompleteMultipartUploadCommand({ ...target, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
  } catch (error) {
    if (uploadId) await client.send(new AbortMultipartUploadCommand({ ...target, UploadId: uploadId })).catch(() => undefined);
    throw error;
  }
}
