import fs from 'node:fs';
import { Readable } from 'node:stream';

/**
 * Large request bodies generated as they are sent, and the server's memory while they arrive:
 * the memory tests (cashless and claims memory.test.ts) prove files are streamed, which only
 * means something if the test process does not hold the bodies whole either.
 */
const CHUNK = Buffer.alloc(64 * 1024, 7);

/** `size` bytes starting with `head`, 64 kB at a time. */
export async function* generatedBytes(size: number, head: Buffer = Buffer.alloc(0)): AsyncGenerator<Buffer> {
  const first = head.subarray(0, size);
  if (first.length) yield first;
  for (let sent = first.length; sent < size; sent += CHUNK.length) yield CHUNK.subarray(0, Math.min(CHUNK.length, size - sent));
}

export interface GeneratedFile {
  field: string;
  size: number;
  /** The magic bytes the server sniffs. */
  head: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body of text fields, then generated files, as a browser's FormData sends it. */
export function streamedMultipart(boundary: string, fields: Record<string, string>, files: GeneratedFile[]): Readable {
  async function* parts(): AsyncGenerator<Buffer> {
    for (const [name, value] of Object.entries(fields)) yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    for (const file of files) {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename ?? file.field}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`);
      yield* generatedBytes(file.size, file.head);
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return Readable.from(parts(), { objectMode: false });
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** The resident memory of process `pid` before `work` and at its peak while it ran (sampled every 25 ms). */
export async function peakMemory<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; baselineMb: number; peakMb: number; growthMb: number }> {
  const baseline = rssKb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 25);
  try {
    const result = await work();
    peak = Math.max(peak, rssKb(pid));
    return { result, baselineMb: Math.round(baseline / 1024), peakMb: Math.round(peak / 1024), growthMb: Math.round((peak - baseline) / 1024) };
  } finally {
    clearInterval(sampler);
  }
}
