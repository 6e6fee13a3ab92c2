import type { GopView } from '@sencare/shared/contracts';
import { DEMO_INSURER } from '../../config';
import { pdfTextLines } from '../../test/pdf-text';
import { renderGopPdf, type GopLetterFacts } from './pdf';

const DIAGNOSIS = 'Viêm ruột thừa cấp (K35) có biến chứng viêm phúc mạc khu trú, phẫu thuật nội soi cắt ruột thừa cấp cứu';
const NOTE = 'Vượt định mức phòng: chi phí phòng đơn vượt hạn mức quyền lợi nội trú mỗi ngày theo điều khoản của hợp đồng';
/** One "word" wider than the page at 10 pt, as a pasted reference without spaces would be. */
const LONG_CODE = `REF-${'0123456789'.repeat(10)}`;
const ASSESSOR = 'Phạm Quốc Thẩm';
/** A legal name and an address longer than a line, of long Vietnamese words. */
const FACTS: GopLetterFacts = {
  insurer: { legalName: 'Tổng Công ty Cổ phần Bảo hiểm Nghiêng Nguyễn Trưởng Khuyến (Bảo hiểm Nghiêng)', address: 'Tầng 18, Tòa nhà Khuyến Nghiệp, 123 Đường Nguyễn Thị Minh Khai, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh', licenceNo: '67/GP/KDBH' },
  verificationCode: '7K3QX-M9T2V',
  validity: { from: '2026-11-20', until: '2027-01-19' },
};

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
    events: [
      { at: '2026-11-21T02:00:00.000Z', actorRole: 'insurer', actorName: ASSESSOR, action: 'assess', from: 'pending', to: 'assessed', note: 'Phòng đơn vượt hạn mức', amounts: { guaranteedAmount: 25_000_000 } },
      { at: '2026-11-26T02:00:00.000Z', actorRole: 'insurer', actorName: ASSESSOR, action: 'conclude', from: 'final_approval', to: 'concluded', note: `${NOTE}\n${LONG_CODE}`, amounts: null },
    ],
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
  const lines = pdfTextLines(await renderGopPdf(gop(), kind, FACTS));
  const text = joined(lines);
  expect(text).toContain(title);
  // The diagnosis is longer than a line: it wraps, at a space.
  expect(lines.some((l) => l.includes(DIAGNOSIS))).toBe(false);
  expect(text).toContain(`Diagnosis / Chẩn đoán: ${DIAGNOSIS}`);
  // The insurer's address (config.ts INSURER_ADDRESS) is longer than a line of long Vietnamese words: it wraps, at a space.
  expect(lines.some((l) => l.includes(FACTS.insurer.address))).toBe(false);
  expect(text).toContain(FACTS.insurer.address);
  if (kind === 'decision') {
    // At 15 pt the decision's title is longer than a line too.
    expect(lines.some((l) => l.includes(title))).toBe(false);
    expect(text).toContain(`Note / Ghi chú: ${NOTE}`);
    // A word wider than the page is drawn smaller, whole, on a line of its own.
    expect(lines.map((l) => l.trim())).toContain(LONG_CODE);
  }
});

test.each(['letter', 'decision'] as const)('the %s names the insurer from the configuration, the validity, the signatory by role and the verification code', async (kind) => {
  const text = joined(pdfTextLines(await renderGopPdf(gop(), kind, FACTS)));
  expect(text).not.toMatch(/^SenCare/);
  expect(text).toContain(FACTS.insurer.legalName);
  expect(text).toContain(FACTS.insurer.address);
  expect(text).toContain('Licence / Giấy phép: 67/GP/KDBH');
  expect(text).toContain('Valid from 20-11-2026 to 19-01-2027 / Hiệu lực từ 20-11-2026 đến 19-01-2027');
  expect(text).toContain(`For and on behalf of / Thay mặt: ${FACTS.insurer.legalName}`);
  expect(text).toContain('Claims assessor / Giám định viên bồi thường');
  expect(text).toContain(`Decided on / Ngày quyết định: ${kind === 'letter' ? '21-11-2026' : '26-11-2026'}`);
  expect(text).toContain('Verification code / Mã xác thực: 7K3QX-M9T2V');
  // docs/privacy.md: the hospital is not given the assessor's name.
  expect(text).not.toContain(ASSESSOR);
});

test('the letter states what is covered and what is not, as the assessment did; the decision what was paid', async () => {
  const letter = joined(pdfTextLines(await renderGopPdf(gop({ status: 'assessed', customerPays: 5_000_000, conclusion: null }), 'letter', FACTS)));
  expect(letter).toMatch(/Guaranteed amount \(covered\) \/ Số tiền bảo lãnh \(được chi trả\): 25[.,]000[.,]000/);
  expect(letter).toMatch(/Not guaranteed, paid by the patient \/ Không bảo lãnh, người bệnh thanh toán: 5[.,]000[.,]000/);
  expect(letter).toContain("Insurer's note / Ghi chú của công ty bảo hiểm: Phòng đơn vượt hạn mức");
  const decision = joined(pdfTextLines(await renderGopPdf(gop(), 'decision', FACTS)));
  expect(decision).toMatch(/Paid by the insurer \(covered\) \/ Công ty bảo hiểm chi trả \(được chi trả\): 20[.,]000[.,]000/);
  expect(decision).toMatch(/Paid by the patient \(not covered\) \/ Người bệnh thanh toán \(không được chi trả\): 8[.,]000[.,]000/);
  const declined = joined(pdfTextLines(await renderGopPdf(gop({ status: 'declined', conclusion: null, guaranteedAmount: null, payableAmount: null, finalBillAmount: null, events: [{ at: '2026-11-21T02:00:00.000Z', actorRole: 'insurer', actorName: ASSESSOR, action: 'decline', from: 'pending', to: 'declined', note: 'Bệnh có sẵn', amounts: null }] }), 'decision', FACTS)));
  expect(declined).toContain('Decision / Quyết định: Guarantee declined / Từ chối bảo lãnh');
  expect(declined).toContain('Reason / Lý do: Bệnh có sẵn');
  expect(declined).toContain('Validity / Hiệu lực: no guarantee was given / không có bảo lãnh');
});

test('the demo insurer of development is what the letters name without INSURER_* (config.ts)', async () => {
  const text = joined(pdfTextLines(await renderGopPdf(gop(), 'letter', { ...FACTS, insurer: DEMO_INSURER })));
  expect(text).toContain(DEMO_INSURER.legalName);
  expect(text).toContain(`Licence / Giấy phép: ${DEMO_INSURER.licenceNo}`);
});
