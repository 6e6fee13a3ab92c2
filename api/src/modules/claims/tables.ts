import type { Generated } from 'kysely';

/** Tables added by migration 020_claims, merged into the shared Database type. */
export interface ClaimDraftsTable {
  user_id: number;
  data: string;
  updated_at: string;
  /** Added by migration 070_crash_safety: bumped by every save; a save names the version it read. */
  version: Generated<number>;
  /** Added by migration 150_claim_draft_keys: set on the first save, copied onto the claim it becomes. */
  draft_key: string | null;
}

export interface ClaimUploadsTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  kind: string;
  original_name: string;
  stored_name: string;
  size: number;
  sha256: string;
  mime: string;
  created_at: string;
}

export interface ClaimIdempotencyTable {
  user_id: number;
  key: string;
  request_hash: string;
  state: 'running' | 'done';
  http_status: number | null;
  response: string | null;
  created_at: string;
}

export interface ClaimSupplementItemsTable {
  id: Generated<number>;
  claim_id: string;
  /** Added by migration 050_claims_workflow; per language since 120 (null: named by its kind). */
  name_en: string | null;
  name_vi: string | null;
  kind: string;
  /** Per language since migration 120 (the same text in both when it was written in one). */
  reason_en: string;
  reason_vi: string;
  deadline: string | null;
  answered_at: string | null;
  note: string | null;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    claim_drafts: ClaimDraftsTable;
    claim_uploads: ClaimUploadsTable;
    claim_idempotency: ClaimIdempotencyTable;
    claim_supplement_items: ClaimSupplementItemsTable;
  }
  interface ClaimDocumentsTable {
    public_id: string | null;
  }
  /** Added by migration 050_claims_workflow. */
  interface ClaimsTable {
    signature: string | null;
    /** Added by migration 150_claim_draft_keys: the key of the draft this claim was sent from. */
    draft_key: string | null;
  }
}
