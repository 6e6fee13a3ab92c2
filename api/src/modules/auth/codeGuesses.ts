import type { AppContext } from '../../context';
import type { VerificationCodesTable } from '../../db/schema';
import { nowIso } from '../../lib/time';

type CodePurpose = VerificationCodesTable['purpose'];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rolling daily cap on code guesses per account and purpose (CODE_MAX_GUESSES_PER_DAY): each
 * code allows CODE_MAX_ATTEMPTS guesses, but asking for a new code must not buy new ones, or five
 * guesses per code times unlimited codes would walk through the million 6-digit codes. One row per
 * guess (migration 080); counting and inserting happen under a lock on the user's row (PostgreSQL
 * `FOR UPDATE`; SQLite runs one transaction at a time on its single connection), so parallel
 * guesses cannot all see the same count.
 */
export class CodeGuesses {
  constructor(private readonly ctx: AppContext) {}

  /** The id of the guess reserved for this attempt, or null when the day's guesses are used up. */
  async reserve(userId: number, purpose: CodePurpose): Promise<number | null> {
    const { db, dialect, config } = this.ctx;
    const now = nowIso();
    const dayAgo = new Date(Date.parse(now) - DAY_MS).toISOString();
    return db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .$if(dialect === 'postgres', (query) => query.forUpdate())
        .execute();
      await trx.deleteFrom('code_guesses').where('user_id', '=', userId).where('purpose', '=', purpose).where('guessed_at', '<=', dayAgo).execute();
      const { used } = await trx
        .selectFrom('code_guesses')
        .select((eb) => eb.fn.countAll<number>().as('used'))
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .executeTakeFirstOrThrow();
      if (Number(used) >= config.codeMaxGuessesPerDay) return null;
      const row = await trx.insertInto('code_guesses').values({ user_id: userId, purpose, guessed_at: now }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
  }

  /** A right guess, or one that was never checked, does not count against the day. */
  async release(guessId: number): Promise<void> {
    await this.ctx.db.deleteFrom('code_guesses').where('id', '=', guessId).execute();
  }

  /** Whether any guess is left today (read only: what the code request mail says). */
  async anyLeft(userId: number, purpose: CodePurpose): Promise<boolean> {
    const dayAgo = new Date(Date.now() - DAY_MS).toISOString();
    const { used } = await this.ctx.db
      .selectFrom('code_guesses')
      .select((eb) => eb.fn.countAll<number>().as('used'))
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('guessed_at', '>', dayAgo)
      .executeTakeFirstOrThrow();
    return Number(used) < this.ctx.config.codeMaxGuessesPerDay;
  }
}
