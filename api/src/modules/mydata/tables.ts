import type { Generated } from 'kysely';
import type { ExportState, MyDataRequestKind, MyDataRequestState } from '@sencare/shared/contracts';

/** Tables added by migration 200_my_data, merged into the shared Database type. */
export interface MyDataExportsTable {
  /** Random, URL-safe: the id in the download path. */
  id: string;
  user_id: number;
  state: ExportState;
  progress: Generated<number>;
  /** The summary PDF's language, the person's when they asked. */
  language: 'en' | 'vi';
  attempts: Generated<number>;
  /** The process that holds a running job (worker.ts), and when it last said it was alive. */
  worker: string | null;
  heartbeat_at: string | null;
  size: number | null;
  /** sha256 of the newest download link's token, and when that link stops working. */
  link_token_hash: string | null;
  link_expires_at: string | null;
  created_at: string;
  finished_at: string | null;
  /** When a finished archive is deleted from storage (exports.ts ARCHIVE_DAYS). */
  expires_at: string | null;
}

export interface MyDataRequestsTable {
  id: Generated<number>;
  user_id: number;
  kind: MyDataRequestKind;
  field: string | null;
  details: string | null;
  state: MyDataRequestState;
  reason: string | null;
  received_at: string;
  acknowledge_due: string;
  done_due: string;
  acknowledged_at: string | null;
  closed_at: string | null;
  handled_by: number | null;
}

export interface MyDataRestrictionsTable {
  id: Generated<number>;
  user_id: number;
  data: string;
  keep_until: string;
  restricted_at: string;
}

declare module '../../db/schema' {
  interface Database {
    mydata_exports: MyDataExportsTable;
    mydata_requests: MyDataRequestsTable;
    mydata_restrictions: MyDataRestrictionsTable;
  }
}
