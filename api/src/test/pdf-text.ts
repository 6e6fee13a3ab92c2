import zlib from 'node:zlib';

/**
 * The text lines of a PDF made by pdfkit (gop/pdf.ts), top to bottom, as a reader would copy
 * them: each line is the text drawn at one height, its pieces in the order they were drawn.
 * pdfkit draws with embedded font subsets, so its text operators hold glyph numbers; each font's
 * ToUnicode map (written by pdfkit for every subset) turns them back into characters. Enough of
 * PDF for pdfkit's own output: objects, Flate streams, `Tm`, `Tf` and `TJ`; not a general parser.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const lines: Array<{ y: number; text: string }> = [];
  for (const page of [...objects.values()].filter((o) => /\/Type\s*\/Page\b/.test(o.dict))) {
    const fonts = fontMaps(objects, page.dict);
    const content = objects.get(Number(/\/Contents\s+(\d+)\s+0\s+R/.exec(page.dict)?.[1]))?.stream ?? '';
    let y = 0;
    let map: Map<number, string> = new Map();
    for (const op of content.matchAll(/([-\d.]+)\s+Tm|\/(\w+)\s+[\d.]+\s+Tf|\[(.*?)\]\s*TJ/g)) {
      if (op[1] !== undefined) y = Math.round(Number(op[1]) * 10) / 10;
      else if (op[2] !== undefined) map = fonts.get(op[2]) ?? new Map();
      else {
        const text = [...(op[3] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1] ?? '', map)).join('');
        const last = lines[lines.length - 1];
        if (last && last.y === y) last.text += text;
        else lines.push({ y, text });
      }
    }
  }
  return lines.map((l) => l.text);
}

interface PdfObject {
  dict: string;
  stream: string;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const m of raw.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = m[2] ?? '';
    const at = body.indexOf('\nstream\n');
    const dict = at < 0 ? body : body.slice(0, at);
    let stream = '';
    if (at >= 0) {
      const bytes = Buffer.from(body.slice(at + 8, body.lastIndexOf('\nendstream')), 'latin1');
      stream = (/\/Filter\s*\/FlateDecode/.test(dict) ? zlib.inflateSync(bytes) : bytes).toString('latin1');
    }
    objects.set(Number(m[1]), { dict, stream });
  }
  return objects;
}

/** The page's font names (/F1 …) → glyph number → text, from each font's ToUnicode CMap. */
function fontMaps(objects: Map<number, PdfObject>, pageDict: string): Map<string, Map<number, string>> {
  const fonts = new Map<string, Map<number, string>>();
  const resources = /\/Resources\s+(\d+)\s+0\s+R/.exec(pageDict);
  const resDict = resources ? (objects.get(Number(resources[1]))?.dict ?? '') : pageDict;
  const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resDict)?.[1] ?? '';
  for (const [, name, ref] of fontDict.matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g)) {
    const cmapRef = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
    fonts.set(name ?? '', toUnicode(objects.get(Number(cmapRef))?.stream ?? ''));
  }
  return fonts;
}

/** pdfkit writes its ToUnicode maps as bfrange lines `<start> <end> [<u> <u> …]`. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, start, , list] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    // `<>` is a glyph with no character of its own (a mark drawn with its letter): it keeps its place.
    [...(list ?? '').matchAll(/<([0-9a-f ]*)>/gi)].forEach((u, i) => {
      const units = (u[1] ?? '').trim().split(/\s+/).filter(Boolean).map((h) => parseInt(h, 16));
      map.set(parseInt(start ?? '0', 16) + i, String.fromCharCode(...units));
    });
  }
  return map;
}

const decode = (hex: string, map: Map<number, string>) =>
  Array.from({ length: hex.length / 4 }, (_, i) => map.get(parseInt(hex.slice(i * 4, i * 4 + 4), 16)) ?? '\uFFFD').join('');
