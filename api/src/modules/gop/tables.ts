import type { Generated } from 'kysely';
import type { GopAction, GopConclusion, GopDocumentKind, GopStatus } from '@sencare/shared/rules';

/** Tables added by migration 130_portals, merged into the shared Database type. */
export interface GopsTable {
  id: Generated<number>;
  /** GOP-<year>-<6+ digits> from gop_number_seq (numbers.ts). */
  case_no: string;
  status: GopStatus;
  provider_id: number;
  /** The insured person's account: who is told (messages) and sees the stay (GET /api/gops). */
  user_id: number;
  insured_id: number;
  policy_id: number;
  card_number: string;
  benefit_code: string;
  admission_date: string;
  discharge_date: string | null;
  diagnosis: string;
  estimated_amount: number;
  guaranteed_amount: number | null;
  final_bill_amount: number | null;
  payable_amount: number | null;
  conclusion: GopConclusion | null;
  return_reason: string | null;
  returned_from: GopStatus | null;
  /** 1, then one more per resubmit (same case number, new round). */
  round: Generated<number>;
  /** Optimistic concurrency: a transition updates only the version it read (repository.ts move). */
  version: Generated<number>;
  created_by: number | null;
  /** The treating doctor the hospital named (provider_doctors, migration 230), or null. */
  doctor_id: number | null;
  /** Printed on the letters, asked by GET /api/provider/gops/verify (migration 260, verification.ts); null until a letter is issued. */
  verification_code: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** Migration 260: every verification a desk asked, as patient_lookups records lookups (the code typed is not kept). */
export interface GopVerificationsTable {
  id: Generated<number>;
  staff_user_id: number;
  provider_id: number | null;
  gop_id: number | null;
  result: 'genuine' | 'unknown' | 'limited';
  created_at: string;
}

/** Migration 280: a check on the public page, by nobody known (modules/gop/publicVerification.ts). */
export interface PublicGopVerificationsTable {
  id: Generated<number>;
  gop_id: number | null;
  result: 'genuine' | 'unknown' | 'limited';
  ip: string;
  created_at: string;
}

export interface GopEventsTable {
  id: Generated<number>;
  gop_id: number;
  action: GopAction;
  from_status: GopStatus | null;
  to_status: GopStatus;
  actor_user_id: number | null;
  actor_role: 'provider' | 'insurer';
  actor_name: string;
  note: string | null;
  /** JSON object of the amounts this transition set, or null. */
  amounts: string | null;
  created_at: string;
}

export interface GopDocumentsTable {
  id: Generated<number>;
  gop_id: number;
  kind: GopDocumentKind;
  original_name: string;
  stored_name: string;
  size: number;
  sha256: string;
  mime: string;
  uploaded_by: number | null;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    gops: GopsTable;
    gop_events: GopEventsTable;
    gop_documents: GopDocumentsTable;
    gop_verifications: GopVerificationsTable;
    public_gop_verifications: PublicGopVerificationsTable;
  }
}
