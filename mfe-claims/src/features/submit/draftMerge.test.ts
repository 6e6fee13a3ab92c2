import type { ServerDraft } from '../../api/claims';
import type { LocalDraft } from './draftStore';
import { afterSave, changedFields, isWorkLeftBehind, mergeStale, restoreDraft } from './draftMerge';

const doc = { id: 'd', kind: 'invoice', name: 'a.jpg', size: 1, sha256: 'x', mime: 'image/jpeg', createdAt: '' };
const local = (values: Record<string, unknown>, extra: Partial<LocalDraft> = {}): LocalDraft => ({ step: 4, values, documents: [], updatedAt: '2026-11-22T01:00:00.000Z', baseVersion: 2, dirty: [], ...extra });
const server = (values: Record<string, unknown>, version: number): ServerDraft => ({ step: 1, values, updatedAt: '2026-11-22T02:00:00.000Z', savedAt: 'x', documents: [doc], version, key: null });

describe('two copies of the unfinished claim', () => {
  test("a stale copy that only signed keeps the other phone's diagnosis, amounts and fee lines, and adds the signature", () => {
    const phoneB = local({ insuredId: 1, diagnosis: '', requestAmount: undefined, feeItems: [{ name: '' }], signature: 'data:image/png;base64,B' }, { dirty: ['signature'] });
    const phoneA = server({ insuredId: 1, diagnosis: 'Cúm', requestAmount: 900_000, feeItems: [{ name: 'Khám', amount: 900_000 }] }, 7);
    const merged = mergeStale(phoneB, phoneA);
    expect(merged.draft.values).toEqual({ insuredId: 1, diagnosis: 'Cúm', requestAmount: 900_000, feeItems: [{ name: 'Khám', amount: 900_000 }], signature: 'data:image/png;base64,B' });
    expect(merged.draft.baseVersion).toBe(7);
    expect(merged.draft.documents).toEqual([doc]);
    expect(merged.draft.step).toBe(4); // where this user is on this phone
    expect(merged.changedElsewhere).toBe(true);
  });

  test('a field this device changed since its base wins over the server; nothing changed elsewhere → no notice', () => {
    const merged = mergeStale(local({ diagnosis: 'mine', branch: 'HN' }, { dirty: ['diagnosis'] }), server({ diagnosis: 'theirs', branch: 'HN' }, 3));
    expect(merged.draft.values).toEqual({ diagnosis: 'mine', branch: 'HN' });
    expect(merged.draft.dirty).toEqual(['diagnosis']);
    expect(merged.changedElsewhere).toBe(false);
  });

  test('the server draft is gone: this copy starts a new one (version 0)', () => {
    expect(mergeStale(local({ diagnosis: 'x' }), null).draft).toMatchObject({ values: { diagnosis: 'x' }, baseVersion: 0 });
  });

  test('on open: a newer server version merges, the same version keeps this copy, offline keeps it as it is', () => {
    expect(restoreDraft(local({ diagnosis: 'old' }), server({ diagnosis: 'new' }, 3))).toMatchObject({ draft: { values: { diagnosis: 'new' }, baseVersion: 3 }, changedElsewhere: true });
    expect(restoreDraft(local({ diagnosis: 'typed offline' }, { dirty: ['diagnosis'] }), server({ diagnosis: 'saved' }, 2))).toMatchObject({ draft: { values: { diagnosis: 'typed offline' }, documents: [doc] }, changedElsewhere: false });
    const mine = local({ diagnosis: 'x' });
    expect(restoreDraft(mine, undefined).draft).toBe(mine);
    expect(restoreDraft(null, server({ diagnosis: 'from the laptop' }, 5)).draft).toMatchObject({ values: { diagnosis: 'from the laptop' }, baseVersion: 5, dirty: [] });
    expect(restoreDraft(null, null).draft).toBeNull();
  });

  test('a copy from before versions: the newer edit wins as it did, and is based on the server version', () => {
    const legacy = { step: 1, values: { diagnosis: 'old' }, documents: [], updatedAt: '2026-11-22T01:00:00.000Z' };
    expect(restoreDraft(legacy, server({ diagnosis: 'new' }, 4)).draft).toMatchObject({ values: { diagnosis: 'new' }, baseVersion: 4 });
    expect(restoreDraft({ ...legacy, updatedAt: '2026-11-22T03:00:00.000Z' }, server({ diagnosis: 'new' }, 4)).draft).toMatchObject({ values: { diagnosis: 'old' }, baseVersion: 4, dirty: ['diagnosis'] });
  });

  test('after a save, a field typed again while it was in flight stays dirty', () => {
    const sent = local({ diagnosis: 'Cú', branch: 'HN' }, { dirty: ['diagnosis', 'branch'] });
    const now = local({ diagnosis: 'Cúm', branch: 'HN' }, { dirty: ['diagnosis', 'branch'] });
    expect(afterSave(now, sent, 9)).toMatchObject({ baseVersion: 9, dirty: ['diagnosis'] });
    expect(changedFields({ a: 1, b: [1] }, { a: 1, b: [2], c: 'x' })).toEqual(['b', 'c']);
  });
});

describe('"your unfinished claim was restored"', () => {
  const at = (iso: string) => ({ step: 0, values: {}, documents: [], updatedAt: iso, baseVersion: 1 });
  const now = Date.parse('2026-11-27T08:00:00.000Z');
  test('is said for work left behind, not for a draft this phone saved seconds ago (the signature page says its own words)', () => {
    expect(isWorkLeftBehind(at('2026-11-27T07:00:00.000Z'), now)).toBe(true);
    expect(isWorkLeftBehind(at('2026-11-27T07:59:55.000Z'), now)).toBe(false);
    // A clock set wrong (a save "in the future") or no date at all: say it, as before.
    expect(isWorkLeftBehind(at('2026-11-27T09:00:00.000Z'), now)).toBe(true);
    expect(isWorkLeftBehind(at(''), now)).toBe(true);
    expect(isWorkLeftBehind(null, now)).toBe(false);
  });
});
