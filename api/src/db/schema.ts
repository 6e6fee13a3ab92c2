import type { Generated } from 'kysely';

/**
 * Table types shared by both dialects. Conventions that keep SQLite and PostgreSQL identical:
 * - times are ISO-8601 UTC strings ('2026-11-22T03:15:00.000Z'), dates 'YYYY-MM-DD' (text in both);
 * - booleans are integers 0/1 (better-sqlite3 cannot bind booleans);
 * - money is whole VND in bigint columns (pg's int8 parser is set to Number in db/database.ts).
 */
/** Which portal a user gets (docs/portals.md "Roles"); 'provider' since migration 130, 'hr' and 'broker' since 220. */
export type Role = 'customer' | 'insurer' | 'provider' | 'hr' | 'broker';
export type CashlessStatus = 'none' | 'pending' | 'active';
export type ClaimStatus =
  | 'draft'
  | 'processing'
  | 'paid'
  | 'to_be_paid'
  | 'supplement_requested'
  | 'cancelled'
  | 'waiting_originals'
  | 'finished'
  | 'payment_failed'
  | 'denied'
  | 'settled'
  | 'to_be_revised';

export interface UsersTable {
  id: Generated<number>;
  user_code: string;
  role: Role;
  /** Lower case; login matches account or email case-insensitively. */
  account: string;
  email: string;
  full_name: string;
  phone: string;
  id_type: string;
  id_number: string;
  date_of_birth: string | null;
  gender: string | null;
  status: Generated<string>;
  password_hash: string;
  pin_hash: string | null;
  failed_logins: Generated<number>;
  locked_until: string | null;
  pin_failed: Generated<number>;
  pin_locked_until: string | null;
  privacy_version: string | null;
  privacy_accepted_at: string | null;
  cashless_status: Generated<CashlessStatus>;
  /** The medical provider a provider user works for (migration 130); null for other roles. */
  provider_id: number | null;
  /** A provider user's sub-role (migration 230): `admin` manages the hospital's doctors; viewer or null only reads. */
  provider_sub_role: 'admin' | 'viewer' | null;
  /** Group cover (migration 220): an HR user's employer, their department (null: all) and sub-role. */
  employer_id: number | null;
  hr_department: string | null;
  hr_sub_role: 'admin' | 'viewer' | null;
  /** A broker user's company and, optionally, agency (migration 220). */
  broker_id: number | null;
  agency_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  absolute_expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface PrivacyAcceptancesTable {
  id: Generated<number>;
  user_id: number;
  version: string;
  accepted_at: string;
  ip: string | null;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'password_reset' | 'account_recovery' | 'pin_reset';
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

/** One wrong verification-code guess (migration 080): the rolling daily cap counts these. */
export interface CodeGuessesTable {
  id: Generated<number>;
  user_id: number;
  purpose: VerificationCodesTable['purpose'];
  guessed_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  created_at: string;
}

export interface BehaviorLogTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  redirect_page: string;
  method: string;
  params: string;
  source_type: string;
  widget_version: string | null;
  ip: string | null;
  created_at: string;
}

export interface InsuredPersonsTable {
  id: Generated<number>;
  user_id: number;
  full_name: string;
  relationship: 'self' | 'spouse' | 'child' | 'parent' | 'other';
  id_type: string;
  id_number: string;
  date_of_birth: string;
  gender: string | null;
  created_at: string;
  /** full_name folded for search (lib/name-key.ts); null only before migration 210 filled it. */
  name_key: string | null;
}

export interface PoliciesTable {
  id: Generated<number>;
  policy_no: string;
  holder_user_id: number;
  insurer: string;
  product_name_en: string;
  product_name_vi: string;
  status: 'effective' | 'expired';
  effective_date: string;
  expiry_date: string;
  sum_insured: number;
  remaining_balance: number;
  waiting_period_days: number;
  created_at: string;
}

export interface PolicyMembersTable {
  policy_id: number;
  insured_id: number;
}

export interface BenefitsTable {
  id: Generated<number>;
  policy_id: number;
  code: string;
  name_en: string;
  name_vi: string;
  limit_amount: number;
  used_amount: Generated<number>;
}

export interface EcardsTable {
  id: Generated<number>;
  card_number: string;
  insured_id: number;
  policy_id: number;
  status: 'effective' | 'invalid';
  valid_from: string;
  valid_to: string;
}

export interface ClaimsTable {
  /** Human-readable id, e.g. CL-2026-000123. */
  id: string;
  user_id: number;
  insured_id: number;
  id_type: string;
  id_number: string;
  risk_date: string | null;
  claim_type: 'illness' | 'accident' | null;
  treatment: 'inpatient' | 'outpatient' | null;
  diagnosis: string | null;
  request_amount: number | null;
  reimbursement_amount: number | null;
  status: ClaimStatus;
  submitted_at: string | null;
  bank_code: string | null;
  branch: string | null;
  province_code: string | null;
  account_name: string | null;
  account_number: string | null;
  claimant: string | null;
  email: string | null;
  telephone: string | null;
  relationship: string | null;
  /** Optimistic concurrency for the insurer's edits ("Assessment content has been changed"). */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The insurer staff member working the claim (modules/backoffice/assignment.ts), and since when. */
  assignee_id: number | null;
  assigned_at: string | null;
  /** The bank's reference of the payment that paid it (bulk "mark paid"; unique). */
  payment_reference: string | null;
}

export interface ClaimPoliciesTable {
  claim_id: string;
  policy_id: number;
}

export interface ClaimFeeItemsTable {
  id: Generated<number>;
  claim_id: string;
  position: number;
  name: string;
  quantity: number;
  type: string;
  unit_price: number;
  amount: number;
  deductible: Generated<number>;
  decision: 'approved' | 'partial' | 'rejected' | null;
  approved_amount: number | null;
}

export interface ClaimEventsTable {
  id: Generated<number>;
  claim_id: string;
  from_status: ClaimStatus | null;
  to_status: ClaimStatus;
  actor_user_id: number | null;
  actor_role: 'customer' | 'insurer' | 'system';
  /** Per language since migration 120 (the same text in both when it was written in one). */
  note_en: string | null;
  note_vi: string | null;
  created_at: string;
}

export interface ClaimDocumentsTable {
  id: Generated<number>;
  claim_id: string;
  kind: string;
  original_name: string;
  stored_name: string;
  size: number;
  sha256: string;
  mime: string;
  created_at: string;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  title_en: string;
  title_vi: string;
  body_en: string;
  body_vi: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

export interface ProvidersTable {
  id: Generated<number>;
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
  phone: string;
  cashless: number;
  /** Comma-separated specialty codes. */
  specialties: string;
}

/** A hospital's own doctors (migration 230; docs/portals.md "Doctors"): the code is unique within the provider. */
export interface ProviderDoctorsTable {
  id: Generated<number>;
  provider_id: number;
  code: string;
  full_name: string;
  department: string;
  status: 'effective' | 'invalid';
  created_at: string;
  updated_at: string;
}

export interface BanksTable {
  code: string;
  short_name: string;
  full_name: string;
}

export interface ProvincesTable {
  code: string;
  name_en: string;
  name_vi: string;
}

export interface FaqTable {
  id: Generated<number>;
  position: number;
  question_en: string;
  question_vi: string;
  answer_en: string;
  answer_vi: string;
}

/** A phone's fingerprint or face credential (migrations/100_biometric.ts). */
export interface WebauthnCredentialsTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser reports it */
  credential_id: string;
  /** base64url of the COSE public key */
  public_key: string;
  counter: number;
  /** JSON array of transports, or null */
  transports: string | null;
  created_at: string;
  last_used_at: string | null;
}

export interface WebauthnChallengesTable {
  user_id: number;
  ceremony: 'register' | 'unlock';
  challenge: string;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  privacy_acceptances: PrivacyAcceptancesTable;
  verification_codes: VerificationCodesTable;
  code_guesses: CodeGuessesTable;
  outbox: OutboxTable;
  behavior_log: BehaviorLogTable;
  insured_persons: InsuredPersonsTable;
  policies: PoliciesTable;
  policy_members: PolicyMembersTable;
  benefits: BenefitsTable;
  ecards: EcardsTable;
  claims: ClaimsTable;
  claim_policies: ClaimPoliciesTable;
  claim_fee_items: ClaimFeeItemsTable;
  claim_events: ClaimEventsTable;
  claim_documents: ClaimDocumentsTable;
  messages: MessagesTable;
  providers: ProvidersTable;
  provider_doctors: ProviderDoctorsTable;
  banks: BanksTable;
  provinces: ProvincesTable;
  faq: FaqTable;
  webauthn_credentials: WebauthnCredentialsTable;
  webauthn_challenges: WebauthnChallengesTable;
}
