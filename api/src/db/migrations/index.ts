import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_initial';
import * as m020 from './020_claims';
import * as m030 from './030_policies';
import * as m040 from './040_cashless';
import * as m050 from './050_claims_workflow';
import * as m060 from './060_claim_numbers';
import * as m070 from './070_crash_safety';
import * as m080 from './080_auth_counters';
import * as m090 from './090_cashless_decision_note';
import * as m100 from './100_biometric';
import * as m110 from './110_claims_list_order';
import * as m120 from './120_data_in_both_languages';
import * as m130 from './130_portals';
import * as m140 from './140_patient_lookups';
import * as m150 from './150_claim_draft_keys';
import * as m160 from './160_patient_lookup_kind';
import * as m170 from './170_consent_records';
import * as m180 from './180_access_log';
import * as m200 from './200_my_data';
import * as m210 from './210_backoffice';
import * as m220 from './220_group_cover';
import * as m230 from './230_provider_doctors';
import * as m240 from './240_group_premium';
import * as m260 from './260_gop_verification';
import * as m270 from './270_access_log_hr';
import * as m280 from './280_public_gop_verification';

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
  '060_claim_numbers': m060,
  '070_crash_safety': m070,
  '080_auth_counters': m080,
  '090_cashless_decision_note': m090,
  '100_biometric': m100,
  '110_claims_list_order': m110,
  '120_data_in_both_languages': m120,
  '130_portals': m130,
  '140_patient_lookups': m140,
  '150_claim_draft_keys': m150,
  '160_patient_lookup_kind': m160,
  '170_consent_records': m170,
  '180_access_log': m180,
  '200_my_data': m200,
  '210_backoffice': m210,
  '220_group_cover': m220,
  '230_provider_doctors': m230,
  '240_group_premium': m240,
  '260_gop_verification': m260,
  '270_access_log_hr': m270,
  '280_public_gop_verification': m280,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
