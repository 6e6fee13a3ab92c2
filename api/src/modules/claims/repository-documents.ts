import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ClaimDocumentsTable } from '../../db/schema';
import type { ClaimUploadsTable } from './tables';
import './tables';

export type UploadRow = Selectable<ClaimUploadsTable>;
export type NewUpload = Insertable<ClaimUploadsTable>;
export type NewDocument = Insertable<ClaimDocumentsTable> & { public_id: string };

/**
 * Files: a draft's uploads (claim_uploads, per user) and a submitted claim's documents
 * (claim_documents, per claim). The rules on who may do what stay in service.ts.
 */
export class ClaimDocumentsRepository {
  constructor(private readonly db: Db) {}

  async insertUpload(row: NewUpload): Promise<number> {
    const { id } = await this.db.insertInto('claim_uploads').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  findUpload(userId: number, publicId: string) {
    return this.db.selectFrom('claim_uploads').selectAll().where('public_id', '=', publicId).where('user_id', '=', userId).executeTakeFirst();
  }

  async deleteUpload(id: number): Promise<void> {
    await this.db.deleteFrom('claim_uploads').where('id', '=', id).execute();
  }

  uploadsByIds(userId: number, publicIds: readonly string[]): Promise<UploadRow[]> {
    if (publicIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('claim_uploads').selectAll().where('user_id', '=', userId).where('public_id', 'in', [...publicIds]).execute();
  }

  async insertDocument(row: NewDocument): Promise<number> {
    const { id } = await this.db.insertInto('claim_documents').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  /** A claim's document with the claim's owner (for GET /claims/files/:docId). */
  documentWithOwner(publicId: string) {
    return this.db
      .selectFrom('claim_documents')
      .innerJoin('claims', 'claims.id', 'claim_documents.claim_id')
      .select(['claim_documents.stored_name', 'claim_documents.mime', 'claim_documents.original_name', 'claims.user_id'])
      .where('claim_documents.public_id', '=', publicId)
      .executeTakeFirst();
  }

  findDocument(claimId: string, publicId: string) {
    return this.db.selectFrom('claim_documents').select(['id', 'stored_name', 'created_at']).where('claim_id', '=', claimId).where('public_id', '=', publicId).executeTakeFirst();
  }

  async deleteDocument(id: number): Promise<void> {
    await this.db.deleteFrom('claim_documents').where('id', '=', id).execute();
  }

  /** The claim's documents among `publicIds` (a revision may keep them). */
  documentsByIds(claimId: string, publicIds: readonly string[]) {
    if (publicIds.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('claim_documents').select(['public_id', 'kind']).where('claim_id', '=', claimId).where('public_id', 'in', [...publicIds]).execute();
  }

  documentsOf(claimId: string) {
    return this.db.selectFrom('claim_documents').select(['public_id', 'kind']).where('claim_id', '=', claimId).execute();
  }

  /** A submitted (or revised) claim takes the draft's uploads: they become its documents. */
  async adoptUploads(claimId: string, uploads: readonly UploadRow[]): Promise<void> {
    if (uploads.length === 0) return;
    await this.db
      .insertInto('claim_documents')
      .values(uploads.map((u) => ({ claim_id: claimId, public_id: u.public_id, kind: u.kind, original_name: u.original_name, stored_name: u.stored_name, size: u.size, sha256: u.sha256, mime: u.mime, created_at: u.created_at })))
      .execute();
    await this.db.deleteFrom('claim_uploads').where('id', 'in', uploads.map((u) => u.id)).execute();
  }
}
