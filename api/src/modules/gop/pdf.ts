import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatVnd } from '@sencare/shared/format';
import type { GopView } from '@sencare/shared/rules';

/**
 * The two documents a provider downloads (docs/portals.md): the letter of guarantee (from
 * `assessed` on) and the GOP decision (once concluded or declined), in English and Vietnamese on
 * one page, made with pdfkit. Noto Sans comes from @fontsource/noto-sans, which ships it in
 * subsets: `latin` has no Vietnamese letters with two marks (ệ, ở …) and `vietnamese` has no plain
 * Latin, so every text is written in runs, each in the first subset that has its characters.
 */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;

let fontFiles: Array<{ name: string; data: Buffer }> | null = null;
function fonts() {
  if (!fontFiles) {
    const dir = path.join(path.dirname(require.resolve('@fontsource/noto-sans/package.json')), 'files');
    fontFiles = SUBSETS.flatMap((subset) => ['400', '700'].map((weight) => ({ name: `${subset}-${weight}`, data: fs.readFileSync(path.join(dir, `noto-sans-${subset}-${weight}-normal.woff`)) })));
  }
  return fontFiles;
}

type Doc = PDFKit.PDFDocument;
interface Glyphs {
  hasGlyphForCodePoint(cp: number): boolean;
}

/** Splits `text` into runs of one subset each (spaces and punctuation stay with the run they are in). */
function runs(doc: Doc, text: string, weight: '400' | '700'): Array<{ font: string; text: string }> {
  const out: Array<{ font: string; text: string }> = [];
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0) as number;
    const last = out[out.length - 1];
    if (last && (cp === 0x20 || hasGlyph(doc, last.font, cp))) {
      last.text += ch;
      continue;
    }
    const subset = SUBSETS.find((s) => hasGlyph(doc, `${s}-${weight}`, cp)) ?? 'latin';
    out.push({ font: `${subset}-${weight}`, text: ch });
  }
  return out;
}

/** Coverage is the same in every document: asked of pdfkit's font once per subset and character. */
const coverage = new Map<string, boolean>();
function hasGlyph(doc: Doc, font: string, cp: number): boolean {
  const key = `${font}:${cp}`;
  let has = coverage.get(key);
  if (has === undefined) {
    doc.font(font);
    has = (doc as unknown as { _font: { font: Glyphs } })._font.font.hasGlyphForCodePoint(cp);
    coverage.set(key, has);
  }
  return has;
}

interface Piece {
  font: string;
  text: string;
  width: number;
}
interface Word {
  pieces: Piece[];
  width: number;
  size: number;
}

/** A word (no spaces) in its subset runs, measured at `size`. */
function measure(doc: Doc, word: string, weight: '400' | '700', size: number): Word {
  doc.fontSize(size);
  const pieces = runs(doc, word, weight).map((r) => ({ ...r, width: doc.font(r.font).widthOfString(r.text) }));
  return { pieces, width: pieces.reduce((sum, p) => sum + p.width, 0), size };
}

/**
 * A word wider than the whole line (a long code typed without spaces) is drawn smaller to stay
 * whole, down to MIN_SIZE; only past that is it cut, at characters, as pdfkit would have.
 */
const MIN_SIZE = 6;
function fitted(doc: Doc, word: string, weight: '400' | '700', size: number, width: number): Word[] {
  const whole = measure(doc, word, weight, size);
  if (whole.width <= width) return [whole];
  const smaller = Math.max(MIN_SIZE, Math.floor(((size * width) / whole.width) * 10) / 10);
  const shrunk = measure(doc, word, weight, smaller);
  if (shrunk.width <= width) return [shrunk];
  const chars = [...word];
  const cut = Math.max(1, Math.floor((chars.length * width) / shrunk.width));
  return [measure(doc, chars.slice(0, cut).join(''), weight, smaller), ...fitted(doc, chars.slice(cut).join(''), weight, smaller, width)];
}

/** Greedy lines that break only at spaces (a `\n` starts a new line). */
function layout(doc: Doc, text: string, weight: '400' | '700', size: number, width: number): Word[][] {
  const space = measure(doc, ' ', weight, size).width;
  const lines: Word[][] = [];
  for (const paragraph of (text || ' ').normalize('NFC').split('\n')) {
    let line: Word[] = [];
    let used = 0;
    for (const word of paragraph.split(/ +/).filter(Boolean).flatMap((w) => fitted(doc, w, weight, size, width))) {
      if (line.length && used + space + word.width > width) {
        lines.push(line);
        line = [];
        used = 0;
      }
      used += (line.length ? space : 0) + word.width;
      line.push(word);
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Writes `text` at the cursor, wrapped by layout() above. pdfkit's own wrapping is not used: it
 * sees each subset run as a text of its own and may break between two runs of one word
 * ("VI" | "ỆN PHÍ" in the decision's title), so every line is placed here and drawn without
 * pdfkit's line breaking.
 */
function write(doc: Doc, text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
  const size = options.size ?? 10;
  const weight = options.bold ? '700' : '400';
  const left = doc.page.margins.left;
  const spaceFont = `latin-${weight}`;
  for (const line of layout(doc, text, weight, size, doc.page.width - left - doc.page.margins.right)) {
    const height = doc.font(spaceFont).fontSize(Math.max(size, ...line.map((w) => w.size))).currentLineHeight(true);
    if (doc.y + height > doc.page.maxY()) doc.addPage();
    const y = doc.y;
    let x = left;
    line.forEach((word, i) => {
      const pieces = i ? [{ font: spaceFont, text: ' ', width: doc.font(spaceFont).fontSize(word.size).widthOfString(' ') }, ...word.pieces] : word.pieces;
      for (const piece of pieces) {
        doc.font(piece.font).fontSize(word.size).text(piece.text, x, y, { lineBreak: false });
        x += piece.width;
      }
    });
    doc.x = left;
    doc.y = y + height;
  }
  doc.fontSize(size).moveDown(options.gap ?? 0.3);
}

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
  return new Promise((resolve, reject) => {
    const title = `${kind === 'letter' ? 'Letter of guarantee' : 'GOP decision'} ${gop.caseNo}`;
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Subject: gop.caseNo, Author: 'SenCare' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      for (const f of fonts()) doc.registerFont(f.name, f.data);
      body(doc, gop, kind);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
