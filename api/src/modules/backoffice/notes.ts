import type { Db } from '../../db/database';
import { nowIso } from '../../lib/time';
import './tables';

export type NoteSubject = 'claim' | 'gop';

/** A subject's internal notes, oldest first, with their authors' names. */
export async function notesOf(db: Db, kind: NoteSubject, subjectId: string) {
  const rows = await db
    .selectFrom('internal_notes')
    .innerJoin('users', 'users.id', 'internal_notes.author_user_id')
    .select(['internal_notes.id', 'internal_notes.body', 'internal_notes.created_at', 'users.full_name'])
    .where('internal_notes.subject_kind', '=', kind)
    .where('internal_notes.subject_id', '=', subjectId)
    .orderBy('internal_notes.id')
    .execute();
  return rows.map((r) => ({ id: r.id, body: r.body, authorName: r.full_name, createdAt: r.created_at }));
}

export async function addNote(db: Db, kind: NoteSubject, subjectId: string, authorId: number, body: string) {
  const createdAt = nowIso();
  const row = await db.insertInto('internal_notes').values({ subject_kind: kind, subject_id: subjectId, author_user_id: authorId, body, created_at: createdAt }).returning('id').executeTakeFirstOrThrow();
  const author = await db.selectFrom('users').select('full_name').where('id', '=', authorId).executeTakeFirstOrThrow();
  return { id: row.id, body, authorName: author.full_name, createdAt };
}

/** Who made each move of a claim's timeline (the insurer's view names the person). */
export async function eventActors(db: Db, claimNo: string): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('claim_events')
    .innerJoin('users', 'users.id', 'claim_events.actor_user_id')
    .select(['claim_events.id', 'users.full_name'])
    .where('claim_events.claim_id', '=', claimNo)
    .execute();
  return new Map(rows.map((r) => [r.id, r.full_name]));
}
