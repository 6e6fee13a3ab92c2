import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What a backup folder holds (docs/deploying.md "Backups"): `manifest.json` last, so a folder
 * without one is not a backup. Every part has its size and SHA-256; the objects and the releases
 * are listed file by file in `objects.sha256` / `releases.sha256` (the `sha256sum` format, so
 * `sha256sum -c objects.sha256` checks them by hand too), and those lists are hashed here.
 */
export const MANIFEST = 'manifest.json';
export const FORMAT = 1;

export interface DatabasePart {
  dialect: 'postgres' | 'sqlite';
  /** PostgreSQL: the schema dumped (a restore goes into a schema of the same name). */
  schema?: string;
  /** The last migration applied (src/db/migrations/index.ts), or null on a database never migrated. */
  migration: string | null;
  file: string;
  bytes: number;
  sha256: string;
}

export interface FilesPart {
  /** The sha256sum listing of the part's files, relative to the backup folder. */
  list: string;
  count: number;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  createdAt: string;
  database: DatabasePart;
  /** Stored objects exactly as stored: sealed bodies with their wrapped data keys, never plaintext. */
  objects: FilesPart & {
    storage: 'local' | 's3';
    /** Names of the master keys that wrap the objects' data keys; the keys themselves are never in a backup. */
    masterKeyIds: string[];
  };
  releases: FilesPart | null;
}

/** Thrown when the backup or the target is not what a restore needs; the CLI prints the message as one line. */
export class Refusal extends Error {
  constructor(
    message: string,
    /** 2: the target (not empty, another schema); 3: the backup itself (damaged, unknown). */
    readonly exitCode: 2 | 3,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export async function sha256File(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Every regular file under `dir`, relative to it with '/' separators, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Writes `<name>.sha256` for the files under `<root>/<name>/` and returns the part's entry. */
export async function listPart(root: string, name: string): Promise<FilesPart> {
  let bytes = 0;
  const lines: string[] = [];
  for (const file of await filesUnder(path.join(root, name))) {
    const sum = await sha256File(path.join(root, name, file));
    bytes += sum.bytes;
    lines.push(`${sum.sha256}  ${name}/${file}\n`);
  }
  const list = `${name}.sha256`;
  await fs.writeFile(path.join(root, list), lines.join(''));
  return { list, count: lines.length, bytes, sha256: (await sha256File(path.join(root, list))).sha256 };
}

/**
 * Checks one listed part against the manifest: the listing's hash, every file's hash, and no file
 * missing or added. The message names the part and the file, never its contents.
 */
export async function verifyPart(root: string, name: string, part: FilesPart): Promise<void> {
  const list = path.join(root, part.list);
  const listed = await sha256File(list).catch(() => null);
  if (listed?.sha256 !== part.sha256) throw new Refusal(`backup damaged: ${part.list} does not match the manifest; nothing restored`, 3);
  const lines = (await fs.readFile(list, 'utf8')).split('\n').filter(Boolean);
  const expected = new Map(lines.map((line) => [line.slice(66), line.slice(0, 64)]));
  const present = (await filesUnder(path.join(root, name))).map((file) => `${name}/${file}`);
  if (present.length !== expected.size || present.some((file) => !expected.has(file))) {
    throw new Refusal(`backup damaged: the files under ${name}/ are not those listed in ${part.list}; nothing restored`, 3);
  }
  for (const [file, sha256] of expected) {
    if ((await sha256File(path.join(root, file))).sha256 !== sha256) throw new Refusal(`backup damaged: ${file} fails its checksum; nothing restored`, 3);
  }
}

export async function readManifest(root: string): Promise<Manifest> {
  const text = await fs.readFile(path.join(root, MANIFEST), 'utf8').catch(() => null);
  if (text === null) throw new Refusal(`${root} holds no ${MANIFEST}: not a backup (or an unfinished one)`, 3);
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== FORMAT) throw new Refusal(`${MANIFEST} is format ${String(manifest.format)}; this version reads format ${FORMAT}`, 3);
  return manifest;
}
