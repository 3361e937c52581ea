import sanitizeHtml from 'sanitize-html';

// The contract is the site's own HTML. Only structure and emphasis survive: no attributes but a
// link's address (http, https, mailto), no scripts, styles, images, frames or forms.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export function sanitizeContractHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

export type Run = { text: string; bold: boolean; italic: boolean };
export type Block =
  | { kind: 'heading'; level: number; runs: Run[] }
  | { kind: 'paragraph'; indent: number; runs: Run[] }
  | { kind: 'item'; indent: number; marker: string; runs: Run[] }
  | { kind: 'rule' };

const BLOCK_TAGS = new Set(['p', 'div', 'blockquote', 'li', 'ul', 'ol', 'tr', 'table', 'thead', 'tbody', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BOLD_TAGS = new Set(['strong', 'b', 'th']);
const ITALIC_TAGS = new Set(['em', 'i']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * Turns sanitized contract HTML into blocks a PDF writer can lay out: headings, paragraphs,
 * list items with their bullet or number, rules. Text runs keep bold and italic. The input is
 * the sanitizer's output, so tags are well formed and a "<" in text is always escaped; a small
 * tokenizer is enough.
 */
export function contractBlocks(sanitized: string): Block[] {
  const blocks: Block[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let runs: Run[] = [];
  let bold = 0;
  let italic = 0;
  let quote = 0;
  let heading: number | null = null;
  let marker: string | null = null;

  const flush = () => {
    const trimmed = trimRuns(runs);
    runs = [];
    if (trimmed.length === 0) return;
    const indent = lists.length + quote;
    if (heading !== null) blocks.push({ kind: 'heading', level: heading, runs: trimmed });
    else if (marker !== null) blocks.push({ kind: 'item', indent, marker, runs: trimmed });
    else blocks.push({ kind: 'paragraph', indent, runs: trimmed });
    marker = null;
  };

  for (const match of sanitized.matchAll(/<(\/?)([a-zA-Z0-9]+)[^>]*>|([^<]+)/g)) {
    const [, closing, rawTag, text] = match;
    if (text !== undefined) {
      const clean = decodeEntities(text).replace(/[\s\u00a0]+/g, ' ');
      if (clean) runs.push({ text: clean, bold: bold > 0 || heading !== null, italic: italic > 0 });
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (tag === 'br') runs.push({ text: '\n', bold: false, italic: false });
    else if (tag === 'hr') {
      flush();
      blocks.push({ kind: 'rule' });
    } else if (tag === 'td' || tag === 'th') {
      if (!closing && runs.length > 0) runs.push({ text: '   ', bold: false, italic: false });
    }
    if (BOLD_TAGS.has(tag)) bold += closing ? -1 : 1;
    if (ITALIC_TAGS.has(tag)) italic += closing ? -1 : 1;
    if (!BLOCK_TAGS.has(tag)) continue;
    flush();
    const level = /^h([1-6])$/.exec(tag);
    if (level) heading = closing ? null : Number(level[1]);
    else if (tag === 'blockquote') quote = Math.max(0, quote + (closing ? -1 : 1));
    else if (tag === 'ul' || tag === 'ol') {
      if (closing) lists.pop();
      else lists.push({ ordered: tag === 'ol', count: 0 });
    } else if (tag === 'li' && !closing) {
      const list = lists.at(-1);
      if (list) marker = list.ordered ? `${++list.count}.` : '\u2022';
      else marker = '\u2022';
    }
  }
  flush();
  return blocks;
}

/** Drops blank edges (and spaces around line breaks) so a block never starts or ends with space. */
function trimRuns(runs: Run[]): Run[] {
  const out = runs.map((r) => ({ ...r, text: r.text.replace(/ *\n */g, '\n') }));
  while (out.length && !out[0]!.text.trim()) out.shift();
  while (out.length && !out.at(-1)!.text.trim()) out.pop();
  if (out.length === 0) return out;
  out[0]!.text = out[0]!.text.replace(/^\s+/, '');
  out.at(-1)!.text = out.at(-1)!.text.replace(/\s+$/, '');
  return out;
}
