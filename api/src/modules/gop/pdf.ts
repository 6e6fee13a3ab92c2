import { formatVnd } from '@sencare/shared/format';
import type { GopView } from '@sencare/shared/contracts';
import { renderPdf, write, type Doc } from '../../lib/pdf';

/**
 * The two documents a provider downloads (docs/portals.md): the letter of guarantee (from
 * `assessed` on) and the GOP decision (once concluded or declined), in English and Vietnamese on
 * one page (text drawn by src/lib/pdf.ts).
 */

const dmy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}` : '-');

function rows(gop: GopView): Array<[string, string]> {
  return [
    ['Case number / Số hồ sơ', gop.caseNo],
    ['Hospital / Cơ sở y tế', gop.providerName],
    ['Patient / Người được bảo hiểm', gop.patientName],
    ['Card number / Số thẻ', gop.cardNumber],
    ['Policy / Hợp đồng', gop.policyNo],
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

function body(doc: Doc, gop: GopView, kind: 'letter' | 'decision') {
  write(doc, 'SenCare', { size: 11, bold: true, gap: 0.1 });
  write(doc, kind === 'letter' ? 'LETTER OF GUARANTEE / THƯ BẢO LÃNH VIỆN PHÍ' : 'GUARANTEE OF PAYMENT DECISION / QUYẾT ĐỊNH BẢO LÃNH VIỆN PHÍ', { size: 15, bold: true, gap: 0.8 });
  for (const [label, value] of rows(gop)) write(doc, `${label}: ${value}`);
  doc.moveDown(0.5);
  if (kind === 'letter') {
    write(doc, `Guaranteed amount / Số tiền bảo lãnh: ${formatVnd(gop.guaranteedAmount)}`, { bold: true });
    write(doc, `The insurer guarantees payment to the hospital of the covered costs of this stay up to the amount above. Công ty bảo hiểm cam kết thanh toán cho cơ sở y tế các chi phí được bảo hiểm của đợt điều trị này trong phạm vi số tiền trên.`, { gap: 0.6 });
  } else {
    const declined = gop.status === 'declined';
    write(doc, `Decision / Quyết định: ${declined ? 'Guarantee declined / Từ chối bảo lãnh' : (CONCLUSIONS[gop.conclusion ?? ''] ?? '-')}`, { bold: true });
    if (!declined) {
      write(doc, `Final bill / Tổng chi phí: ${formatVnd(gop.finalBillAmount)}`);
      write(doc, `Paid by the insurer / Công ty bảo hiểm chi trả: ${formatVnd(gop.payableAmount)}`, { bold: true });
    }
    const reason = [...gop.events].reverse().find((e) => e.action === 'decline' || e.action === 'conclude')?.note;
    if (reason) write(doc, `Note / Ghi chú: ${reason}`);
  }
  write(doc, `Paid by the patient / Người bệnh thanh toán: ${formatVnd(gop.customerPays)}`, { gap: 1 });
  write(doc, `Issued / Ngày lập: ${dmy(gop.updatedAt.slice(0, 10))}`, { size: 9 });
}

/** The PDF bytes; the case number is also in the document's title (its metadata). */
export function renderGopPdf(gop: GopView, kind: 'letter' | 'decision'): Promise<Buffer> {
  const title = `${kind === 'letter' ? 'Letter of guarantee' : 'GOP decision'} ${gop.caseNo}`;
  return renderPdf({ Title: title, Subject: gop.caseNo }, (doc) => body(doc, gop, kind));
}
