import type { Generated } from 'kysely';

/** Tables added by migration 040_cashless (+ 090's decision_note), merged into the shared Database type. */
export interface CashlessApplicationsTable {
  id: Generated<number>;
  user_id: number;
  status: 'pending' | 'active' | 'rejected';
  full_name: string;
  id_type: string;
  id_number: string;
  date_of_birth: string;
  phone: string;
  commitments_accepted_at: string;
  /** 'auto-demo' when the demo flow approved it, else the insurer's user code. */
  decided_by: string | null;
  decided_at: string | null;
  /** The insurer's note to the customer (migration 090); null when none was given. */
  decision_note: string | null;
  created_at: string;
}

export interface CashlessDocumentsTable {
  id: Generated<number>;
  application_id: number;
  kind: 'idFront' | 'idBack' | 'portrait' | 'signature';
  stored_name: string;
  size: number;
  sha256: string;
  mime: string;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    cashless_applications: CashlessApplicationsTable;
    cashless_documents: CashlessDocumentsTable;
  }
}
