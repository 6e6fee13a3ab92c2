import type { ExportSection } from './types';
import { dmy } from './types';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic' };

/** Applications for cashless service and their identity photos (stored under cashless/: cashless/files.ts). */
export const cashlessSection: ExportSection = {
  key: 'cashless',
  title: { en: 'Cashless service', vi: 'Dịch vụ bảo lãnh viện phí' },
  async collect(db, userId) {
    const applications = await db
      .selectFrom('cashless_applications')
      .select(['id', 'status', 'full_name', 'id_type', 'id_number', 'date_of_birth', 'phone', 'commitments_accepted_at', 'decided_at', 'decision_note', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const ids = applications.map((a) => a.id);
    const photos = ids.length ? await db.selectFrom('cashless_documents').select(['id', 'application_id', 'kind', 'stored_name', 'mime', 'size', 'sha256', 'created_at']).where('application_id', 'in', ids).orderBy('id').execute() : [];
    const path = (p: { application_id: number; id: number; kind: string; mime: string }) => `files/cashless/${p.application_id}/${p.id}-${p.kind}.${EXTENSIONS[p.mime] ?? 'bin'}`;
    return {
      records: applications.map((a) => ({ ...a, photos: photos.filter((p) => p.application_id === a.id).map(({ stored_name: _s, ...p }) => ({ ...p, file: path(p) })) })),
      count: applications.length,
      files: photos.map((p) => ({ path: path(p), key: `cashless/${p.stored_name}` })),
      lines: applications.map((a) => ({ en: `Application ${a.id}: ${a.status}, ${dmy(a.created_at)}`, vi: `Đơn ${a.id}: ${a.status}, ${dmy(a.created_at)}` })),
    };
  },
};
