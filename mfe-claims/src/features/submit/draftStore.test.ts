import { clearLocalDraft, loadLocalDraft, saveLocalDraft, setDraftUser } from './draftStore';

describe('claim draft storage', () => {
  beforeEach(() => setDraftUser('SC1'));

  test('saved at once, restored after a reload, per user, cleared after submit', () => {
    const draft = { step: 1, values: { diagnosis: 'Cúm' }, documents: [], baseVersion: 3, updatedAt: '2026-11-22T01:00:00.000Z' };
    saveLocalDraft(draft);
    expect(loadLocalDraft()).toEqual(draft);
    setDraftUser('SC2');
    expect(loadLocalDraft()).toBeNull();
    setDraftUser('SC1');
    clearLocalDraft();
    expect(loadLocalDraft()).toBeNull();
  });
});
