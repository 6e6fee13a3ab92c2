import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '../../db/database';
import { ObjectNotFound, type ObjectStorage } from '../../storage';
import { SECTIONS, type ExportSection, type SectionData } from './sections';
import { renderSummaryPdf } from './summary-pdf';

export interface ArchiveInput {
  db: Db;
  storage: ObjectStorage;
  userId: number;
  language: 'en' | 'vi';
  /** Where the zip goes in storage. */
  key: string;
  now: string;
  /** Called with 0–100 as the work goes; the job's heartbeat rides on it (worker.ts). */
  progress(percent: number): Promise<void>;
  sections?: readonly ExportSection[];
}

/**
 * Builds the archive (docs/privacy.md "My data"): summary.pdf, manifest.json, one `<section>.json`
 * per section and the stored files under files/, streamed into storage as it is made, so neither a
 * document nor the zip is ever whole in memory. Stored files are read through src/storage, the
 * layer that will decrypt them once they are encrypted at rest. Documents are already compressed
 * (JPEG, PDF), so they are stored as they are; JSON is deflated.
 */
export async function buildArchive(input: ArchiveInput): Promise<{ size: number }> {
  const sections = input.sections ?? SECTIONS;
  const parts: Array<{ section: ExportSection; data: SectionData }> = [];
  for (const section of sections) parts.push({ section, data: await section.collect(input.db, input.userId) });
  const files = parts.flatMap((p) => p.data.files);
  const steps = parts.length + files.length + 1;
  let done = 0;
  const step = async () => input.progress(Math.min(99, Math.floor((++done * 100) / steps)));

  const out = new PassThrough();
  // A build that stops early destroys `out` with its reason; storage may not be listening yet
  // (the local store opens its file first), and an 'error' nobody listens to would end the process.
  out.on('error', () => undefined);
  let size = 0;
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    size += chunk.length;
    out.write(chunk);
    if (final) out.end();
  });
  const stored = input.storage.put(input.key, out);
  stored.catch(() => undefined); // awaited below; a failure before then must not go unhandled
  try {
    addWhole(zip, 'summary.pdf', await renderSummaryPdf(input.language, input.now, parts), false);
    await step();
    const missing: string[] = [];
    for (const { section, data } of parts) {
      addWhole(zip, `${section.key}.json`, Buffer.from(JSON.stringify(data.records, null, 2)), true);
      await step();
    }
    for (const file of files) {
      if (!(await addStored(zip, out, input.storage, file.path, file.key))) missing.push(file.path);
      await step();
    }
    const manifest = { madeAt: input.now, sections: parts.map((p) => ({ key: p.section.key, file: `${p.section.key}.json`, count: p.data.count })), files: files.map((f) => f.path).filter((f) => !missing.includes(f)), missingFiles: missing };
    addWhole(zip, 'manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)), true);
    zip.end();
  } catch (error) {
    zip.terminate();
    out.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  await stored;
  return { size };
}

function addWhole(zip: Zip, name: string, bytes: Buffer, deflate: boolean): void {
  const entry = deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
  zip.add(entry);
  entry.push(bytes, true);
}

/** One stored file, chunk by chunk, waiting while storage is behind; false when it is gone. */
async function addStored(zip: Zip, out: PassThrough, storage: ObjectStorage, name: string, key: string): Promise<boolean> {
  let source;
  try {
    source = await storage.stream(key);
  } catch (error) {
    if (error instanceof ObjectNotFound) return false;
    throw error;
  }
  const entry = new ZipPassThrough(name);
  zip.add(entry);
  for await (const chunk of source) {
    entry.push(chunk as Buffer);
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  entry.push(new Uint8Array(0), true);
  return true;
}
