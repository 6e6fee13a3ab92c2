import type { AssignmentInput } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import { ApiFailure, fail } from '../../http/envelope';
import { assign } from './assignment';

type Outcome = { row: number; claimNo: string; outcome: 'done' | 'already' | 'refused'; reason: string | null };

/**
 * Each claim on its own (one refused does not stop the others), so the answer says per row what
 * happened; repeating the request changes nothing more ("already").
 */
export async function bulkAssign(db: Db, staff: { id: number; name: string }, input: { claimIds: string[]; toUserId: number }): Promise<{ results: Outcome[] }> {
  const target = await db.selectFrom('users').select('id').where('id', '=', input.toUserId).where('role', '=', 'insurer').executeTakeFirst();
  if (!target) throw fail.field('toUserId', 'validation.invalid');
  const results: Outcome[] = [];
  for (const [index, claimNo] of [...new Set(input.claimIds)].entries()) {
    const row = index + 1;
    const current = await db.selectFrom('claims').select('assignee_id').where('id', '=', claimNo).where('status', '<>', 'draft').executeTakeFirst();
    if (!current) {
      results.push({ row, claimNo, outcome: 'refused', reason: 'claims.notFound' });
      continue;
    }
    if (current.assignee_id !== null && Number(current.assignee_id) === input.toUserId) {
      results.push({ row, claimNo, outcome: 'already', reason: null });
      continue;
    }
    const action: AssignmentInput = { action: 'reassign', toUserId: input.toUserId, reason: 'bulk' };
    try {
      await assign(db, claimNo, staff, action);
      results.push({ row, claimNo, outcome: 'done', reason: null });
    } catch (error) {
      results.push({ row, claimNo, outcome: 'refused', reason: error instanceof ApiFailure ? error.message : 'error.unknown' });
    }
  }
  return { results };
}
