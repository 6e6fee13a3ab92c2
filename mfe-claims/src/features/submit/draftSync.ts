import { ApiError } from '@sencare/shared/http';
import type { ServerDraft, claimsApi } from '../../api/claims';
import type { LocalDraft } from './draftStore';
import { mergeStale } from './draftMerge';

type ClaimsApi = ReturnType<typeof claimsApi>;
type PutResult = { saved: true; version: number; key?: string | null } | { saved: false; server: ServerDraft | null };

/** Rounds of "stale → merge → save again" before giving up (another device writing all the time). */
const MAX_STALE_ROUNDS = 3;

const isStale = (error: unknown): error is ApiError => error instanceof ApiError && error.message === 'claims.draftStale';

/** One PUT on top of `baseVersion`; a 409 claims.draftStale hands back the server's newer draft. */
async function putDraft(api: ClaimsApi, draft: LocalDraft, baseVersion: number): Promise<PutResult> {
  try {
    const answer = await api.saveDraft({ step: draft.step, values: draft.values, updatedAt: draft.updatedAt, baseVersion });
    return { saved: true, version: answer.version, key: answer.key };
  } catch (error) {
    if (isStale(error)) return { saved: false, server: (error.data ?? null) as ServerDraft | null };
    throw error;
  }
}

/**
 * Save once, taking a newer server draft in (the signature page): never overwrites it; merges and
 * saves again on top of its version. Rejects when the API cannot be reached (the local copy holds it).
 */
export async function saveDraftMerging(api: ClaimsApi, draft: LocalDraft): Promise<{ draft: LocalDraft; changedElsewhere: boolean }> {
  let current = draft;
  let changedElsewhere = false;
  for (let round = 0; round < MAX_STALE_ROUNDS; round += 1) {
    const result = await putDraft(api, current, current.baseVersion ?? 0);
    if (result.saved) return { draft: { ...current, baseVersion: result.version, dirty: [], ...(result.key ? { key: result.key } : {}) }, changedElsewhere };
    const merged = mergeStale(current, result.server);
    current = merged.draft;
    changedElsewhere ||= merged.changedElsewhere;
  }
  return { draft: current, changedElsewhere };
}

export interface DraftSaverEvents {
  saved(sent: LocalDraft, version: number, key?: string | null): void;
  /** The server has a newer draft: merge it into the current state (mergeStale) and save() again if anything is left to send. */
  stale(server: ServerDraft | null): void;
}

/**
 * The wizard's server copy: one PUT at a time, always of the latest state. Two PUTs in flight would
 * carry the same baseVersion and the second would be refused as stale by our own first save.
 */
export class DraftSaver {
  private pending: LocalDraft | null = null;
  private running = false;
  private staleRounds = 0;
  private stopped = false;

  constructor(private readonly api: ClaimsApi, private version: number, private readonly events: DraftSaverEvents) {}

  save(draft: LocalDraft): void {
    if (this.stopped) return;
    this.pending = draft;
    if (!this.running) void this.drain();
  }

  /** After a submit or a discard nothing may write the draft back. */
  stop(): void {
    this.stopped = true;
    this.pending = null;
  }

  /** The discard failed (offline): the draft lives on. */
  resume(): void {
    this.stopped = false;
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.pending && !this.stopped) {
      const draft = this.pending;
      this.pending = null;
      try {
        const result = await putDraft(this.api, draft, this.version);
        if (this.stopped) break;
        if (result.saved) {
          this.version = result.version;
          this.staleRounds = 0;
          this.events.saved(draft, result.version, result.key);
        } else if (++this.staleRounds <= MAX_STALE_ROUNDS) {
          // Whatever was queued is based on the old version: the merge takes the current state.
          this.pending = null;
          this.version = result.server?.version ?? 0;
          this.events.stale(result.server);
        }
      } catch {
        /* offline or refused: the local copy holds it; the next change or 'online' sends it again */
      }
    }
    this.running = false;
  }
}

// The signature page saves and then opens the wizard: the wizard says what happened to the draft.
let changedElsewhereNotice = false;
export const noteChangedElsewhere = () => { changedElsewhereNotice = true; };
export const peekChangedElsewhere = () => changedElsewhereNotice;
export const clearChangedElsewhere = () => { changedElsewhereNotice = false; };
