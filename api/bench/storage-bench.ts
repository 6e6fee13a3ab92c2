/**
 * `npx tsx bench/storage-bench.ts` (from api/): the same 20 MB claim document through the two
 * storage back ends (src/storage). Starts s3rver on 127.0.0.1 (a temporary folder) and two APIs
 * as child processes on fresh SQLite files, one with STORAGE=local and one with STORAGE=s3, then
 * takes turns: a resumable upload as the browser sends it (tus, 1 MB PATCHes, the receipt) and
 * the download of the finished document, BENCH_RUNS times each (default 9, after one warm-up),
 * and prints median, p90, min and max. Not a test: the figures depend on the machine, and s3rver
 * writes to the same disk as the local back end (a real bucket adds the network).
 */
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { startS3rver } from '../src/storage/testkit';
import { runMain, withBenchServer, type BenchTarget } from './benchServer';
import { CHUNK, percentile, removeUpload, uploadOnce } from './tusUpload';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const SIZE = Math.round(Number(process.env.BENCH_MB ?? 20) * 1024 * 1024);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(SIZE - 9)]);
const SHA = createHash('sha256').update(PDF).digest('hex');

interface Timings {
  upload: number[];
  download: number[];
}

async function once(target: BenchTarget, into: Timings | null): Promise<void> {
  const run = await uploadOnce(target.url, target.token, PDF, { filename: 'bench.pdf', kind: 'medical_record' });
  if (run.sha256 !== SHA) throw new Error('checksum mismatch');
  const started = performance.now();
  const file = Buffer.from(await (await fetch(`${target.url}/api/claims/files/${run.id}`, { headers: { token: target.token } })).arrayBuffer());
  const downloadMs = performance.now() - started;
  if (createHash('sha256').update(file).digest('hex') !== SHA) throw new Error('download differs');
  into?.upload.push(run.ms);
  into?.download.push(downloadMs);
  await removeUpload(target.url, target.token, run.id);
}

const line = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${label.padEnd(22)} median ${percentile(sorted, 50).toFixed(0).padStart(5)} ms · p90 ${percentile(sorted, 90).toFixed(0).padStart(5)} ms · min ${sorted[0].toFixed(0).padStart(5)} ms · max ${sorted[sorted.length - 1].toFixed(0).padStart(5)} ms`;
};

runMain(async () => {
  const s3 = await startS3rver('sencare-bench');
  try {
    await withBenchServer(
      (local) =>
        withBenchServer(async (bucket) => {
          const results: Record<'local' | 's3', Timings> = { local: { upload: [], download: [] }, s3: { upload: [], download: [] } };
          await once(local, null); // warm-up (JIT, first writes), not counted
          await once(bucket, null);
          for (let i = 0; i < RUNS; i++) {
            // Turns alternate who goes first, so neither always meets the other's leftovers.
            const order = i % 2 === 0 ? (['local', 's3'] as const) : (['s3', 'local'] as const);
            for (const kind of order) await once(kind === 'local' ? local : bucket, results[kind]);
          }
          console.log(`\nSenCare storage benchmark: ${RUNS} × ${(SIZE / 1024 / 1024).toFixed(0)} MB PDF via tus (${CHUNK / 1024 / 1024} MB chunks) and back, SQLite, Node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}, localhost`);
          for (const kind of ['local', 's3'] as const) {
            console.log(line(`${kind} upload`, results[kind].upload));
            console.log(line(`${kind} download`, results[kind].download));
          }
          console.log('');
        }, s3.env),
      { STORAGE: 'local' },
    );
  } finally {
    await s3.stop();
  }
});
