import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

/** Told the SQL text of a write once it is committed (or, inside a transaction, once that ends). */
export type WriteListener = (sql: string) => void | Promise<void>;

/**
 * `insert into`, `insert or … into`, `update`, `delete from` of one of `tables`, as Kysely
 * compiles them (`update "users" …`) and as raw sql`` writes them (`update users …`).
 */
export function writesTo(tables: readonly string[]): RegExp {
  return new RegExp(`^\\s*(?:insert\\s+(?:or\\s+\\w+\\s+)?into|update|delete\\s+from|replace\\s+into)\\s+"?(?:${tables.join('|')})"?(?![\\w"])`, 'i');
}

/** A connection handed out by the watched driver: the real one, plus what its transaction wrote. */
class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  /** SQL texts of watched writes made in the open transaction, told when it ends. */
  pending: string[] = [];

  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: WriteWatch,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    if (this.watch.matches(query.sql)) {
      if (this.inTransaction) this.pending.push(query.sql);
      else await this.watch.tell([query.sql]);
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/**
 * Watches every statement Kysely sends, on any code path (query builder, raw SQL, transactions),
 * and tells its listeners after a write to one of the watched tables is committed: the session
 * cache (modules/auth/session-cache.ts) must forget what it holds the moment a session or a user
 * changes, whichever module wrote it, including a module written later. Told after the commit,
 * not before: a lookup running meanwhile would otherwise read and keep the old row. A transaction
 * that rolled back is told too (it may have changed nothing; forgetting is always safe).
 */
export class WriteWatch {
  private readonly pattern: RegExp;
  private readonly listeners: WriteListener[] = [];

  constructor(tables: readonly string[]) {
    this.pattern = writesTo(tables);
  }

  listen(listener: WriteListener): void {
    this.listeners.push(listener);
  }

  matches(sql: string): boolean {
    return this.pattern.test(sql);
  }

  async tell(sqls: string[]): Promise<void> {
    for (const sql of sqls) for (const listener of this.listeners) await listener(sql);
  }

  /** `dialect` with its driver's connections watched; everything else is the dialect's own. */
  wrap(dialect: Dialect): Dialect {
    return {
      createAdapter: () => dialect.createAdapter(),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
      createDriver: () => watchedDriver(dialect.createDriver(), this),
    };
  }
}

function watchedDriver(driver: Driver, watch: WriteWatch): Driver {
  const inner = (connection: DatabaseConnection) => (connection as WatchedConnection).inner;
  const ended = async (connection: DatabaseConnection) => {
    const watched = connection as WatchedConnection;
    const pending = watched.pending;
    watched.inTransaction = false;
    watched.pending = [];
    await watch.tell(pending);
  };
  return {
    init: () => driver.init(),
    acquireConnection: async () => new WatchedConnection(await driver.acquireConnection(), watch),
    async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
      await driver.beginTransaction(inner(connection), settings);
      (connection as WatchedConnection).inTransaction = true;
    },
    async commitTransaction(connection) {
      await driver.commitTransaction(inner(connection));
      await ended(connection);
    },
    async rollbackTransaction(connection) {
      await driver.rollbackTransaction(inner(connection));
      await ended(connection);
    },
    ...(driver.savepoint ? { savepoint: (connection, name, compile) => driver.savepoint!(inner(connection), name, compile) } : {}),
    ...(driver.rollbackToSavepoint ? { rollbackToSavepoint: (connection, name, compile) => driver.rollbackToSavepoint!(inner(connection), name, compile) } : {}),
    ...(driver.releaseSavepoint ? { releaseSavepoint: (connection, name, compile) => driver.releaseSavepoint!(inner(connection), name, compile) } : {}),
    releaseConnection: (connection) => driver.releaseConnection(inner(connection)),
    destroy: () => driver.destroy(),
  };
}
