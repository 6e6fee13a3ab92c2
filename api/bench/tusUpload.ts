import { randomBytes } from 'node:crypto';

/**
 * A claim document uploaded the way the browser does it (upload-bench.ts, storage-bench.ts):
 * tus create, 1 MB PATCHes (mfe-claims' uploadManager CHUNK_BYTES), then the receipt.
 */
export const CHUNK = 1024 * 1024;

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A JPEG as far as magic bytes go, with incompressible content. */
export const jpegOf = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), randomBytes(size - 12)]);

export async function uploadOnce(url: string, token: string, content: Buffer, meta = { filename: 'bench.jpg', kind: 'invoice' }): Promise<{ ms: number; id: string; sha256: string }> {
  const started = performance.now();
  const tus = { 'tus-resumable': '1.0.0', token };
  const metadata = `filename ${Buffer.from(meta.filename).toString('base64')},kind ${Buffer.from(meta.kind).toString('base64')}`;
  const created = await fetch(`${url}/api/claims/uploads/tus`, { method: 'POST', headers: { ...tus, 'upload-length': String(content.length), 'upload-metadata': metadata } });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const location = created.headers.get('location')!;
  for (let offset = 0; offset < content.length; offset += CHUNK) {
    const res = await fetch(`${url}${location}`, { method: 'PATCH', headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: content.subarray(offset, offset + CHUNK) });
    if (res.status !== 204) throw new Error(`patch: ${res.status} ${await res.text()}`);
  }
  const state = (await (await fetch(`${url}/api/claims/uploads/${location.split('/').pop()}`, { headers: { token } })).json()) as { data: { receipt: { id: string; sha256: string } } };
  return { ms: performance.now() - started, id: state.data.receipt.id, sha256: state.data.receipt.sha256 };
}

/** Keeps the draft under the per-claim limits (300 MB, 60 images) however many runs there are. */
export async function removeUpload(url: string, token: string, id: string): Promise<void> {
  await fetch(`${url}/api/claims/drafts/current/documents/${id}`, { method: 'DELETE', headers: { token } });
}
