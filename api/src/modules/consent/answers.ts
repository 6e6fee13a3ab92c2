import type { Db } from '../../db/database';
import { ConsentRepository, type ConsentRecord } from './repository';

/** Whether the person's latest answer on `analytics` gives it (the behaviour log keeps nothing otherwise). */
export const analyticsGiven = (db: Db, userId: number): Promise<boolean> => new ConsentRepository(db).analyticsGiven(userId);

/** Every answer the person gave, oldest first (the "My data" archive's consents). */
export const consentHistory = (db: Db, userId: number): Promise<ConsentRecord[]> => new ConsentRepository(db).history(userId);
