/** Table added by migration 030_policies, merged into the shared Database type. */
export interface InsurersTable {
  name: string;
  hotline: string;
}

declare module '../../db/schema' {
  interface Database {
    insurers: InsurersTable;
  }
}
