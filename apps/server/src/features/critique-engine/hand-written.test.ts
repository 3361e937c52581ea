import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { critiqueResume } from './engine';

// Resumes written by hand (fixtures/hand-written, see its README), not by the labelled set's
// generator: the engine must find what a person put there, and every finding must quote text that
// is really in the file (the HTML the PDF was printed from is the truth, not the engine's reading).

const dir = path.join(import.meta.dirname, 'fixtures', 'hand-written');

type Truth = { file: string; name: string; email: string; phone: string; bullets: number; quantified: number; weak: string[]; skills: string[] };
const TRUTHS: Truth[] = [
  { file: 'two-column-en', name: 'Olivia Hartmann', email: 'olivia.hartmann@mailbox.org', phone: '+44 20 7946 0958', bullets: 7, quantified: 4, weak: ['Was responsible for', 'Helped with', 'Worked on'], skills: ['SQL', 'Python', 'Tableau', 'Power BI', 'Excel'] },
  { file: 'single-column-de', name: 'Jonas Weber', email: 'jonas.weber@posteo.de', phone: '+49 30 901820', bullets: 5, quantified: 3, weak: ['Verantwortlich für', 'Zuständig für'], skills: ['SAP', 'Jira', 'Scrum', 'Confluence'] },
  { file: 'contact-in-header-es', name: 'Lucía Fernández', email: 'lucia.fernandez@correo.es', phone: '+34 612 345 678', bullets: 5, quantified: 3, weak: ['responsable del', 'Ayudé en', 'Trabajé en'], skills: ['Figma', 'Sketch', 'HTML', 'CSS'] },
];

/** The text a reader of the HTML sees, in one case and one kind of space (CSS may upper-case a heading). */
function sourceText(file: string): string {
  const html = fs.readFileSync(path.join(dir, `${file}.html`), 'utf8');
  const body = html.replace(/<head>[\s\S]*<\/head>/, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&');
  return normal(body);
}
const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

describe('hand-written resumes printed by a browser', () => {
  for (const truth of TRUTHS) {
    it(`${truth.file}: finds the person, the drawn bullets and what they say, and quotes only text in the file`, async () => {
      const outcome = await critiqueResume(new Uint8Array(fs.readFileSync(path.join(dir, `${truth.file}.pdf`))), 'en');
      expect(outcome.status).toBe('critiqued');
      if (outcome.status !== 'critiqued') return;
      const { findings } = outcome.analysis;
      const source = sourceText(truth.file);
      for (const finding of findings) {
        for (const quote of finding.evidence) expect(source, `${finding.ruleId} quotes "${quote}"`).toContain(normal(quote));
      }
      const one = (ruleId: string) => findings.find((f) => f.ruleId === ruleId);
      expect(one('ats.name.found')?.evidence).toEqual([truth.name]);
      expect(one('style.email.valid')?.evidence).toEqual([truth.email]);
      expect(one('style.phone.valid')?.evidence).toEqual([truth.phone]);
      expect(one('structure.bullets.used')?.params?.count).toBe(truth.bullets);
      expect(one('impact.quantified.good')?.params).toMatchObject({ quantified: truth.quantified, total: truth.bullets });
      expect(findings.filter((f) => f.ruleId === 'language.weak_phrase').map((f) => f.evidence[0])).toEqual(truth.weak);
      expect(one('ats.skills.found')?.evidence).toEqual(expect.arrayContaining(truth.skills));
      expect(one('structure.sections.complete')).toBeDefined();
    });
  }
});
