import type { Generated } from 'kysely';

/** Migration 210: notes staff of the insurer keep on a claim or GOP request (never shown to customers or hospitals). */
export interface InternalNotesTable {
  id: Generated<number>;
  subject_kind: 'claim' | 'gop';
  /** The claim number, or the GOP request's id as text. */
  subject_id: string;
  author_user_id: number;
  body: string;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    internal_notes: InternalNotesTable;
  }
}
