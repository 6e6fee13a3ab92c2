import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * Text in PDFs made with pdfkit, in English and Vietnamese: the GOP letters (modules/gop/pdf.ts),
 * the consent record (modules/consent/pdf.ts) and the "My data" summary (modules/mydata/summary-pdf.ts). Noto Sans comes from @fontsource/noto-sans, which ships it in
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

export type Doc = PDFKit.PDFDocument;
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
export function write(doc: Doc, text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
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

/** The PDF bytes of a one-document render: Noto Sans registered, `draw` writes the body. */
export function renderPdf(info: PDFKit.DocumentInfo, draw: (doc: Doc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Author: 'SenCare', ...info } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      for (const f of fonts()) doc.registerFont(f.name, f.data);
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
