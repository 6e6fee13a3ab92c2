/**
 * `npm run bench:upload -w api`: starts the API on a fresh SQLite file (a child process, like
 * production), logs in as lan.tran and uploads a 3 MB JPEG 15 times through the resumable (tus)
 * path exactly as the browser does (create, 1 MB PATCHes, then the receipt), and prints the
 * median and p90. Not a test: numbers depend on the machine. BENCH_URL measures a running server;
 * BENCH_RUNS (default 15) and BENCH_MB (default 3) change the load.
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { runMain, withBenchServer } from './benchServer';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const SIZE = Math.round(Number(process.env.BENCH_MB ?? 3) * 1024 * 1024);
const CHUNK = 1024 * 1024; // as mfe-claims' uploadManager

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function uploadOnce(url: string, token: string, content: Buffer): Promise<{ ms: number; id: string; sha256: string }> {
  const started = performance.now();
  const tus = { 'tus-resumable': '1.0.0', token };
  const meta = `filename ${Buffer.from('bench.jpg').toString('base64')},kind ${Buffer.from('invoice').toString('base64')}`;
  const created = await fetch(`${url}/api/claims/uploads/tus`, { method: 'POST', headers: { ...tus, 'upload-length': String(content.length), 'upload-metadata': meta } });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const location = created.headers.get('location')!;
  for (let offset = 0; offset < content.length; offset += CHUNK) {
    const res = await fetch(`${url}${location}`, { method: 'PATCH', headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: content.subarray(offset, offset + CHUNK) });
    if (res.status !== 204) throw new Error(`patch: ${res.status} ${await res.text()}`);
  }
  const state = (await (await fetch(`${url}/api/claims/uploads/${location.split('/').pop()}`, { headers: { token } })).json()) as { data: { receipt: { id: string; sha256: string } } };
  return { ms: performance.now() - started, id: state.data.receipt.id, sha256: state.data.receipt.sha256 };
}

runMain(() =>
  withBenchServer(async ({ url, token }) => {
    const content = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), randomBytes(SIZE - 12)]);
    const expected = createHash('sha256').update(content).digest('hex');
    await uploadOnce(url, token, content); // warm-up (JIT, first file-system writes), not counted
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await uploadOnce(url, token, content);
      if (run.sha256 !== expected) throw new Error('checksum mismatch');
      times.push(run.ms);
      // Keep the draft under the per-claim limits whatever RUNS is.
      await fetch(`${url}/api/claims/drafts/current/documents/${run.id}`, { method: 'DELETE', headers: { token } });
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`\nSenCare upload benchmark: ${RUNS} × ${(SIZE / 1024 / 1024).toFixed(1)} MB JPEG via tus (${CHUNK / 1024 / 1024} MB chunks), SQLite, Node ${process.version}, ${os.cpus().length} CPUs, localhost`);
    console.log(`median ${percentile(sorted, 50).toFixed(0)} ms · p90 ${percentile(sorted, 90).toFixed(0)} ms · min ${sorted[0].toFixed(0)} ms · max ${sorted[sorted.length - 1].toFixed(0)} ms\n`);
  }),
);
