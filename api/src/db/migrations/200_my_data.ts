import { Kysely, sql } from 'kysely';
import { withId } from './helpers';

/**
 * "My data" (docs/privacy.md "My data"): a person's archive exports and their requests to correct
 * data or close the account.
 *
 * mydata_exports is also the job queue the API replicas share (modules/mydata/worker.ts): a worker
 * takes a row by an UPDATE that only succeeds while the row is still queued (or running with a
 * heartbeat older than the stale limit, left by a process that died), so two replicas never build
 * the same archive. At most one unfinished export per person (partial unique index).
 *
 * mydata_requests holds each request with the dates the person is told: received, the
 * acknowledgement due date (2 working days) and the completion due date. At most one open closure
 * per person (partial unique index), so a double tap cannot file two.
 *
 * mydata_restrictions records what a completed closure kept (claims and payments the insurer must
 * keep under insurance and accounting law) and until when; the rows kept are not shown to anyone
 * but the insurer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mydata_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('queued', 'running', 'done', 'failed')`))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'vi')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('worker', 'text')
    .addColumn('heartbeat_at', 'text')
    .addColumn('size', 'integer')
    .addColumn('link_token_hash', 'text')
    .addColumn('link_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema.createIndex('mydata_exports_user_idx').on('mydata_exports').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('mydata_exports_state_idx').on('mydata_exports').columns(['state', 'created_at']).execute();
  await sql`create unique index mydata_exports_one_open on mydata_exports (user_id) where state in ('queued', 'running')`.execute(db);

  await withId(db, db.schema.createTable('mydata_requests'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('correction', 'closure')`))
    .addColumn('field', 'text')
    .addColumn('details', 'text')
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('received', 'acknowledged', 'done', 'refused')`))
    .addColumn('reason', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('acknowledge_due', 'text', (c) => c.notNull())
    .addColumn('done_due', 'text', (c) => c.notNull())
    .addColumn('acknowledged_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('handled_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema.createIndex('mydata_requests_user_idx').on('mydata_requests').columns(['user_id', 'received_at']).execute();
  await db.schema.createIndex('mydata_requests_state_idx').on('mydata_requests').columns(['state', 'done_due']).execute();
  await sql`create unique index mydata_requests_one_open_closure on mydata_requests (user_id) where kind = 'closure' and state in ('received', 'acknowledged')`.execute(db);

  await withId(db, db.schema.createTable('mydata_restrictions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('keep_until', 'text', (c) => c.notNull())
    .addColumn('restricted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mydata_restrictions_user_idx').on('mydata_restrictions').columns(['user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mydata_restrictions').ifExists().execute();
  await db.schema.dropTable('mydata_requests').ifExists().execute();
  await db.schema.dropTable('mydata_exports').ifExists().execute();
}
