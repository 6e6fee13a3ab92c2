import type { Db } from '../../db/database';

/** What a GOP change needs to know to find who hears of it. */
export interface GopParties {
  id: number;
  status: string;
  provider_id: number;
  user_id: number;
}

/**
 * Who works on a record: every insurer assessor (one queue for all of them), and for a GOP the
 * staff of its own provider only, never another hospital's (docs/architecture.md "Live for staff").
 * Staff accounts number in the tens to hundreds, so one indexed read per change is cheap.
 */
export async function insurerStaff(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'insurer').execute();
  return rows.map((r) => r.id);
}

export async function providerStaff(db: Db, providerId: number): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'provider').where('provider_id', '=', providerId).execute();
  return rows.map((r) => r.id);
}
