import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { TUS_LOCATION } from './tus';

/** The tus requests of the upload tests, through `inject` (uploads.test.ts, upload-recovery.test.ts). */
export const TUS = { 'tus-resumable': '1.0.0' };

export const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const b64 = (s: string) => Buffer.from(s).toString('base64');
/** A JPEG as far as magic bytes go, with incompressible content. */
export const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), randomBytes(size - 12)]);
export const idOf = (location: string | string[] | number | undefined) => String(location).split('/').pop()!;

export class TusCalls {
  constructor(private readonly app: FastifyInstance) {}

  create(token: string | null, length: number, meta: Record<string, string> = { filename: 'photo.jpg', kind: 'invoice' }, extra: Record<string, string> = {}) {
    const metadata = Object.entries(meta).map(([k, v]) => `${k} ${b64(v)}`).join(',');
    return this.app.inject({ method: 'POST', url: TUS_LOCATION, headers: { ...TUS, ...(token ? { token } : {}), 'upload-length': String(length), 'upload-metadata': metadata, ...extra } });
  }

  patch(token: string, id: string, offset: number, body: Buffer, extra: Record<string, string> = {}) {
    return this.app.inject({ method: 'PATCH', url: `${TUS_LOCATION}/${id}`, payload: body, headers: { ...TUS, token, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...extra } });
  }

  head(token: string, id: string) {
    return this.app.inject({ method: 'HEAD', url: `${TUS_LOCATION}/${id}`, headers: { ...TUS, token } });
  }

  state(token: string, id: string) {
    return this.app.inject({ method: 'GET', url: `/api/claims/uploads/${id}`, headers: { token } });
  }

  abandon(token: string, id: string) {
    return this.app.inject({ method: 'DELETE', url: `${TUS_LOCATION}/${id}`, headers: { ...TUS, token } });
  }

  download(token: string, documentId: string) {
    return this.app.inject({ method: 'GET', url: `/api/claims/files/${documentId}`, headers: { token } });
  }

  async draftDocs(token: string): Promise<{ id: string; sha256: string }[]> {
    return (await this.app.inject({ method: 'GET', url: '/api/claims/drafts/current', headers: { token } })).json().data?.documents ?? [];
  }

  async uploadWhole(token: string, content: Buffer, meta?: Record<string, string>) {
    const created = await this.create(token, content.length, meta);
    expect(created.statusCode).toBe(201);
    const id = idOf(created.headers.location);
    return { id, res: await this.patch(token, id, 0, content) };
  }
}

/** Real HTTP: sends the first `sent` bytes of a PATCH announcing the whole body, then drops the connection. */
export async function interruptedPatch(port: number, token: string, id: string, offset: number, body: Buffer, sent: number): Promise<void> {
  await new Promise<void>((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'PATCH', path: `${TUS_LOCATION}/${id}`, headers: { ...TUS, token, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', 'content-length': String(body.length) } });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(body.subarray(0, sent), () => setTimeout(() => req.destroy(), 150));
  });
}
