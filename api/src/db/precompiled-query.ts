import type { Compilable, CompiledQuery, InferResult, QueryResult } from 'kysely';
import { preparedOnPostgres } from './pg-prepared';

/** What running a compiled query needs: a Kysely instance or a transaction. */
interface Executor {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/** What `build` puts where a value goes: typed as that value, so Kysely's types still check the query. */
export type ValueSlot<Values> = <K extends keyof Values & string>(name: K) => Values[K];

/** Runs the query with these values; `sql` is its text, the same every run. */
export type PrecompiledQuery<Values, Result> = ((values: Values) => Promise<Result>) & { readonly sql: string };

/** Stands for a value in a query compiled once; replaced by the real value on each run. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A Kysely query built and compiled once, then run with new values: for the few queries behind
 * every request. Building and compiling the session lookup cost more than SQLite answering it
 * (docs/architecture.md). `build` gets `value(name)` and puts it where that value goes
 * (a where, a limit); it is typed as the value, so Kysely still checks the query, and the rows
 * are typed from the query. The SQL text is the same string every run, so the SQLite statement
 * cache (src/db/sqlite-statement-cache.ts) finds it without rehashing a new one.
 *
 *   const lookup = precompiledQuery<{ id: number }>()(db, (value) => db.selectFrom('users').selectAll().where('id', '=', value('id')));
 *   const rows = await lookup({ id: 7 });
 */
export function precompiledQuery<Values extends object>() {
  return <C extends Compilable<unknown>>(db: Executor, build: (value: ValueSlot<Values>) => C): PrecompiledQuery<Values, InferResult<C>> => {
    const compiled = build((name) => new Slot(name) as never).compile();
    // On PostgreSQL also planned once per connection (pg-prepared.ts); SQLite caches by text anyway.
    preparedOnPostgres(compiled.sql);
    const slots = compiled.parameters.map((parameter) => (parameter instanceof Slot ? (parameter.name as keyof Values) : null));
    const run = async (values: Values) => {
      const parameters = compiled.parameters.map((fixed, i) => (slots[i] === null ? fixed : values[slots[i]!]));
      return (await db.executeQuery({ ...compiled, parameters })).rows as InferResult<C>;
    };
    return Object.assign(run, { sql: compiled.sql });
  };
}
