/** Where a line came from in the file. */
export type LineSource = 'body' | 'header' | 'footer' | 'textbox' | 'table';

/** One line of the resume as a reader (and an applicant tracking system) sees it, in reading order. */
export type ResumeLine = {
  text: string;
  page: number;
  /** 0 for full width (or a single-column page), 1 and 2 for the left and right column. */
  column: number;
  /** Left edge and baseline in points (PDF); the paragraph's index for DOCX. */
  x: number;
  y: number;
  /** Font size in points (the largest on the line). */
  size: number;
  bold: boolean;
  /** A list item: a bullet character at its start, or Word numbering. */
  bullet: boolean;
  source: LineSource;
}

export type ResumeDoc = {
  kind: 'pdf' | 'docx';
  pages: number;
  twoColumns: boolean;
  lines: ResumeLine[];
  /** Every line's text joined by newlines: the text every finding's evidence must be found in. */
  text: string;
}

export type UnreadableReason = 'no_text_layer' | 'encrypted' | 'damaged' | 'unsupported_type' | 'empty';

export type ReadOutcome = { status: 'read'; doc: ResumeDoc } | { status: 'unreadable'; reason: UnreadableReason; detail: string };

/** Characters that start a bulleted line, as typed or drawn. */
export const BULLET_CHARS = '•●○◦▪■□◆◇►▶➢➤✓✔✗*-–—·>';
const BULLET_START = new RegExp(`^\\s*[${BULLET_CHARS.replace(/[-\\\]^]/g, '\\$&')}]\\s+`);

/** The line without its leading bullet character. */
export function stripBullet(text: string): string {
  return text.replace(BULLET_START, '').trim();
}

export function startsWithBullet(text: string): boolean {
  return BULLET_START.test(text);
}

export function makeDoc(kind: ResumeDoc['kind'], pages: number, twoColumns: boolean, lines: ResumeLine[]): ResumeDoc {
  const kept = lines.filter((line) => line.text.trim() !== '');
  return { kind, pages, twoColumns, lines: kept, text: kept.map((line) => line.text).join('\n') };
}
