import { renderPdf, write } from '../../lib/pdf';
import type { ExportSection, SectionData } from './sections';
import { dmy } from './sections/types';

const TEXT = {
  title: { en: 'Your data at SenCare', vi: 'Dữ liệu của bạn tại SenCare' },
  made: { en: 'Made on', vi: 'Lập ngày' },
  intro: {
    en: 'This archive holds every piece of personal data SenCare keeps about you: one JSON file per kind of data (for other programs), the files you uploaded under files/, and this summary.',
    vi: 'Tệp này chứa mọi dữ liệu cá nhân SenCare lưu về bạn: mỗi loại dữ liệu một tệp JSON (để dùng với chương trình khác), các tệp bạn đã tải lên trong thư mục files/ và bản tóm tắt này.',
  },
  records: { en: 'records', vi: 'bản ghi' },
  more: { en: 'more in the JSON file', vi: 'mục khác trong tệp JSON' },
};

/** Lines per section in the summary: the JSON file holds them all. */
const MAX_LINES = 40;

/** The readable summary in the person's language (Vietnamese letters drawn by src/lib/pdf.ts). */
export function renderSummaryPdf(language: 'en' | 'vi', made: string, parts: Array<{ section: ExportSection; data: SectionData }>): Promise<Buffer> {
  return renderPdf({ Title: TEXT.title[language], Author: 'SenCare' }, (doc) => {
    write(doc, 'SenCare', { size: 11, bold: true, gap: 0.1 });
    write(doc, TEXT.title[language], { size: 16, bold: true, gap: 0.2 });
    write(doc, `${TEXT.made[language]} ${dmy(made)}`, { size: 9, gap: 0.6 });
    write(doc, TEXT.intro[language], { gap: 0.8 });
    for (const { section, data } of parts) {
      write(doc, `${section.title[language]} (${section.key}.json): ${data.count} ${TEXT.records[language]}`, { size: 12, bold: true, gap: 0.2 });
      for (const line of data.lines.slice(0, MAX_LINES)) write(doc, line[language], { size: 9, gap: 0.1 });
      if (data.lines.length > MAX_LINES) write(doc, `+${data.lines.length - MAX_LINES} ${TEXT.more[language]}`, { size: 9 });
      doc.moveDown(0.6);
    }
  });
}
