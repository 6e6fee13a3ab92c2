import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_initial';
import * as m020 from './020_claims';
import * as m030 from './030_policies';
import * as m040 from './040_cashless';
import * as m050 from './050_claims_workflow';

/**
 * Every migration, in order. Statically imported (not read from the folder) so tsx, jest and a
 * bundled build all see the same list. Later work adds one line per NNN_name.ts file.
 */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '020_claims': m020,
  '030_policies': m030,
  '040_cashless': m040,
  '050_claims_workflow': m050,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
