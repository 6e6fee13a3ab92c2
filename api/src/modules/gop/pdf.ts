import { formatVnd } from '@sencare/shared/format';
import type { GopEventView, GopView } from '@sencare/shared/contracts';
import type { GopAction } from '@sencare/shared/rules';
import type { InsurerEntity } from '../../config';
import { renderPdf, write, type Doc } from '../../lib/pdf';
import { GUARANTEE_DAYS } from './guarantee';

/**
 * The two documents a provider downloads (docs/portals.md "Letters and verification"): the letter
 * of guarantee (from `assessed` on) and the GOP decision (once concluded or declined), in English
 * and Vietnamese on one page. Every text goes through src/lib/pdf.ts write(), which breaks lines
 * only between words (never "VI / ỆN PHÍ"), so a long name, address or note stays whole.
 */

export interface GopLetterFacts {
  /** The guarantor (config.ts INSURER_*). */
  insurer: InsurerEntity;
  /** verification.ts: what a desk types into the provider portal to check the letter. */
  verificationCode: string;
  /** guarantee.ts guaranteeValidity. */
  validity: { from: string; until: string };
}

const dmy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : '-');

function rows(gop: GopView): Array<[string, string]> {
  return [
    ['Case number / Số hồ sơ', gop.caseNo],
    ['Hospital / Cơ sở y tế', gop.providerName],
    ['Patient / Người được bảo hiểm', gop.patientName],
    ['Card number / Số thẻ', gop.cardNumber],
    ['Policy / Hợp đồng', gop.policyNo],
    ...(gop.benefitName ? [['Benefit / Quyền lợi', `${gop.benefitName.en} / ${gop.benefitName.vi}`] as [string, string]] : []),
    ['Admission date / Ngày nhập viện', dmy(gop.admissionDate)],
    ['Discharge date / Ngày ra viện', dmy(gop.dischargeDate)],
    ...(gop.doctor ? [['Treating doctor / Bác sĩ điều trị', `${gop.doctor.fullName} (${gop.doctor.code})`] as [string, string]] : []),
    ['Diagnosis / Chẩn đoán', gop.diagnosis],
    ['Estimated bill / Chi phí dự kiến', formatVnd(gop.estimatedAmount)],
  ];
}

const CONCLUSIONS: Record<string, string> = {
  fully_pay: 'Fully paid / Chi trả toàn bộ',
  partially_pay: 'Partially paid / Chi trả một phần',
  decline: 'Declined / Từ chối chi trả',
};

/** The events of the current round: a resubmit starts the request over (docs/portals.md "GOP: states"). */
function thisRound(gop: GopView): GopEventView[] {
  const start = gop.events.map((e) => e.action).lastIndexOf('resubmit');
  return gop.events.slice(start + 1);
}
const lastOf = (events: GopEventView[], actions: GopAction[]) => [...events].reverse().find((e) => actions.includes(e.action));

function header(doc: Doc, insurer: InsurerEntity, title: string) {
  write(doc, insurer.legalName, { size: 11, bold: true, gap: 0.1 });
  write(doc, insurer.address, { size: 9, gap: 0.1 });
  write(doc, `Licence / Giấy phép: ${insurer.licenceNo}`, { size: 9, gap: 0.6 });
  write(doc, title, { size: 15, bold: true, gap: 0.8 });
}

/** What the insurer covers and what it does not, in the amounts and notes the request holds; nothing clinical is added. */
function letterTerms(doc: Doc, gop: GopView, facts: GopLetterFacts, round: GopEventView[]) {
  write(doc, `Guaranteed amount (covered) / Số tiền bảo lãnh (được chi trả): ${formatVnd(gop.guaranteedAmount)}`, { bold: true });
  write(doc, `Not guaranteed, paid by the patient / Không bảo lãnh, người bệnh thanh toán: ${formatVnd(gop.customerPays)}`);
  const note = lastOf(round, ['assess'])?.note;
  if (note) write(doc, `Insurer's note / Ghi chú của công ty bảo hiểm: ${note}`);
  write(doc, `${facts.insurer.legalName} guarantees payment to the hospital of the covered costs of this stay up to the guaranteed amount. ${facts.insurer.legalName} cam kết thanh toán cho cơ sở y tế các chi phí được bảo hiểm của đợt điều trị này trong phạm vi số tiền bảo lãnh.`, { gap: 0.6 });
}

function decisionTerms(doc: Doc, gop: GopView, round: GopEventView[]) {
  const declined = gop.status === 'declined';
  write(doc, `Decision / Quyết định: ${declined ? 'Guarantee declined / Từ chối bảo lãnh' : (CONCLUSIONS[gop.conclusion ?? ''] ?? '-')}`, { bold: true });
  if (!declined) {
    write(doc, `Final bill / Tổng chi phí: ${formatVnd(gop.finalBillAmount)}`);
    write(doc, `Paid by the insurer (covered) / Công ty bảo hiểm chi trả (được chi trả): ${formatVnd(gop.payableAmount)}`, { bold: true });
  }
  write(doc, `Paid by the patient (not covered) / Người bệnh thanh toán (không được chi trả): ${formatVnd(gop.customerPays)}`);
  for (const action of ['final_approve', 'decline', 'conclude'] as const) {
    const note = lastOf(round, [action])?.note;
    if (note) write(doc, `${action === 'decline' ? 'Reason / Lý do' : 'Note / Ghi chú'}: ${note}`);
  }
  doc.moveDown(0.3);
}

function validityLine(doc: Doc, gop: GopView, facts: GopLetterFacts) {
  if (gop.status === 'declined') return write(doc, 'Validity / Hiệu lực: no guarantee was given / không có bảo lãnh');
  write(doc, `Valid from ${dmy(facts.validity.from)} to ${dmy(facts.validity.until)} / Hiệu lực từ ${dmy(facts.validity.from)} đến ${dmy(facts.validity.until)}`, { bold: true, gap: 0.1 });
  write(doc, `From admission to the policy's expiry or ${GUARANTEE_DAYS} days after admission, whichever is earlier. / Từ ngày nhập viện đến ngày hết hạn hợp đồng hoặc ${GUARANTEE_DAYS} ngày sau ngày nhập viện, tùy ngày nào đến trước.`, { size: 9 });
}

/**
 * The signatory is the insurer and the assessor's role, never the assessor's name: a staff
 * member's name is their own personal data and the insurer answers for its staff
 * (docs/privacy.md "What the customer sees"; the same holds for a hospital).
 */
function signatory(doc: Doc, insurer: InsurerEntity, decided: GopEventView | undefined) {
  doc.moveDown(0.6);
  write(doc, `For and on behalf of / Thay mặt: ${insurer.legalName}`, { bold: true, gap: 0.1 });
  write(doc, 'Claims assessor / Giám định viên bồi thường', { gap: 0.1 });
  write(doc, `Decided on / Ngày quyết định: ${dmy(decided ? decided.at.slice(0, 10) : null)}`, { gap: 0.6 });
}

function verification(doc: Doc, code: string) {
  write(doc, `Verification code / Mã xác thực: ${code}`, { size: 12, bold: true, gap: 0.1 });
  write(doc, 'The hospital checks this code in the SenCare provider portal: Guarantees, then Verify a letter. / Cơ sở y tế kiểm tra mã này trên cổng cơ sở y tế SenCare: Bảo lãnh, rồi Xác thực thư bảo lãnh.', { size: 9 });
}

function body(doc: Doc, gop: GopView, kind: 'letter' | 'decision', facts: GopLetterFacts) {
  header(doc, facts.insurer, kind === 'letter' ? 'LETTER OF GUARANTEE / THƯ BẢO LÃNH VIỆN PHÍ' : 'GUARANTEE OF PAYMENT DECISION / QUYẾT ĐỊNH BẢO LÃNH VIỆN PHÍ');
  for (const [label, value] of rows(gop)) write(doc, `${label}: ${value}`);
  doc.moveDown(0.5);
  const round = thisRound(gop);
  if (kind === 'letter') letterTerms(doc, gop, facts, round);
  else decisionTerms(doc, gop, round);
  validityLine(doc, gop, facts);
  signatory(doc, facts.insurer, lastOf(round, kind === 'letter' ? ['assess'] : ['decline', 'conclude']));
  verification(doc, facts.verificationCode);
  write(doc, `Issued / Ngày lập: ${dmy(gop.updatedAt.slice(0, 10))}`, { size: 9 });
}

/** The PDF bytes; the case number is also in the document's title (its metadata), the insurer its author. */
export function renderGopPdf(gop: GopView, kind: 'letter' | 'decision', facts: GopLetterFacts): Promise<Buffer> {
  const title = `${kind === 'letter' ? 'Letter of guarantee' : 'GOP decision'} ${gop.caseNo}`;
  return renderPdf({ Title: title, Subject: gop.caseNo, Author: facts.insurer.legalName }, (doc) => body(doc, gop, kind, facts));
}
