import type { Db } from '../../../db/database';

/** A text in both languages (the summary PDF is in the person's). */
export interface Localized {
  en: string;
  vi: string;
}

/** A stored file the archive carries: its path in the zip and its storage key (src/storage). */
export interface SectionFile {
  path: string;
  key: string;
}

export interface SectionData {
  /** Written to `<key>.json` in the archive, as is. */
  records: unknown;
  /** How many records the overview and the summary show. */
  count: number;
  files: SectionFile[];
  /** A few readable lines for the summary PDF. */
  lines: Localized[];
}

/**
 * One kind of data in "My data" (docs/privacy.md "My data"): the overview counts it, the archive
 * writes its JSON and files, the summary PDF prints its lines. A team that holds another kind of
 * personal data adds one section file and one line in sections/index.ts.
 */
export interface ExportSection {
  key: string;
  title: Localized;
  collect(db: Db, userId: number): Promise<SectionData>;
}

/** Dates in the summary as dd-mm-yyyy (docs/requirements.md date format). */
export const dmy = (iso: string | null | undefined) => (iso ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : '-');
