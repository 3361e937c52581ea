import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { makeDoc, startsWithBullet, type ReadOutcome, type ResumeLine } from './types';

type Item = {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
}

/** Fewer visible characters than this in the whole file: a scan or a picture, not text we can read. */
const MIN_TEXT_CHARS = 40;
const BOLD_FONT = /bold|black|heavy|semibold|demibold|[-,]bd\b/i;

/** Reads a PDF's text with its layout: lines in reading order, columns detected per page. */
export async function readPdf(bytes: Uint8Array): Promise<ReadOutcome> {
  const task = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, fontExtraProperties: true, stopAtErrors: false, verbosity: 0 });
  let pdf: PDFDocumentProxy;
  try {
    pdf = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = (error as { name?: string }).name ?? '';
    if (name === 'PasswordException') return { status: 'unreadable', reason: 'encrypted', detail: 'The PDF is protected by a password.' };
    return { status: 'unreadable', reason: 'damaged', detail: `The PDF could not be opened (${name || 'unknown error'}).` };
  }
  try {
    const lines: ResumeLine[] = [];
    /** Lines whose bullet is a drawn shape: their wrapped text continues at their own left edge. */
    const drawn = new Set<ResumeLine>();
    let twoColumns = false;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const width = page.view[2] ?? 612;
      const content = await page.getTextContent();
      // The real font names (and so bold) are known once the page's fonts are loaded; the same list
      // has the page's drawings, among them the bullets a browser or a designer draws as shapes.
      const dots = drawnDots(await page.getOperatorList());
      const boldOf = new Map<string, boolean>();
      const items: Item[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || raw.str.trim() === '') continue;
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = raw.transform as number[];
        let bold = boldOf.get(raw.fontName);
        if (bold === undefined) {
          bold = fontIsBold(page.commonObjs, raw.fontName);
          boldOf.set(raw.fontName, bold);
        }
        items.push({ text: raw.str, x: e, y: f, width: raw.width, size: Math.round(Math.max(Math.hypot(c, d), Math.hypot(a, b)) * 10) / 10, bold });
      }
      const split = columnGap(items, width);
      if (split !== null) twoColumns = true;
      lines.push(...markDrawnBullets(pageLines(items, split, number), dots, drawn));
      page.cleanup();
    }
    const visible = lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
    if (visible < MIN_TEXT_CHARS) {
      return { status: 'unreadable', reason: 'no_text_layer', detail: 'The PDF has no text layer (a scanned page or a picture): nothing was read, nothing is guessed.' };
    }
    return { status: 'read', doc: makeDoc('pdf', pdf.numPages, twoColumns, mergeContinuations(lines, drawn)) };
  } catch (error) {
    return { status: 'unreadable', reason: 'damaged', detail: `The PDF could not be read (${(error as Error).message}).` };
  } finally {
    await task.destroy().catch(() => undefined);
  }
}

function fontIsBold(objs: { has(id: string): boolean; get(id: string): unknown }, id: string): boolean {
  try {
    if (!objs.has(id)) return false;
    const font = objs.get(id) as { name?: string; bold?: boolean; black?: boolean } | null;
    return Boolean(font?.bold || font?.black || (font?.name && BOLD_FONT.test(font.name)));
  } catch {
    return false;
  }
}

/** Rows of items sharing a baseline (within a fraction of their size). */
function rowsOf(items: Item[]): Item[][] {
  const sorted = [...items].sort((p, q) => q.y - p.y || p.x - q.x);
  const rows: Item[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(first.y - item.y) <= Math.max(1.5, 0.3 * Math.min(first.size, item.size))) row.push(item);
    else rows.push([item]);
  }
  return rows;
}

/**
 * The x of the gap between two columns, or null for a single column: a vertical band in the middle
 * of the page that most rows do not cross, with many rows on each side of it.
 */
export function columnGap(items: Item[], pageWidth: number): number | null {
  const rows = rowsOf(items);
  if (rows.length < 10) return null;
  let best: { x: number; score: number } | null = null;
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.8; x += 2) {
    let crossing = 0;
    let left = 0;
    let right = 0;
    for (const row of rows) {
      let l = false;
      let r = false;
      let c = false;
      for (const item of row) {
        if (item.x + item.width <= x - 3) l = true;
        else if (item.x >= x + 3) r = true;
        else c = true;
      }
      if (c) crossing++;
      else {
        if (l) left++;
        if (r) right++;
      }
    }
    if (crossing > rows.length * 0.15 || left < 5 || right < 5 || right < rows.length * 0.25) continue;
    const score = Math.min(left, right) - crossing * 2;
    if (!best || score > best.score) best = { x, score };
  }
  return best ? best.x : null;
}

function joinRow(row: Item[]): string {
  const sorted = [...row].sort((p, q) => p.x - q.x);
  let text = '';
  let end = -Infinity;
  for (const item of sorted) {
    const gap = item.x - end;
    if (text && gap > 0.15 * item.size && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' ';
    text += item.text;
    end = item.x + item.width;
  }
  return text.replace(/\s+/g, ' ').trim();
}

function toLines(items: Item[], column: number, page: number): ResumeLine[] {
  return rowsOf(items).map((row) => {
    const text = joinRow(row);
    const size = Math.max(...row.map((item) => item.size));
    const bold = row.every((item) => item.bold);
    return { text, page, column, x: Math.min(...row.map((item) => item.x)), y: row[0]?.y ?? 0, size, bold, bullet: startsWithBullet(text), source: 'body' as const };
  });
}

/**
 * A page's lines in reading order. Lines spanning both columns (a name across the top, a footer)
 * cut the page into bands; within a band the left column is read before the right one.
 */
function pageLines(items: Item[], gap: number | null, page: number): ResumeLine[] {
  if (gap === null) return toLines(items, 0, page);
  const spanning = items.filter((item) => item.x < gap - 3 && item.x + item.width > gap + 3);
  const columns = items.filter((item) => !spanning.includes(item));
  const left = columns.filter((item) => item.x + item.width <= gap + 3);
  const right = columns.filter((item) => !left.includes(item));
  const out: ResumeLine[] = [];
  let upper = Infinity;
  for (const row of rowsOf(spanning)) {
    const y = row[0]!.y;
    const inBand = (item: Item) => item.y < upper && item.y > y;
    out.push(...toLines(left.filter(inBand), 1, page), ...toLines(right.filter(inBand), 2, page), ...toLines(row, 0, page));
    upper = y;
  }
  const rest = (item: Item) => item.y < upper;
  out.push(...toLines(left.filter(rest), 1, page), ...toLines(right.filter(rest), 2, page));
  return out;
}

/** A bullet's wrapped continuation (indented under its text, just below, same size) joins its bullet. */
function mergeContinuations(lines: ResumeLine[], drawn: ReadonlySet<ResumeLine>): ResumeLine[] {
  const out: ResumeLine[] = [];
  let last: ResumeLine | undefined;
  for (const line of lines) {
    if (
      last &&
      last.bullet &&
      !line.bullet &&
      !line.bold &&
      line.page === last.page &&
      line.column === last.column &&
      line.size === last.size &&
      (line.x > last.x + 2 || (drawn.has(last) && Math.abs(line.x - last.x) <= 2)) &&
      last.y - line.y > 0 &&
      last.y - line.y <= line.size * 1.8
    ) {
      last.text = `${last.text} ${line.text}`;
      last.y = line.y;
      continue;
    }
    out.push(line);
    last = line;
  }
  return out;
}

/** A small filled shape (a disc, a square) in page space: a bullet when it sits just left of a line. */
type Dot = { cx: number; cy: number; right: number };
type Matrix = [number, number, number, number, number, number];
const FILLS = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
/** A bullet shape's side, in points. */
const DOT_MIN = 1.5;
const DOT_MAX = 8;

/** `m` after `n`: the matrix that applies `n`, then `m` (a PDF `cm` inside the current transform). */
function compose(m: Matrix, n: readonly number[]): Matrix {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = n;
  return [m[0] * a + m[2] * b, m[1] * a + m[3] * b, m[0] * c + m[2] * d, m[1] * c + m[3] * d, m[0] * e + m[2] * f + m[4], m[1] * e + m[3] * f + m[5]];
}

/**
 * The small filled shapes of a page, from its operator list: the transform is followed through
 * save, restore and `cm`, so each shape's box is in the page's space, as the text's positions are.
 */
function drawnDots(list: { fnArray: number[]; argsArray: unknown[] }): Dot[] {
  const dots: Dot[] = [];
  const saved: Matrix[] = [];
  let m: Matrix = [1, 0, 0, 1, 0, 0];
  list.fnArray.forEach((fn, i) => {
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) saved.push(m);
    else if (fn === OPS.restore) m = saved.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (fn === OPS.transform && args) m = compose(m, args as number[]);
    else if (fn === OPS.constructPath && args) {
      const [op, , box] = args as [number, unknown, ArrayLike<number> | null];
      if (!FILLS.has(op) || !box) return;
      const xs = [box[0]!, box[2]!].flatMap((x) => [box[1]!, box[3]!].map((y) => m[0] * x + m[2] * y + m[4]));
      const ys = [box[0]!, box[2]!].flatMap((x) => [box[1]!, box[3]!].map((y) => m[1] * x + m[3] * y + m[5]));
      const [left, right, bottom, top] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      const w = right - left;
      const h = top - bottom;
      if (w >= DOT_MIN && w <= DOT_MAX && h >= DOT_MIN && h <= DOT_MAX && Math.abs(w - h) <= 1.5) dots.push({ cx: (left + right) / 2, cy: (bottom + top) / 2, right });
    }
  });
  return dots;
}

/**
 * A line with a dot just left of its first letter, at the height of its small letters, is a list
 * item whose bullet was drawn (Chrome's and many designers' PDFs draw them rather than type "•").
 */
function markDrawnBullets(lines: ResumeLine[], dots: Dot[], drawn: Set<ResumeLine>): ResumeLine[] {
  if (dots.length === 0) return lines;
  for (const line of lines) {
    if (line.bullet) continue;
    const middle = line.y + line.size * 0.3;
    const dot = dots.find((d) => d.right < line.x && line.x - d.right <= line.size * 2.5 && Math.abs(d.cy - middle) <= line.size * 0.45);
    if (dot) {
      line.bullet = true;
      drawn.add(line);
    }
  }
  return lines;
}
