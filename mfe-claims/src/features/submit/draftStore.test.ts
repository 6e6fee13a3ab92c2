import { clearLocalDraft, loadLocalDraft, newerDraft, saveLocalDraft, setDraftUser } from './draftStore';

describe('claim draft storage', () => {
  beforeEach(() => setDraftUser('SC1'));

  test('saved at once, restored after a reload, per user, cleared after submit', () => {
    const draft = { step: 1, values: { diagnosis: 'Cúm' }, documents: [], idempotencyKey: 'k1', updatedAt: '2026-11-22T01:00:00.000Z' };
    saveLocalDraft(draft);
    expect(loadLocalDraft()).toEqual(draft);
    setDraftUser('SC2');
    expect(loadLocalDraft()).toBeNull();
    setDraftUser('SC1');
    clearLocalDraft();
    expect(loadLocalDraft()).toBeNull();
  });

  test('the newer of this device and the server wins; the server lists the files', () => {
    const local = { step: 1, values: { diagnosis: 'old' }, documents: [], idempotencyKey: 'k1', updatedAt: '2026-11-22T01:00:00.000Z' };
    const doc = { id: 'd', kind: 'invoice', name: 'a.jpg', size: 1, sha256: 'x', mime: 'image/jpeg', createdAt: '' };
    const server = { step: 3, values: { diagnosis: 'new' }, updatedAt: '2026-11-22T02:00:00.000Z', documents: [doc] };
    expect(newerDraft(local, server)).toMatchObject({ step: 3, values: { diagnosis: 'new' }, idempotencyKey: 'k1', documents: [doc] });
    expect(newerDraft({ ...local, updatedAt: '2026-11-22T03:00:00.000Z' }, server)).toMatchObject({ values: { diagnosis: 'old' }, documents: [doc] });
    expect(newerDraft(null, null)).toBeNull();
  });
});
