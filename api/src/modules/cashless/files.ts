import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../../config';

/**
 * Identity photos live outside every served folder (the gateway serves only the built dist folders), under
 * UPLOAD_DIR/cashless with random names: no user text ever reaches the file system.
 */
export function cashlessUploadDir(): string {
  return path.join(path.resolve(process.env.UPLOAD_DIR || path.join(REPO_ROOT, 'data', 'uploads')), 'cashless');
}

export interface StoredImage {
  storedName: string;
  size: number;
  sha256: string;
}

export async function storeImage(content: Buffer): Promise<StoredImage> {
  const dir = cashlessUploadDir();
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const storedName = randomBytes(18).toString('base64url');
  await fs.writeFile(path.join(dir, storedName), content, { flag: 'wx', mode: 0o600 });
  return { storedName, size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
}

export async function removeImage(storedName: string): Promise<void> {
  if (!/^[A-Za-z0-9_-]+$/.test(storedName)) return;
  await fs.rm(path.join(cashlessUploadDir(), storedName), { force: true });
}
