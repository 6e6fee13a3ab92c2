import type { Generated } from 'kysely';
import type { MemberRelationship, MemberStatus } from '@sencare/shared/rules';

/** Tables of migration 220_group_cover, merged into the shared Database type. */
export interface BrokersTable {
  id: Generated<number>;
  code: string;
  name: string;
  status: Generated<'effective' | 'invalid'>;
  created_at: string;
}

export interface BrokerAgenciesTable {
  id: Generated<number>;
  broker_id: number;
  code: string;
  name: string;
  status: Generated<'effective' | 'invalid'>;
  created_at: string;
}

export interface EmployersTable {
  id: Generated<number>;
  code: string;
  name: string;
  broker_id: number | null;
  status: Generated<'effective' | 'invalid'>;
  created_at: string;
}

export interface GroupPoliciesTable {
  policy_id: number;
  employer_id: number;
  /** VND a policy year (migration 240_group_premium); null: not recorded. */
  premium: number | null;
}

export interface GroupPlansTable {
  id: Generated<number>;
  policy_id: number;
  code: string;
  name_en: string;
  name_vi: string;
  budget: number;
}

export interface GroupMembersTable {
  id: Generated<number>;
  employer_id: number;
  policy_id: number;
  plan_code: string;
  employee_no: string;
  relationship: MemberRelationship;
  full_name: string;
  date_of_birth: string;
  gender: 'male' | 'female';
  id_number: string;
  email: string | null;
  phone: string | null;
  department: string;
  status: MemberStatus;
  cover_from: string;
  /** The day cover ends (not covered from this day on); null while active. */
  cover_to: string | null;
  insured_id: number | null;
  user_id: number | null;
  card_number: string | null;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    brokers: BrokersTable;
    broker_agencies: BrokerAgenciesTable;
    employers: EmployersTable;
    group_policies: GroupPoliciesTable;
    group_plans: GroupPlansTable;
    group_members: GroupMembersTable;
  }
}
