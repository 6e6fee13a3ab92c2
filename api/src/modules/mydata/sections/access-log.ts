import { everyReadOfMine } from '../../access-log';
import type { ExportSection } from './types';
import { dmy } from './types';

/**
 * Who at the insurer, a hospital or their employer's HR read this person's data (docs/privacy.md
 * "Access log"): the same entries, with the same fields, as the "Who looked at my data" screen
 * (organisation and role, what, when; never the staff member).
 */
export const accessLogSection: ExportSection = {
  key: 'accessLog',
  title: { en: 'Who looked at my data', vi: 'Ai đã xem dữ liệu của tôi' },
  async collect(db, userId) {
    const reads = await everyReadOfMine(db, userId);
    const hospitals = new Set(reads.filter((r) => r.role === 'provider').map((r) => r.organisation.name));
    const employers = new Set(reads.filter((r) => r.role === 'hr').map((r) => r.organisation.employerId));
    const last = reads.at(-1)?.at;
    return {
      records: reads,
      count: reads.length,
      files: [],
      lines: [
        { en: `${reads.length} reads by the insurer, ${hospitals.size} hospital(s) or the HR of ${employers.size} employer(s)`, vi: `${reads.length} lần xem bởi công ty bảo hiểm, ${hospitals.size} bệnh viện hoặc bộ phận nhân sự của ${employers.size} công ty` },
        ...(last ? [{ en: `Last read on ${dmy(last)}`, vi: `Lần xem gần nhất: ${dmy(last)}` }] : []),
      ],
    };
  },
};
