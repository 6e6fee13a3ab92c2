import { formatVietnamTime } from '../../lib/time';
import { renderPdf, write } from '../../lib/pdf';
import type { PurposeDefinition } from './purposes';
import type { ConsentRecord } from './repository';

const LABELS = {
  en: {
    title: 'My consents to SenCare',
    person: 'Person',
    printed: 'Printed (Vietnam time)',
    needed: 'Needed for the contract',
    optional: 'Optional',
    given: 'Given',
    withdrawn: 'Withdrawn',
    version: 'Text version',
    answered: 'Answered (Vietnam time)',
    channel: 'Where',
    language: 'Read in',
    none: 'No answer recorded yet.',
    channels: { web: 'web', app: 'app' },
  },
  vi: {
    title: 'Các sự đồng ý của tôi với SenCare',
    person: 'Người đồng ý',
    printed: 'In lúc (giờ Việt Nam)',
    needed: 'Cần thiết để thực hiện hợp đồng',
    optional: 'Không bắt buộc',
    given: 'Đã đồng ý',
    withdrawn: 'Đã rút lại',
    version: 'Phiên bản văn bản',
    answered: 'Thời điểm trả lời (giờ Việt Nam)',
    channel: 'Kênh',
    language: 'Ngôn ngữ đã đọc',
    none: 'Chưa có câu trả lời nào được ghi nhận.',
    channels: { web: 'web', app: 'ứng dụng' },
  },
} as const;

const LANGUAGE_NAMES = { en: 'English', vi: 'Tiếng Việt' } as const;

/**
 * The consent record as the person can print and keep it (docs/privacy.md "Consent"): for each
 * purpose the latest answer, and the exact text of the version it was given on, word for word in
 * the language it was read in. Headings are in `language`, the one the person asks for.
 */
export function renderConsentPdf(input: { language: 'en' | 'vi'; fullName: string; userCode: string; now: string; agreed: Array<{ definition: PurposeDefinition; record: ConsentRecord }> }): Promise<Buffer> {
  const l = LABELS[input.language];
  return renderPdf({ Title: `${l.title} ${input.userCode}`, Subject: input.userCode }, (doc) => {
    write(doc, 'SenCare', { size: 11, bold: true, gap: 0.1 });
    write(doc, l.title, { size: 15, bold: true, gap: 0.6 });
    write(doc, `${l.person}: ${input.fullName} (${input.userCode})`);
    write(doc, `${l.printed}: ${formatVietnamTime(input.now)}`, { gap: 0.8 });
    if (!input.agreed.length) write(doc, l.none);
    for (const { definition, record } of input.agreed) {
      const read = definition.versions.find((v) => v.version === record.version);
      const lang = record.language;
      write(doc, read?.title[lang] ?? definition.purpose, { size: 12, bold: true, gap: 0.1 });
      write(doc, `${record.action === 'given' ? l.given : l.withdrawn} · ${definition.needed ? l.needed : l.optional}`, { bold: true, gap: 0.1 });
      write(doc, `${l.version}: ${record.version} · ${l.answered}: ${formatVietnamTime(record.created_at)} · ${l.channel}: ${l.channels[record.channel]} · ${l.language}: ${LANGUAGE_NAMES[lang]}`, { size: 9, gap: 0.2 });
      write(doc, read?.text[lang] ?? '', { gap: 0.9 });
    }
  });
}
