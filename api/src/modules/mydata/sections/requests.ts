import type { ExportSection } from './types';
import { dmy } from './types';

/** The person's own requests about their data (this module's mydata_requests). */
export const requestsSection: ExportSection = {
  key: 'requests',
  title: { en: 'Requests about my data', vi: 'Yêu cầu về dữ liệu của tôi' },
  async collect(db, userId) {
    const rows = await db.selectFrom('mydata_requests').select(['id', 'kind', 'field', 'details', 'state', 'reason', 'received_at', 'acknowledge_due', 'done_due', 'acknowledged_at', 'closed_at']).where('user_id', '=', userId).orderBy('id').execute();
    return {
      records: rows,
      count: rows.length,
      files: [],
      lines: rows.map((r) => ({ en: `${r.kind} ${dmy(r.received_at)}: ${r.state}`, vi: `${r.kind === 'closure' ? 'Đóng tài khoản' : 'Chỉnh sửa'} ${dmy(r.received_at)}: ${r.state}` })),
    };
  },
};
