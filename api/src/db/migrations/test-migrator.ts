import { Migrator } from 'kysely';
import type { TestApp } from '../../test/helpers';
import { migrationProvider } from './index';

/** The migrator of a test app's database, as the app's own start runs it (its schema on PostgreSQL), for the down-and-up tests. */
export function testMigrator(t: TestApp): Migrator {
  return new Migrator({ db: t.db, provider: migrationProvider, ...(t.config.databaseSchema && t.dialect === 'postgres' ? { migrationTableSchema: t.config.databaseSchema } : {}) });
}

/** Whether a statement went through or the schema refused it: what the down-and-up tests compare. */
export const outcome = (statement: Promise<unknown>): Promise<'stored' | 'refused'> => statement.then(() => 'stored' as const, () => 'refused' as const);
