import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { Run } from './contract-html';

export const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const FOOTER_SPACE = 36;

const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf', 'DejaVuSans-BoldOblique.ttf'];
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const fontCache = new Map<string, Buffer>();
const fontBytes = (file: string): Buffer => {
  let bytes = fontCache.get(file);
  if (!bytes) fontCache.set(file, (bytes = fs.readFileSync(path.join(fontDir, file))));
  return bytes;
};

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; boldItalic: PDFFont };
type Segment = { text: string; font: PDFFont; width: number };
export type TextStyle = { size: number; lineHeight: number; colour?: RGB; bold?: boolean };

/**
 * A top-to-bottom writer over A4 pages: wraps runs of mixed fonts to the text width, starts a new
 * page when the next line would not fit. Text is set in embedded DejaVu Sans (subset to the glyphs
 * used), which covers Latin, Greek and Cyrillic, so names and contract text in those scripts print
 * as written; a character the font lacks is reduced to its base letter, or "?" as a last resort.
 */
export class PdfLayout {
  page: PDFPage;
  y: number;
  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly charset: Set<number>,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  static async create(): Promise<PdfLayout> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const [regular, bold, italic, boldItalic] = await Promise.all(FONT_FILES.map((file) => doc.embedFont(fontBytes(file), { subset: true })));
    return new PdfLayout(doc, { regular: regular!, bold: bold!, italic: italic!, boldItalic: boldItalic! }, new Set(regular!.getCharacterSet()));
  }

  get textWidth(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number): void {
    if (this.y - height >= PAGE.margin + FOOTER_SPACE) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Text the standard fonts can draw. */
  printable(text: string): string {
    let out = '';
    for (const ch of text.replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000\t]/g, ' ')) {
      if (this.charset.has(ch.codePointAt(0)!)) out += ch;
      else out += BASE_LETTERS[ch] ?? ([...ch.normalize('NFKD')].filter((c) => this.charset.has(c.codePointAt(0)!)).join('') || '?');
    }
    return out;
  }

  fontFor(run: Pick<Run, 'bold' | 'italic'>): PDFFont {
    if (run.bold) return run.italic ? this.fonts.boldItalic : this.fonts.bold;
    return run.italic ? this.fonts.italic : this.fonts.regular;
  }

  /** Writes runs as wrapped lines at `indent` points from the margin; `first` prefixes the first line (a bullet). */
  runs(runs: Run[], style: TextStyle, indent = 0, first?: { text: string; width: number }): void {
    const width = this.textWidth - indent;
    const lines = this.wrap(runs, style.size, width);
    lines.forEach((line, index) => {
      this.ensure(style.lineHeight);
      this.y -= style.lineHeight;
      const baseline = this.y + (style.lineHeight - style.size) / 2;
      if (index === 0 && first) this.page.drawText(first.text, { x: PAGE.margin + indent - first.width, y: baseline, size: style.size, font: this.fonts.regular, color: style.colour ?? TEXT });
      let x = PAGE.margin + indent;
      for (const seg of mergeSegments(line)) {
        this.page.drawText(seg.text, { x, y: baseline, size: style.size, font: seg.font, color: style.colour ?? TEXT });
        x += seg.width;
      }
    });
  }

  /** One line of plain text in one font (labels, header lines). */
  line(text: string, style: TextStyle & { x?: number }): void {
    this.runs([{ text, bold: style.bold ?? false, italic: false }], style, style.x ?? 0);
  }

  rule(colour = RULE): void {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness: 0.6, color: colour });
    this.y -= 6;
  }

  private wrap(runs: Run[], size: number, maxWidth: number): Segment[][] {
    const lines: Segment[][] = [[]];
    let used = 0;
    const push = (seg: Segment) => {
      const line = lines.at(-1)!;
      if (seg.text.trim() === '' && line.length === 0) return;
      line.push(seg);
      used += seg.width;
    };
    const newLine = () => {
      const line = lines.at(-1)!;
      while (line.length && line.at(-1)!.text.trim() === '') used -= line.pop()!.width;
      lines.push([]);
      used = 0;
    };
    for (const run of runs) {
      const font = this.fontFor(run);
      for (const piece of this.printable(run.text).split(/(\n| +)/)) {
        if (piece === '') continue;
        if (piece === '\n') {
          newLine();
          continue;
        }
        const width = font.widthOfTextAtSize(piece, size);
        if (piece.trim() !== '' && used + width > maxWidth && lines.at(-1)!.length > 0) newLine();
        if (width <= maxWidth) {
          push({ text: piece, font, width });
          continue;
        }
        // A word longer than the line (a long address): break it by characters.
        let chunk = '';
        for (const ch of piece) {
          if (font.widthOfTextAtSize(chunk + ch, size) + used > maxWidth && chunk) {
            push({ text: chunk, font, width: font.widthOfTextAtSize(chunk, size) });
            newLine();
            chunk = '';
          }
          chunk += ch;
        }
        if (chunk) push({ text: chunk, font, width: font.widthOfTextAtSize(chunk, size) });
      }
    }
    const last = lines.at(-1)!;
    while (last.length && last.at(-1)!.text.trim() === '') last.pop();
    return lines.filter((l, i) => l.length > 0 || i < lines.length - 1);
  }
}

/** Neighbouring pieces in one font drawn as one string, so viewers space the words themselves. */
function mergeSegments(line: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const seg of line) {
    const last = out.at(-1);
    if (last && last.font === seg.font) out[out.length - 1] = { text: last.text + seg.text, font: seg.font, width: last.width + seg.width };
    else out.push(seg);
  }
  return out;
}

// Latin letters that have no decomposition to a base letter.
const BASE_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't', Ŀ: 'L', ŀ: 'l' };

export const TEXT = rgb(0.13, 0.15, 0.2);
export const MUTED = rgb(0.42, 0.45, 0.5);
export const RULE = rgb(0.82, 0.84, 0.88);
