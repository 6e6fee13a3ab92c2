import type { Generated } from 'kysely';
import type { AccessKind, AccessRole } from '@sencare/shared/contracts';

/** Migrations 180_access_log and 270_access_log_hr: one row per read of a customer's record, never changed. */
export interface AccessLogTable {
  id: Generated<number>;
  subject_user_id: number;
  actor_user_id: number;
  actor_role: AccessRole;
  provider_id: number | null;
  organisation_name: string | null;
  kind: AccessKind;
  object_id: string;
  ip: string;
  created_at: string;
  /** The employer whose HR read (270); null for the insurer and hospitals. */
  employer_id: number | null;
}

declare module '../../db/schema' {
  interface Database {
    access_log: AccessLogTable;
  }
}
