import { claimTransitionSchema } from './claims';
import { inBothLanguages } from './insurerText';

describe('insurer texts in one or both languages', () => {
  test('one text is the text of both languages; a language left out or blank shows the other', () => {
    expect(inBothLanguages('  Giấy ra viện ')).toEqual({ en: 'Giấy ra viện', vi: 'Giấy ra viện' });
    expect(inBothLanguages({ en: 'Discharge paper', vi: 'Giấy ra viện' })).toEqual({ en: 'Discharge paper', vi: 'Giấy ra viện' });
    expect(inBothLanguages({ vi: 'Giấy ra viện' })).toEqual({ en: 'Giấy ra viện', vi: 'Giấy ra viện' });
    expect(inBothLanguages({ en: 'Discharge paper', vi: '  ' })).toEqual({ en: 'Discharge paper', vi: 'Discharge paper' });
    expect(inBothLanguages({ en: ' ', vi: '' })).toBeNull();
    expect(inBothLanguages(undefined)).toBeNull();
  });

  test('a transition request carries both forms; what the service gets is always { en, vi }', () => {
    const parsed = claimTransitionSchema.parse({
      to: 'supplement_requested',
      note: 'Cần bổ sung chứng từ',
      items: [{ name: { en: 'Original VAT invoice', vi: 'Hóa đơn GTGT gốc' }, kind: 'invoice', reason: { en: 'Not readable' } }, { kind: 'discharge_paper', reason: 'Bắt buộc' }],
    });
    expect(parsed.note).toEqual({ en: 'Cần bổ sung chứng từ', vi: 'Cần bổ sung chứng từ' });
    expect(parsed.items?.[0]).toMatchObject({ name: { en: 'Original VAT invoice', vi: 'Hóa đơn GTGT gốc' }, reason: { en: 'Not readable', vi: 'Not readable' } });
    expect(parsed.items?.[1]).toMatchObject({ name: null, reason: { en: 'Bắt buộc', vi: 'Bắt buộc' } });
    expect(claimTransitionSchema.parse({ to: 'denied', note: '   ' }).note).toBeNull();
  });

  test('a missing or blank reason, a too long text and a stray key are refused with their messages', () => {
    const issues = (body: unknown) => claimTransitionSchema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ to: 'supplement_requested', items: [{ kind: 'invoice' }] })).toEqual([['items.0.reason', 'validation.claims.reasonRequired']]);
    expect(issues({ to: 'supplement_requested', items: [{ kind: 'invoice', reason: { en: ' ', vi: '' } }] })).toEqual([['items.0.reason', 'validation.claims.reasonRequired']]);
    expect(issues({ to: 'denied', note: 'x'.repeat(1001) })).toEqual([['note', 'validation.tooLong']]);
    expect(issues({ to: 'denied', note: { vi: 'x'.repeat(1001) } })).toEqual([['note.vi', 'validation.tooLong']]);
    expect(issues({ to: 'denied', note: { fr: 'Refusé' } })?.[0][0]).toBe('note');
  });
});
