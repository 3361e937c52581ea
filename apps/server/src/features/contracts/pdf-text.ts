import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

/**
 * The text drawn on every page of a PDF we wrote, for tests: content streams inflated, each string
 * mapped back to Unicode through its font's ToUnicode table (the fonts are embedded subsets, so
 * the bytes in the page are glyph ids, not characters).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  let text = '';
  for (const page of doc.getPages()) {
    const fonts = fontMaps(doc, page);
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = doc.context.lookup(ref as never);
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      let font: Map<string, string> | undefined;
      for (const m of raw.matchAll(/\/([\w-]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (m[1]) font = fonts.get(m[1]);
        else if (m[2] !== undefined && font) text += decodeGlyphs(m[2], font);
      }
      text += '\n';
    }
  }
  return text;
}

function fontMaps(doc: PDFDocument, page: PDFPage): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  const fontDict = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  if (!fontDict) return maps;
  for (const [name, ref] of fontDict.entries()) {
    const font = doc.context.lookup(ref, PDFDict);
    const toUnicode = font.lookup(PDFName.of('ToUnicode'));
    if (toUnicode instanceof PDFRawStream) maps.set(name.decodeText(), parseCMap(Buffer.from(decodePDFRawStream(toUnicode).decode()).toString('latin1')));
  }
  return maps;
}

function parseCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(src!.toUpperCase(), utf16(dst!));
  }
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)/g)) {
      const start = parseInt(lo!, 16);
      const end = parseInt(hi!, 16);
      const targets = dst!.startsWith('[') ? [...dst!.matchAll(/<([0-9A-Fa-f]+)>/g)].map((x) => utf16(x[1]!)) : null;
      for (let code = start; code <= end; code++) {
        const key = code.toString(16).toUpperCase().padStart(lo!.length, '0');
        if (targets) map.set(key, targets[code - start] ?? '');
        else map.set(key, String.fromCodePoint(parseInt(dst!.slice(1, -1), 16) + code - start));
      }
    }
  }
  return map;
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

function decodeGlyphs(hex: string, font: Map<string, string>): string {
  let out = '';
  for (let i = 0; i < hex.length; i += 4) out += font.get(hex.slice(i, i + 4).toUpperCase()) ?? '';
  return out;
}
