import type { ResumeDoc } from '../read';
import { stripBullet } from '../read';
import type { Finding } from './finding';
import { headingSection, SECTIONS, type Section } from './lexicon/headings';

/** Which section each line belongs to (null above the first heading) and where the headings are. */
export type Outline = {
  sectionOf: (Section | null)[];
  headingLines: number[];
  firstHeading: number;
}

export function outline(doc: ResumeDoc): Outline {
  const sectionOf: (Section | null)[] = [];
  const headingLines: number[] = [];
  let current: Section | null = null;
  doc.lines.forEach((line, index) => {
    const section = line.bullet ? null : headingSection(line.text);
    if (section) {
      current = section;
      headingLines.push(index);
    }
    sectionOf.push(current);
  });
  return { sectionOf, headingLines, firstHeading: headingLines[0] ?? doc.lines.length };
}

/** Lines of one section, headings excluded. */
export function linesOf(doc: ResumeDoc, shape: Outline, section: Section) {
  return doc.lines.filter((_, index) => shape.sectionOf[index] === section && !shape.headingLines.includes(index));
}

/** The sections present: a heading for each, contact details also without one. */
export function checkSections(doc: ResumeDoc, shape: Outline, contactFound: boolean): { present: Record<Section, boolean>; finding: Finding } {
  const present = Object.fromEntries(SECTIONS.map((section) => [section, shape.sectionOf.includes(section)])) as Record<Section, boolean>;
  if (contactFound) present.contact = true;
  const missing = SECTIONS.filter((section) => !present[section]);
  const evidence = shape.headingLines.map((index) => doc.lines[index]!.text);
  return {
    present,
    finding: missing.length
      ? { ruleId: 'structure.sections.missing', severity: missing.includes('experience') || missing.includes('contact') ? 'error' : 'warning', evidence, params: { missing: missing.join(',') } }
      : { ruleId: 'structure.sections.complete', severity: 'info', evidence },
  };
}

/** Bulleted lines (the experience's when it has a heading, else all) and, without bullets, a sentence that should be one. */
export function checkBullets(doc: ResumeDoc, shape: Outline): { bullets: string[]; experienceBullets: string[]; finding: Finding } {
  const bullets = doc.lines.filter((line) => line.bullet).map((line) => line.text);
  const experience = linesOf(doc, shape, 'experience');
  const scope = experience.length ? experience : doc.lines;
  const experienceBullets = scope.filter((line) => line.bullet).map((line) => line.text);
  if (experienceBullets.length > 0) {
    return { bullets, experienceBullets, finding: { ruleId: 'structure.bullets.used', severity: 'info', evidence: experienceBullets.slice(0, 3), params: { count: experienceBullets.length } } };
  }
  const paragraph = scope
    .filter((line) => !line.bullet && line.text.split(/\s+/).length >= 8)
    .sort((a, b) => b.text.length - a.text.length)[0];
  return { bullets, experienceBullets, finding: { ruleId: 'structure.bullets.none', severity: 'warning', evidence: paragraph ? [paragraph.text] : [] } };
}

export { stripBullet };
