// Every decision about a remote's releases, one JSON line each, in RELEASES_DIR/<remote>/history.jsonl
// (docs/deploying.md "Canary releases"): who or what switched which release, when, and for a
// canary rolled back by the watcher the figures it decided on. Written under the store's lock,
// after the map, so a line means the switch happened. `npm run releases` shows the newest.
import fs from 'node:fs/promises';
import path from 'node:path';

export const HISTORY_FILE = 'history.jsonl';

export async function appendHistory(remoteDir, entry) {
  await fs.mkdir(remoteDir, { recursive: true });
  await fs.appendFile(path.join(remoteDir, HISTORY_FILE), `${JSON.stringify(entry)}\n`);
}

/** The newest `last` entries, oldest first; a damaged line (a disk filled mid-write) is skipped. */
export async function readHistory(remoteDir, { last = 20 } = {}) {
  const text = await fs.readFile(path.join(remoteDir, HISTORY_FILE), 'utf8').catch((error) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const entries = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      entries.push(JSON.parse(line));
    } catch {
      // Skipped: one bad line must not hide the rest.
    }
  }
  return entries.slice(-last);
}
