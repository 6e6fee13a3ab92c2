import type { AssignmentInput } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import { ApiFailure, fail } from '../../http/envelope';
import { nowIso } from '../../lib/time';
import { addNote } from './notes';

export interface Assignee {
  id: number;
  name: string;
  since: string;
  /** The one asking has it. */
  mine: boolean;
}

/** Who works the claim now; null when nobody has taken it. A missing claim → 404. */
export async function assigneeOf(db: Db, claimNo: string, viewerId = 0): Promise<Assignee | null> {
  const row = await db
    .selectFrom('claims')
    .leftJoin('users', 'users.id', 'claims.assignee_id')
    .select(['claims.assignee_id', 'claims.assigned_at', 'users.full_name'])
    .where('claims.id', '=', claimNo)
    .where('claims.status', '<>', 'draft')
    .executeTakeFirst();
  if (!row) throw fail.notFound('claims.notFound');
  return row.assignee_id === null ? null : { id: Number(row.assignee_id), name: row.full_name ?? '', since: row.assigned_at ?? '', mine: Number(row.assignee_id) === viewerId };
}

const assignedToOther = (assignee: Assignee) => new ApiFailure(409, 409, 'backoffice.assignedToOther', { assignee });

/**
 * Refuses a decision by an assessor who does not have the claim while another does: two people
 * never work one claim without seeing it. Taking it over (with a reason) comes first.
 */
export async function requireFreeOrMine(db: Db, claimNo: string, staffId: number): Promise<void> {
  const assignee = await assigneeOf(db, claimNo);
  if (assignee && assignee.id !== staffId) throw assignedToOther(assignee);
}

/**
 * The one write of an assignment: only while the claim still has the assignee that was read (two
 * assessors pressing "Take" at once: one wins, the other is told who). A take-over, release by
 * someone else or a reassignment leaves an internal note naming the reason.
 */
export async function assign(db: Db, claimNo: string, staff: { id: number; name: string }, input: AssignmentInput): Promise<Assignee | null> {
  const current = await assigneeOf(db, claimNo);
  const othersClaim = current !== null && current.id !== staff.id;
  if (othersClaim && input.action !== 'reassign' && !input.reason) throw assignedToOther(current);
  let to: number | null = input.action === 'take' ? staff.id : null;
  if (input.action === 'reassign') {
    const target = await db.selectFrom('users').select(['id']).where('id', '=', input.toUserId).where('role', '=', 'insurer').executeTakeFirst();
    if (!target) throw fail.field('toUserId', 'validation.invalid');
    to = target.id;
  }
  const now = nowIso();
  const result = await db
    .updateTable('claims')
    .set({ assignee_id: to, assigned_at: to === null ? null : now })
    .where('id', '=', claimNo)
    .where((eb) => (current === null ? eb('assignee_id', 'is', null) : eb('assignee_id', '=', current.id)))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const now2 = await assigneeOf(db, claimNo);
    throw now2 ? assignedToOther(now2) : fail.conflict('error.assessmentChanged');
  }
  if (input.reason && (othersClaim || input.action === 'reassign')) {
    await addNote(db, 'claim', claimNo, staff.id, `[${input.action}${current ? ` ← ${current.name}` : ''}] ${input.reason}`);
  }
  return assigneeOf(db, claimNo, staff.id);
}
