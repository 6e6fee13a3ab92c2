import type { GopView } from '@sencare/shared/contracts';
import { pdfTextLines } from '../../test/pdf-text';
import { renderGopPdf } from './pdf';

const DIAGNOSIS = 'Viêm ruột thừa cấp (K35) có biến chứng viêm phúc mạc khu trú, phẫu thuật nội soi cắt ruột thừa cấp cứu';
const NOTE = 'Vượt định mức phòng: chi phí phòng đơn vượt hạn mức quyền lợi nội trú mỗi ngày theo điều khoản của hợp đồng';
/** One "word" wider than the page at 10 pt, as a pasted reference without spaces would be. */
const LONG_CODE = `REF-${'0123456789'.repeat(10)}`;

function gop(over: Partial<GopView> = {}): GopView {
  return {
    id: 1,
    caseNo: 'GOP-2026-000001',
    status: 'concluded',
    providerId: 1,
    providerName: 'Bệnh viện Chợ Rẫy',
    cardNumber: 'SC2600077701',
    patientName: 'Trần Thị Lan',
    policyNo: 'SCH-2026-000777',
    benefitCode: 'INPATIENT',
    benefitName: { en: 'Inpatient treatment', vi: 'Điều trị nội trú' },
    admissionDate: '2026-11-20',
    dischargeDate: '2026-11-25',
    diagnosis: DIAGNOSIS,
    estimatedAmount: 30_000_000,
    guaranteedAmount: 25_000_000,
    finalBillAmount: 28_000_000,
    payableAmount: 20_000_000,
    customerPays: 8_000_000,
    conclusion: 'partially_pay',
    returnReason: null,
    returnedFrom: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-26T02:00:00.000Z',
    actions: [],
    events: [{ at: '2026-11-26T02:00:00.000Z', actorRole: 'insurer', actorName: 'Assessor', action: 'conclude', from: 'final_approval', to: 'concluded', note: `${NOTE}\n${LONG_CODE}`, amounts: null }],
    documents: [],
    ...over,
  };
}

/** The lines as one text: a line broken only at a space reads back as the text that was written. */
const joined = (lines: string[]) => lines.map((l) => l.trim()).join(' ');

test.each([
  ['decision', 'GUARANTEE OF PAYMENT DECISION / QUYẾT ĐỊNH BẢO LÃNH VIỆN PHÍ'],
  ['letter', 'LETTER OF GUARANTEE / THƯ BẢO LÃNH VIỆN PHÍ'],
] as const)('the %s PDF breaks lines only between words: title, diagnosis and note are whole', async (kind, title) => {
  const lines = pdfTextLines(await renderGopPdf(gop(), kind));
  const text = joined(lines);
  expect(text).toContain(title);
  // The diagnosis is longer than a line: it wraps, at a space.
  expect(lines.some((l) => l.includes(DIAGNOSIS))).toBe(false);
  expect(text).toContain(`Diagnosis / Chẩn đoán: ${DIAGNOSIS}`);
  if (kind === 'decision') {
    // At 15 pt the decision's title is longer than a line too.
    expect(lines.some((l) => l.includes(title))).toBe(false);
    expect(text).toContain(`Note / Ghi chú: ${NOTE}`);
    // A word wider than the page is drawn smaller, whole, on a line of its own.
    expect(lines.map((l) => l.trim())).toContain(LONG_CODE);
  }
});
