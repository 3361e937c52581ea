import fs from 'node:fs';
import path from 'node:path';
import { layoutsFor, type Layout } from './layout';
import { persona, type Section } from './personas';
import { renderDocx, renderEmptyDocx } from './render-docx';
import { renderPdf, renderScan } from './render-pdf';

/** What a file truly says, from the generator that wrote it. */
export type Truth = {
  file: string;
  persona: string;
  lang: string;
  layout: Layout | null;
  unreadable: boolean;
  name: { first: string; last: string } | null;
  email: string | null;
  phone: string | null;
  sections: Record<Section, boolean>;
  bullets: string[];
  quantified: string[];
  weak: string[];
  skills: string[];
  title: string | null;
}

const NO_SECTIONS: Record<Section, boolean> = { contact: false, summary: false, experience: false, education: false, skills: false };

/** Writes `personas` personas' files (two each) and two unreadable files into `dir`; answers the truth of each. */
export async function generateLabelledSet(dir: string, personas = 32): Promise<Truth[]> {
  fs.mkdirSync(dir, { recursive: true });
  const truths: Truth[] = [];
  for (let index = 0; index < personas; index++) {
    const p = persona(index);
    for (const layout of layoutsFor(index)) {
      const file = `${p.id}-${layout.format}-${layout.columns}col.${layout.format}`;
      const bytes = layout.format === 'pdf' ? await renderPdf(p, layout) : await renderDocx(p, layout);
      fs.writeFileSync(path.join(dir, file), bytes);
      const bullets = layout.bullet === 'none' ? [] : p.jobs.flatMap((job) => job.bullets);
      truths.push({
        file,
        persona: p.id,
        lang: p.lang,
        layout,
        unreadable: false,
        name: { first: p.first.split(' ')[0]!, last: [...p.first.split(' ').slice(1), p.last].join(' ') },
        email: p.email,
        phone: p.phone?.e164 ?? null,
        sections: { contact: p.email !== null || p.phone !== null, summary: p.summary !== null, experience: true, education: p.education !== null, skills: p.hasSkillsSection },
        bullets: bullets.map((b) => b.text),
        quantified: bullets.filter((b) => b.quantified).map((b) => b.text),
        weak: p.jobs.flatMap((job) => job.bullets).filter((b) => b.weak).map((b) => b.text),
        skills: p.writtenSkills,
        title: p.occupation,
      });
    }
  }
  const unreadable = (file: string): Truth => ({ file, persona: '-', lang: '-', layout: null, unreadable: true, name: null, email: null, phone: null, sections: NO_SECTIONS, bullets: [], quantified: [], weak: [], skills: [], title: null });
  fs.writeFileSync(path.join(dir, 'scanned.pdf'), await renderScan());
  fs.writeFileSync(path.join(dir, 'picture-only.docx'), await renderEmptyDocx());
  truths.push(unreadable('scanned.pdf'), unreadable('picture-only.docx'));
  fs.writeFileSync(path.join(dir, 'truth.json'), JSON.stringify(truths, null, 2));
  return truths;
}
