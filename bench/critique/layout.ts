import type { BulletKind, Persona } from './personas';

/** How one file of a persona is laid out. */
export type Layout = {
  format: 'pdf' | 'docx';
  columns: 1 | 2;
  /** PDF: the contact line above the name at the page's top; DOCX: in the Word header. */
  contactInHeader: boolean;
  bullet: BulletKind;
  titleAboveName: boolean;
  /** Education and skills start a second page. */
  twoPages: boolean;
  /** Two columns: the name above both columns rather than atop the main one. */
  nameSpansColumns: boolean;
}

const PDF_BULLETS: BulletKind[] = ['•', '–', '▪', '○', '*', 'none'];
const DOCX_BULLETS: BulletKind[] = ['numbering', '•', '–', 'numbering', '▪', 'none'];

/** The two files of persona `index`: a PDF and a Word document, laid out differently. */
export function layoutsFor(index: number): Layout[] {
  return [
    { format: 'pdf', columns: index % 3 === 0 ? 2 : 1, contactInHeader: index % 4 === 1, bullet: PDF_BULLETS[index % PDF_BULLETS.length]!, titleAboveName: index % 5 === 0, twoPages: index % 4 === 2, nameSpansColumns: index % 2 === 0 },
    { format: 'docx', columns: index % 3 === 1 ? 2 : 1, contactInHeader: index % 2 === 0, bullet: DOCX_BULLETS[(index + 2) % DOCX_BULLETS.length]!, titleAboveName: index % 5 === 3, twoPages: index % 4 === 0, nameSpansColumns: true },
  ];
}

/** The contact details as one line. */
export function contactLine(p: Persona): string {
  return [p.email, p.phone?.text, p.city].filter(Boolean).join('  |  ');
}

/** The skills section's items: the lexicon's skills and the others. */
export function skillItems(p: Persona): string[] {
  return [...p.skills, ...p.otherSkills];
}
