/**
 * A person's name as the insurer console's search compares it: lower case, Vietnamese diacritics
 * and đ folded to plain letters, runs of spaces made one. "Trần Thị Lan" → "tran thi lan", so
 * "tran thi" finds her typed with or without accents. Stored beside the name
 * (insured_persons.name_key, migration 210) and indexed: a prefix search is an index range, never
 * a scan of every person.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The end of the index range of names starting with `prefix` (a key never holds this character). */
export const prefixEnd = (prefix: string): string => `${prefix}\uffff`;
