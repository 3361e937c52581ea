import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { makeDoc, startsWithBullet, type LineSource, type ReadOutcome, type ResumeLine } from './types';

/** A node of fast-xml-parser's ordered output: `{ tag: children, ':@': attributes }` or `{ '#text': text }`. */
type XmlNode = Record<string, unknown>;

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', trimValues: false, parseTagValue: false, processEntities: true });

const MIN_TEXT_CHARS = 40;
const LIST_STYLE = /list|bullet|aufz[aä]hlung|vi[ñn]eta|puce|elenco/i;
const HEADING_STYLE = /^(heading|title|berschrift|titre|titolo|t[ií]tulo)/i;

function tagOf(node: XmlNode): string | null {
  return Object.keys(node).find((key) => key !== ':@') ?? null;
}
function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  const value = tag ? node[tag] : null;
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}
function attr(node: XmlNode, name: string): string | undefined {
  const attrs = node[':@'] as Record<string, string> | undefined;
  return attrs?.[name];
}
function find(nodes: XmlNode[], tag: string): XmlNode | undefined {
  return nodes.find((node) => tagOf(node) === tag);
}
const isOn = (node: XmlNode | undefined) => node !== undefined && !['0', 'false', 'none'].includes(attr(node, 'w:val') ?? 'true');

type Paragraph = {
  text: string;
  bold: boolean;
  size: number;
  bullet: boolean;
  heading: boolean;
  source: LineSource;
  column: number;
}

class Walker {
  readonly paragraphs: Paragraph[] = [];
  pageBreaks = 0;
  twoColumns = false;

  constructor(private readonly listStyles: Set<string>) {}

  walk(nodes: XmlNode[], source: LineSource, column: number): void {
    for (const node of nodes) {
      const tag = tagOf(node);
      if (tag === null || tag === '#text' || tag === 'mc:Fallback') continue;
      if (tag === 'w:p') this.paragraph(node, source, column);
      else if (tag === 'w:tbl') this.table(node, source);
      else if (tag === 'w:txbxContent') this.walk(childrenOf(node), 'textbox', column);
      else if (tag === 'w:cols' && Number(attr(node, 'w:num') ?? '1') > 1) this.twoColumns = true;
      else this.walk(childrenOf(node), source, column);
    }
  }

  private table(node: XmlNode, source: LineSource): void {
    for (const row of childrenOf(node).filter((child) => tagOf(child) === 'w:tr')) {
      const cells = childrenOf(row).filter((child) => tagOf(child) === 'w:tc');
      if (cells.length > 1) this.twoColumns = true;
      cells.forEach((cell, index) => this.walk(childrenOf(cell), source === 'body' ? 'table' : source, cells.length > 1 ? index + 1 : 0));
    }
  }

  private paragraph(node: XmlNode, source: LineSource, column: number): void {
    const children = childrenOf(node);
    const props = childrenOf(find(children, 'w:pPr') ?? {});
    const style = attr(find(props, 'w:pStyle') ?? {}, 'w:val') ?? '';
    const bullet = find(props, 'w:numPr') !== undefined || LIST_STYLE.test(style) || this.listStyles.has(style);
    const heading = HEADING_STYLE.test(style);
    const parts: string[] = [''];
    const runs: { bold: boolean; size: number; chars: number }[] = [];
    const nested: XmlNode[] = [];
    const visit = (nodes: XmlNode[]) => {
      for (const child of nodes) {
        const tag = tagOf(child);
        if (tag === 'w:r') this.run(childrenOf(child), parts, runs, nested);
        else if (tag === 'w:hyperlink' || tag === 'w:smartTag' || tag === 'w:sdt' || tag === 'w:sdtContent' || tag === 'w:ins' || tag === 'w:fldSimple') visit(childrenOf(child));
        else if (tag === 'mc:AlternateContent') visit(childrenOf(child));
        else if (tag === 'mc:Choice') visit(childrenOf(child));
      }
    };
    visit(children);
    const texted = runs.filter((run) => run.chars > 0);
    const bold = heading || (texted.length > 0 && texted.every((run) => run.bold));
    const size = Math.max(heading ? 14 : 11, ...texted.map((run) => run.size));
    for (const part of parts) {
      const text = part.replace(/\s+/g, ' ').trim();
      if (text) this.paragraphs.push({ text, bold, size, bullet: bullet || startsWithBullet(text), heading, source, column });
    }
    if (nested.length) this.walk(nested, source, column);
  }

  private run(nodes: XmlNode[], parts: string[], runs: { bold: boolean; size: number; chars: number }[], nested: XmlNode[]): void {
    const props = childrenOf(find(nodes, 'w:rPr') ?? {});
    const sz = attr(find(props, 'w:sz') ?? {}, 'w:val');
    const run = { bold: isOn(find(props, 'w:b')), size: sz ? Number(sz) / 2 : 11, chars: 0 };
    runs.push(run);
    for (const child of nodes) {
      const tag = tagOf(child);
      if (tag === 'w:t') {
        const text = childrenOf(child).map((t) => String(t['#text'] ?? '')).join('');
        parts[parts.length - 1] += text;
        run.chars += text.trim().length;
      } else if (tag === 'w:tab') parts[parts.length - 1] += ' ';
      else if (tag === 'w:br' || tag === 'w:cr') {
        if (attr(child, 'w:type') === 'page') this.pageBreaks++;
        parts.push('');
      } else if (tag === 'w:lastRenderedPageBreak') this.pageBreaks++;
      else if (tag === 'w:drawing' || tag === 'w:pict' || tag === 'mc:AlternateContent') nested.push(...collect(childrenOf(child), 'w:txbxContent'));
    }
  }
}

/** Every `tag` element under `nodes`, skipping the fallback copies of alternate content. */
function collect(nodes: XmlNode[], tag: string): XmlNode[] {
  const found: XmlNode[] = [];
  for (const node of nodes) {
    const name = tagOf(node);
    if (name === 'mc:Fallback') continue;
    if (name === tag) found.push(node);
    else found.push(...collect(childrenOf(node), tag));
  }
  return found;
}

/** Paragraph styles that carry numbering themselves (a "List Bullet" style under any name). */
function listStylesOf(stylesXml: string | undefined): Set<string> {
  const names = new Set<string>();
  if (!stylesXml) return names;
  const root = parser.parse(stylesXml) as XmlNode[];
  for (const style of collect(root, 'w:style')) {
    const kids = childrenOf(style);
    const pPr = childrenOf(find(kids, 'w:pPr') ?? {});
    const id = attr(style, 'w:styleId');
    if (id && find(pPr, 'w:numPr')) names.add(id);
  }
  return names;
}

/**
 * The most text parts a Word document may unpack to. A resume's are well under 1 MB (pictures live
 * in word/media, not read here); a few hundred KB of zip can claim 100 MB of XML, which would hold
 * the process for seconds and its memory for good. fflate writes a part into a buffer of its declared
 * size, so a part claiming less than it holds is cut there, not grown: the declared sizes bound it.
 */
export const MAX_DOCX_XML_BYTES = 8 * 1024 * 1024;

/** Reads a Word document: headers first (contact details often live there), the body with tables and text boxes, footers last. */
export function readDocx(bytes: Uint8Array): ReadOutcome {
  let files: Record<string, Uint8Array>;
  let unpacked = 0;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!file.name.startsWith('word/') || !file.name.endsWith('.xml')) return false;
        unpacked += file.originalSize;
        return unpacked <= MAX_DOCX_XML_BYTES;
      },
    });
  } catch {
    return { status: 'unreadable', reason: 'damaged', detail: 'The Word file is damaged (it is not a readable zip archive).' };
  }
  if (unpacked > MAX_DOCX_XML_BYTES) return { status: 'unreadable', reason: 'damaged', detail: `The Word document is too large to read: its text unpacks to more than ${MAX_DOCX_XML_BYTES / 1024 / 1024} MB.` };
  const body = files['word/document.xml'];
  if (!body) return { status: 'unreadable', reason: 'unsupported_type', detail: 'The file is not a Word document (no word/document.xml).' };
  try {
    const styles = files['word/styles.xml'];
    const walker = new Walker(listStylesOf(styles ? strFromU8(styles) : undefined));
    const parts = (prefix: string) =>
      Object.keys(files)
        .filter((name) => new RegExp(`^word/${prefix}\\d*\\.xml$`).test(name))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    const start = () => walker.paragraphs.length;
    const headerStart = start();
    for (const name of parts('header')) walker.walk(parser.parse(strFromU8(files[name]!)) as XmlNode[], 'header', 0);
    dedupe(walker.paragraphs, headerStart);
    walker.walk(parser.parse(strFromU8(body)) as XmlNode[], 'body', 0);
    const footerStart = start();
    for (const name of parts('footer')) walker.walk(parser.parse(strFromU8(files[name]!)) as XmlNode[], 'footer', 0);
    dedupe(walker.paragraphs, footerStart);
    const lines: ResumeLine[] = walker.paragraphs.map((p, index) => ({ text: p.text, page: 1, column: p.column, x: index, y: 0, size: p.size, bold: p.bold, bullet: p.bullet, source: p.source }));
    const visible = lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
    if (visible < MIN_TEXT_CHARS) return { status: 'unreadable', reason: 'empty', detail: 'The Word document holds (almost) no text: perhaps a picture of a resume. Nothing is guessed.' };
    return { status: 'read', doc: makeDoc('docx', 1 + walker.pageBreaks, walker.twoColumns, lines) };
  } catch (error) {
    return { status: 'unreadable', reason: 'damaged', detail: `The Word document could not be read (${(error as Error).message}).` };
  }
}

/** Headers repeat per section (first page, even, default): keep each line once. */
function dedupe(paragraphs: Paragraph[], from: number): void {
  const seen = new Set<string>();
  for (let i = from; i < paragraphs.length; ) {
    const text = paragraphs[i]!.text;
    if (seen.has(text)) paragraphs.splice(i, 1);
    else {
      seen.add(text);
      i++;
    }
  }
}
