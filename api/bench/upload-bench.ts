/**
 * `npm run bench:upload -w api`: starts the API on a fresh SQLite file (a child process, like
 * production), logs in as lan.tran and uploads a 3 MB JPEG 15 times through the resumable (tus)
 * path exactly as the browser does (create, 1 MB PATCHes, then the receipt), and prints the
 * median and p90. Not a test: numbers depend on the machine. BENCH_URL measures a running server;
 * BENCH_RUNS (default 15) and BENCH_MB (default 3) change the load.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { runMain, withBenchServer } from './benchServer';
import { CHUNK, jpegOf, percentile, removeUpload, uploadOnce } from './tusUpload';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const SIZE = Math.round(Number(process.env.BENCH_MB ?? 3) * 1024 * 1024);

runMain(() =>
  withBenchServer(async ({ url, token }) => {
    const content = jpegOf(SIZE);
    const expected = createHash('sha256').update(content).digest('hex');
    await uploadOnce(url, token, content); // warm-up (JIT, first file-system writes), not counted
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await uploadOnce(url, token, content);
      if (run.sha256 !== expected) throw new Error('checksum mismatch');
      times.push(run.ms);
      await removeUpload(url, token, run.id);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`\nSenCare upload benchmark: ${RUNS} × ${(SIZE / 1024 / 1024).toFixed(1)} MB JPEG via tus (${CHUNK / 1024 / 1024} MB chunks), SQLite, Node ${process.version}, ${os.cpus().length} CPUs, localhost`);
    console.log(`median ${percentile(sorted, 50).toFixed(0)} ms · p90 ${percentile(sorted, 90).toFixed(0)} ms · min ${sorted[0].toFixed(0)} ms · max ${sorted[sorted.length - 1].toFixed(0)} ms\n`);
  }),
);
