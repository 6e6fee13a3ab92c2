/**
 * `npm run bench:mydata -w api`: how long a "My data" archive takes for a customer with 10 claims,
 * each with three 400 kB documents (docs/privacy.md "My data"). Builds the API in this process on a
 * fresh SQLite file and upload folder, gives lan.tran 10 claims (her seeded ones, plus copies) with
 * their documents in storage, then times BENCH_RUNS (default 3) archives from the worker taking
 * the job to the zip stored, and prints the median, the archive's size and the load average.
 * Not a test: numbers depend on the machine.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ExportService, ExportWorker } from '../src/modules/mydata';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CLAIMS = 10;
const DOCUMENT_BYTES = 400 * 1024;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sencare-mydata-bench-'));
  const config = { ...loadConfig({ NODE_ENV: 'development', DATABASE_FILE: path.join(dir, 'bench.db'), UPLOAD_DIR: path.join(dir, 'uploads'), LOG_LEVEL: 'warn' }, []), myDataExportPollMs: 0 };
  const app = await buildApp(config);
  try {
    const { db, storage } = app.ctx;
    const lan = await db.selectFrom('users').select('id').where('account', '=', 'lan.tran').executeTakeFirstOrThrow();
    const seeded = await db.selectFrom('claims').selectAll().where('user_id', '=', lan.id).execute();
    for (let i = seeded.length; i < CLAIMS; i++) await db.insertInto('claims').values({ ...seeded[0], id: `CL-BENCH-${String(i).padStart(6, '0')}` }).execute();
    const claims = (await db.selectFrom('claims').select('id').where('user_id', '=', lan.id).execute()).slice(0, CLAIMS);
    for (const claim of claims) {
      for (const kind of ['invoice', 'prescription', 'medical_record']) {
        const stored = randomBytes(18).toString('base64url');
        await storage.put(stored, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(DOCUMENT_BYTES - 4)]));
        await db.insertInto('claim_documents').values({ claim_id: claim.id, public_id: randomBytes(12).toString('base64url'), kind, original_name: `${kind}.jpg`, stored_name: stored, size: DOCUMENT_BYTES, sha256: '0'.repeat(64), mime: 'image/jpeg', created_at: new Date().toISOString() } as never).execute();
      }
    }
    const held = await db.selectFrom('claims').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', lan.id).executeTakeFirstOrThrow();
    const service = new ExportService(db, storage, () => new Date());
    const worker = new ExportWorker(db, storage);
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run < RUNS; run++) {
      const job = await service.request(lan.id, 'vi');
      const started = performance.now();
      await worker.runOne();
      times.push(performance.now() - started);
      const row = await db.selectFrom('mydata_exports').select(['state', 'size']).where('id', '=', job.id).executeTakeFirstOrThrow();
      if (row.state !== 'done') throw new Error(`export ${job.id} ended ${row.state}`);
      size = row.size ?? 0;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
    console.log(`\nSenCare "My data" export: ${Number(held.n)} claims × 3 documents of ${DOCUMENT_BYTES / 1024} kB, summary PDF in Vietnamese, SQLite, local storage, Node ${process.version}, ${os.cpus().length} CPUs`);
    console.log(`runs ${times.map((t) => t.toFixed(0)).join(', ')} ms · median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms · archive ${(size / 1024 / 1024).toFixed(1)} MB · load average ${load}\n`);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
