import { offlineDataKey, offlineStorage } from '@sencare/shared/http';

/**
 * The PIN lock with no signal: the e-card must open at a front desk without a
 * connection, behind the same PIN. After each PIN unlock the API confirmed, the shell keeps a
 * salted PBKDF2 hash of the PIN beside the offline data (same prefix: logout wipes both), and
 * with no connection the unlock screen checks against it. Only MAX_OFFLINE_TRIES wrong PINs are
 * allowed; then the hash is deleted and only the API (or the password) unlocks again.
 *
 * A password sign-in proves the account but not the PIN, so on a phone with no verifier yet the
 * shell asks the PIN once right after it (OfflinePinPage.tsx): the API checks it, as it checks
 * every PIN, and the verifier is kept. Setting or resetting the PIN on this phone keeps it too.
 *
 * What this guards: someone holding the phone, as the online lock does. It adds nothing for
 * someone who can read the browser's storage: the data it protects sits there too.
 */
export const MAX_OFFLINE_TRIES = 3;
/** OWASP's figure for PBKDF2-HMAC-SHA256 (2023): about half a second on a budget phone, once per unlock. */
export const PBKDF2_ITERATIONS = 600_000;

interface OfflinePinRecord {
  salt: string;
  hash: string;
  iterations: number;
  failures: number;
}

export type OfflinePinCheck = { result: 'unlocked' } | { result: 'wrong'; left: number } | { result: 'unavailable' };

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(subtle: SubtleCrypto, pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  return toBase64(await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256));
}

export class OfflinePin {
  constructor(
    private readonly storage: Storage | null = offlineStorage(),
    // Looked up at each use: Web Crypto exists only in secure contexts (https, localhost).
    private readonly subtleCrypto: () => SubtleCrypto | undefined = () => globalThis.crypto?.subtle,
    private readonly iterations = PBKDF2_ITERATIONS,
  ) {}

  /** After the API accepted `pin` for `userCode`: a fresh salt, and the count of wrong tries back to zero. */
  async remember(userCode: string, pin: string): Promise<void> {
    const subtle = this.subtleCrypto();
    if (!this.storage || !subtle) return;
    const salt = globalThis.crypto.getRandomValues(new Uint8Array(16));
    const record: OfflinePinRecord = { salt: toBase64(salt), hash: await derive(subtle, pin, salt, this.iterations), iterations: this.iterations, failures: 0 };
    this.storage.setItem(offlineDataKey(userCode, 'pin'), JSON.stringify(record));
  }

  /** Whether this phone can check `userCode`'s PIN with no connection (a verifier with tries left). */
  has(userCode: string): boolean {
    const record = this.read(offlineDataKey(userCode, 'pin'));
    return record !== null && record.failures < MAX_OFFLINE_TRIES;
  }

  /** Whether a verifier can be kept here at all: offline storage and Web Crypto (secure contexts only). */
  canRemember(): boolean {
    return Boolean(this.storage && this.subtleCrypto());
  }

  async check(userCode: string, pin: string): Promise<OfflinePinCheck> {
    const key = offlineDataKey(userCode, 'pin');
    const record = this.read(key);
    const subtle = this.subtleCrypto();
    if (!record || !subtle || record.failures >= MAX_OFFLINE_TRIES) return { result: 'unavailable' };
    // The try is counted before the slow hash, so closing the app mid-check cannot skip the count.
    this.storage?.setItem(key, JSON.stringify({ ...record, failures: record.failures + 1 }));
    if ((await derive(subtle, pin, fromBase64(record.salt), record.iterations)) === record.hash) {
      this.storage?.setItem(key, JSON.stringify({ ...record, failures: 0 }));
      return { result: 'unlocked' };
    }
    const left = MAX_OFFLINE_TRIES - record.failures - 1;
    if (left <= 0) this.storage?.removeItem(key);
    return left > 0 ? { result: 'wrong', left } : { result: 'unavailable' };
  }

  private read(key: string): OfflinePinRecord | null {
    try {
      const value = JSON.parse(this.storage?.getItem(key) ?? 'null') as OfflinePinRecord | null;
      return value && typeof value.hash === 'string' && typeof value.salt === 'string' ? value : null;
    } catch {
      return null;
    }
  }
}

/** The one instance the unlock, set, reset and offline-PIN screens share. */
export const offlinePin = new OfflinePin();
