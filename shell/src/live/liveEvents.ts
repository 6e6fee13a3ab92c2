import type { LiveEvent as PublishedEvent, LiveEventMap, LiveSnapshot } from '@sencare/shared/contracts/live';
import type { ClaimStatusName } from '@sencare/shared/rules';

/**
 * What GET /api/live streams and GET /api/live/snapshot answers, as declared in
 * @sencare/shared/contracts (live.ts). Read defensively, by hand rather than with the schemas (the
 * first chunk loads no zod): an event this build does not know, or a malformed one, is dropped,
 * never thrown on.
 */
export type { LiveSnapshot };

export type LiveEvent = { type: 'snapshot'; data: LiveSnapshot } | PublishedEvent;


const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A claim or GOP a staff member works on, or a customer's GOP, changed (api/src/modules/live/bus.ts). */
export type RecordChange = LiveEventMap['record-changed'];

const isRecordChange = (v: unknown): v is RecordChange =>
  isRecord(v) && (v.kind === 'claim' || v.kind === 'gop') && typeof v.id === 'string' && typeof v.status === 'string' && typeof v.mine === 'boolean';
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isClaim = (v: unknown): v is { claimId: string; status: ClaimStatusName } => isRecord(v) && typeof v.claimId === 'string' && typeof v.status === 'string';

export function isLiveSnapshot(v: unknown): v is LiveSnapshot {
  return isRecord(v) && isCount(v.unreadCount) && Array.isArray(v.claims) && v.claims.every(isClaim);
}

/** One SSE message (`event:` name and `data:` text) → a known event, or null. */
export function parseLiveEvent(type: string, text: string): LiveEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (type === 'snapshot' && isLiveSnapshot(data)) return { type, data };
  if (type === 'claim-status' && isClaim(data)) {
    const by = (data as { by?: unknown }).by;
    if (by === 'customer' || by === 'insurer') return { type, data: { claimId: data.claimId, status: data.status, by } };
  }
  if (type === 'unread-count' && isRecord(data) && isCount(data.count)) return { type, data: { count: data.count } };
  if (type === 'record-changed' && isRecordChange(data)) return { type, data: { kind: data.kind, id: data.id, status: data.status, mine: data.mine } };
  return null;
}
