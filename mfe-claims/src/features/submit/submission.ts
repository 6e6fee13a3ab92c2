import { ApiError } from '@sencare/shared/http';
import type { claimsApi } from '../../api/claims';
import type { LocalDraft } from './draftStore';

type ClaimsApi = ReturnType<typeof claimsApi>;

export function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** JSON with sorted object keys: the same body always gives the same text, whatever order fields were typed in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/**
 * SHA-256 of the body (Web Crypto). Outside a secure context (plain http on a LAN address) there is
 * no crypto.subtle: the canonical text itself is the fingerprint then, longer but just as exact.
 */
export async function bodyHash(body: unknown): Promise<string> {
  const text = canonicalJson(body);
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return `json:${text}`;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key for this body: the same body keeps its key (a retry after a lost answer is
 * replayed by the API, never a second claim); any change to the body gets a new one (the API
 * answers 422 claims.idempotencyMismatch to a reused key with another body).
 */
export async function submissionFor(draft: LocalDraft, body: unknown): Promise<{ key: string; bodyHash: string }> {
  const hash = await bodyHash(body);
  return draft.submission?.bodyHash === hash ? draft.submission : { key: newIdempotencyKey(), bodyHash: hash };
}

const RECONCILABLE = new Set(['error.network', 'error.timeout', 'error.exception', 'claims.inProgress', 'claims.idempotencyMismatch']);

/** A submit whose outcome is unknown: the request may have reached the server (network, timeout, 5xx, still running, key already used). */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return RECONCILABLE.has(error.message) || error.httpStatus >= 500;
}

export type Reconciled = { state: 'done'; claimId: string } | { state: 'running' } | { state: 'unknown' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the API what became of the submit with this key (GET /claims/submissions/:key). While it is
 * still running, asks again after waitsMs[i] (about 4 s in all: long enough for a slow commit,
 * short enough to wait on a phone); after that the user is told it is still being sent and the
 * next tap asks again (docs/architecture.md "Claims front end").
 */
export async function reconcileSubmission(api: ClaimsApi, key: string, waitsMs: readonly number[] = [500, 1000, 2500]): Promise<Reconciled> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = await api.submission(key);
      if (answer.state === 'done') return { state: 'done', claimId: answer.claimId };
    } catch {
      // 404 claims.submissionNotFound: nothing was created; anything else: we cannot tell.
      return { state: 'unknown' };
    }
    if (attempt >= waitsMs.length) return { state: 'running' };
    await sleep(waitsMs[attempt]);
  }
}
