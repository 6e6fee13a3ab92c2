import type { ServerDraft } from '../../api/claims';
import type { LocalDraft } from './draftStore';
import type { ClaimDraftValues } from './wizardModel';

/**
 * How two copies of the unfinished claim meet (signing on a second phone saved
 * that phone's stale copy over a newer server draft). The server counts versions; each copy knows
 * the version it is based on and which fields this device changed since then (`dirty`). When the
 * server is newer, its values win for every field this device did not touch.
 */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Merging works field by field, whatever the field: the values as a plain record. */
const fields = (values: ClaimDraftValues | Record<string, unknown>) => values as Record<string, unknown>;

/** The top-level fields an edit changed. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => !same(before[k], after[k]));
}

export function withDirty(draft: LocalDraft, fields: string[]): string[] {
  return [...new Set([...(draft.dirty ?? []), ...fields])];
}

/** After a save of `sent` came back as `version`: fields edited again meanwhile stay dirty. */
export function afterSave(current: LocalDraft, sent: LocalDraft, version: number, key?: string | null): LocalDraft {
  return { ...current, baseVersion: version, ...(key ? { key } : {}), dirty: (current.dirty ?? []).filter((f) => !same(fields(current.values)[f], fields(sent.values)[f])) };
}

export function fromServer(server: ServerDraft): LocalDraft {
  return { step: server.step ?? 0, values: server.values as ClaimDraftValues, documents: server.documents, updatedAt: server.updatedAt ?? '', baseVersion: server.version ?? 0, dirty: [], ...(server.key ? { key: server.key } : {}) };
}

export interface Merged {
  draft: LocalDraft;
  /** A field this device did not touch has another value now: tell the user (wizard.updatedElsewhere). */
  changedElsewhere: boolean;
}

/** The server's draft is newer than this copy's base (a 409 claims.draftStale, or found on open). */
export function mergeStale(local: LocalDraft, server: ServerDraft | null): Merged {
  // No server draft any more (deleted meanwhile): this copy starts a new one, which gets a key of its own.
  if (!server) return { draft: { ...withoutKey(local), baseVersion: 0 }, changedElsewhere: false };
  const dirty = local.dirty ?? [];
  const mine = Object.fromEntries(dirty.filter((k) => k in local.values).map((k) => [k, fields(local.values)[k]]));
  const changedElsewhere = changedFields(fields(local.values), server.values).some((k) => !dirty.includes(k));
  return {
    draft: { ...withoutKey(local), values: { ...server.values, ...mine } as ClaimDraftValues, documents: server.documents, baseVersion: server.version ?? 0, dirty, ...keyOf(server) },
    changedElsewhere,
  };
}

/**
 * On open: this device's copy and the server's. `server` undefined = unreachable (offline), null =
 * no draft on the server. The server's list of uploaded files always wins.
 */
export function restoreDraft(local: LocalDraft | null, server: ServerDraft | null | undefined): { draft: LocalDraft | null; changedElsewhere: boolean } {
  if (server === undefined) return { draft: local, changedElsewhere: false };
  if (!server) return { draft: local ? { ...withoutKey(local), baseVersion: 0 } : null, changedElsewhere: false };
  if (!local) return { draft: fromServer(server), changedElsewhere: false };
  const version = server.version ?? 0;
  if (local.baseVersion === undefined) {
    // A copy saved before drafts had versions: the newer edit wins as before, and is pushed whole.
    const serverNewer = (server.updatedAt ?? '') > local.updatedAt;
    const winner = serverNewer ? fromServer(server) : { ...local, dirty: Object.keys(local.values) };
    return { draft: { ...winner, documents: server.documents, baseVersion: version, ...keyOf(server) }, changedElsewhere: false };
  }
  if (version > local.baseVersion) return mergeStale(local, server);
  return { draft: { ...withoutKey(local), documents: server.documents, baseVersion: version, ...keyOf(server) }, changedElsewhere: false };
}

const keyOf = (server: ServerDraft) => (server.key ? { key: server.key } : {});
function withoutKey(draft: LocalDraft): LocalDraft {
  const { key: _key, ...rest } = draft;
  return rest;
}

/**
 * Whether to ask the API if this copy was sent from another device: it has a key (it was saved
 * once) and the server's draft is gone or is another one. `server` undefined: unreachable.
 */
export function maybeSentElsewhere(local: LocalDraft | null, server: ServerDraft | null | undefined): local is LocalDraft & { key: string } {
  return !!local?.key && server !== undefined && server?.key !== local.key;
}

/**
 * Whether the wizard should say "Your unfinished claim was restored": only for work left behind,
 * not for a copy this phone saved a moment ago on the way in (the signature page saves the
 * signature into the draft and says so itself; a second message would replace its words in the
 * screen reader's live region).
 */
export function isWorkLeftBehind(draft: LocalDraft | null, now = Date.now(), freshMs = 15_000): boolean {
  if (!draft) return false;
  const saved = Date.parse(draft.updatedAt);
  return !(Number.isFinite(saved) && now - saved >= 0 && now - saved < freshMs);
}
