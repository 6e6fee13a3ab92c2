import { inBothLanguages, type ClaimTransitionRequest, type InsurerTextInput, type LocalizedText } from '@sencare/shared/rules';

/**
 * The assessor CLI's texts in one or both languages (issue 11 item 8; shared insurerText.ts). A
 * plain text (positional words, --note, an --item's fields) is the text of every language that
 * --note-en / --note-vi or --item-en / --item-vi do not give, so one language alone is shown in both.
 */
type Flags = Record<string, string[]>;
type ItemRequest = NonNullable<ClaimTransitionRequest['items']>[number];

function oneOrBoth(plain: string | undefined, en: string | undefined, vi: string | undefined): InsurerTextInput | undefined {
  if (!en && !vi) return plain;
  return { en: en || plain, vi: vi || plain };
}

/** The move's note: `plain` (positional words or --note), or per language with --note-en / --note-vi. */
export function noteFrom(plain: string | undefined, flags: Flags): InsurerTextInput | undefined {
  return oneOrBoth(plain, flags['note-en']?.join(' '), flags['note-vi']?.join(' '));
}

/** `name|reason|deadline|kind` → one requested document. */
export function parseItem(spec: string): ItemRequest {
  const [name, reason, deadline, kind] = spec.split('|').map((x) => x.trim());
  return { name: name || undefined, reason: reason ?? '', deadline: deadline || undefined, kind: (kind || 'other') as never };
}

/** Every --item; the n-th --item-en / --item-vi ("name|reason") gives the n-th item's texts in that language. */
export function parseItems(flags: Flags): ItemRequest[] {
  const items = (flags.item ?? []).map(parseItem);
  for (const lang of ['item-en', 'item-vi']) {
    if ((flags[lang]?.length ?? 0) > items.length) throw new Error(`--${lang} translates an --item: give one --item per --${lang}`);
  }
  const fields = (lang: string, i: number) => flags[lang]?.[i]?.split('|').map((x) => x.trim()) ?? [];
  return items.map((item, i) => {
    const [nameEn, reasonEn] = fields('item-en', i);
    const [nameVi, reasonVi] = fields('item-vi', i);
    return { ...item, name: oneOrBoth(item.name as string | undefined, nameEn, nameVi), reason: oneOrBoth(item.reason as string, reasonEn, reasonVi) ?? '' };
  });
}

/** A supplement request's default note: its items, "name: reason", in each language. */
export function itemsSummary(items: readonly ItemRequest[]): LocalizedText {
  const line = (lang: 'en' | 'vi') => items.map((i) => `${inBothLanguages(i.name)?.[lang] ?? i.kind}: ${inBothLanguages(i.reason)?.[lang] ?? ''}`).join('; ');
  return { en: line('en'), vi: line('vi') };
}

/** For the terminal: one text, or both when they differ. */
export function shownText(text: LocalizedText | null): string {
  if (!text) return '';
  return text.en === text.vi ? text.en : `${text.en} | vi: ${text.vi}`;
}
