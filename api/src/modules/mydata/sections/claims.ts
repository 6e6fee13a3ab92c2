import type { ExportSection, SectionFile } from './types';
import { dmy } from './types';

/** Extensions of the document types claims accept (claims/files.ts sniffMime). */
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic', 'application/pdf': 'pdf' };

/** Claims with their fee lines, history and documents; the documents' bytes go into files/claims/<claim>/. */
export const claimsSection: ExportSection = {
  key: 'claims',
  title: { en: 'Claims', vi: 'Hồ sơ bồi thường' },
  async collect(db, userId) {
    const claims = await db.selectFrom('claims').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
    const ids = claims.map((c) => c.id);
    const none = ids.length === 0;
    const items = none ? [] : await db.selectFrom('claim_fee_items').select(['claim_id', 'position', 'name', 'quantity', 'type', 'unit_price', 'amount', 'deductible', 'decision', 'approved_amount']).where('claim_id', 'in', ids).orderBy('claim_id').orderBy('position').execute();
    const events = none ? [] : await db.selectFrom('claim_events').select(['claim_id', 'from_status', 'to_status', 'actor_role', 'note_en', 'note_vi', 'created_at']).where('claim_id', 'in', ids).orderBy('id').execute();
    const documents = none ? [] : await db.selectFrom('claim_documents').select(['id', 'claim_id', 'kind', 'original_name', 'stored_name', 'size', 'sha256', 'mime', 'created_at']).where('claim_id', 'in', ids).orderBy('id').execute();
    const files: SectionFile[] = documents.map((d) => ({ path: `files/claims/${d.claim_id}/${d.id}-${d.kind}.${EXTENSIONS[d.mime] ?? 'bin'}`, key: d.stored_name }));
    const records = claims.map(({ version: _version, ...claim }) => ({
      ...claim,
      feeItems: items.filter((i) => i.claim_id === claim.id),
      history: events.filter((e) => e.claim_id === claim.id),
      documents: documents.filter((d) => d.claim_id === claim.id).map(({ stored_name: _stored, ...d }, i) => ({ ...d, file: files[documents.findIndex((x) => x.id === d.id)]?.path ?? null, position: i + 1 })),
    }));
    return {
      records,
      count: claims.length,
      files,
      lines: claims.map((c) => ({
        en: `${c.id}: ${c.status}, sent ${dmy(c.submitted_at)}, ${documents.filter((d) => d.claim_id === c.id).length} documents`,
        vi: `${c.id}: ${c.status}, gửi ngày ${dmy(c.submitted_at)}, ${documents.filter((d) => d.claim_id === c.id).length} chứng từ`,
      })),
    };
  },
};
