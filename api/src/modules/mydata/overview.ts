import type { MyDataOverview } from '@sencare/shared/contracts';
import type { Db } from '../../db/database';
import { retentionOf } from './closure';
import { SECTIONS } from './sections';

/** What is held (docs/privacy.md "My data"): the profile, how many records each section holds, what a closure would do. */
export async function overviewOf(db: Db, userId: number): Promise<MyDataOverview> {
  const user = await db.selectFrom('users').select(['user_code', 'full_name', 'email', 'phone', 'id_type', 'id_number', 'date_of_birth', 'gender', 'created_at']).where('id', '=', userId).executeTakeFirstOrThrow();
  const sections = [];
  for (const section of SECTIONS) sections.push({ key: section.key, count: (await section.collect(db, userId)).count });
  return {
    profile: { userCode: user.user_code, fullName: user.full_name, email: user.email, phone: user.phone, idType: user.id_type, idNumber: user.id_number, dateOfBirth: user.date_of_birth, gender: user.gender, createdAt: user.created_at },
    sections,
    closure: await retentionOf(db, userId),
  };
}
