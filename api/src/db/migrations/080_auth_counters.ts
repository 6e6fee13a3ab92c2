import { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Wrong verification-code guesses per account and purpose, one row each, so a rolling
 * 24-hour cap holds across re-issued codes (modules/auth/codeGuesses.ts). Rows older than a day are
 * deleted as new guesses come in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('code_guesses'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('guessed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('code_guesses_user_idx').on('code_guesses').columns(['user_id', 'purpose', 'guessed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('code_guesses').ifExists().execute();
}
