import { describe, expect, it } from 'vitest';
import type { ResumeDoc, ResumeLine } from '../read';
import { startsWithBullet } from '../read';
import { analyseResume } from './analyse';
import { checkEmail, checkName, checkPhone } from './contact';
import { checkQuantified, isQuantified } from './impact';
import { checkFiller, checkPassive, checkRepeatedVerbs, checkWeakPhrasing, detectLanguage } from './language';
import { bestFitTitles, findHardSkills } from './skills';
import { checkBullets, checkSections, outline } from './structure';

/** A document of plain lines; `{ size: 22 }` objects set a line's layout. */
function docOf(...lines: (string | Partial<ResumeLine> & { text: string })[]): ResumeDoc {
  const full: ResumeLine[] = lines.map((line, index) => {
    const given = typeof line === 'string' ? { text: line } : line;
    return { page: 1, column: 0, x: 0, y: -index, size: 10, bold: false, bullet: startsWithBullet(given.text), source: 'body', ...given };
  });
  return { kind: 'pdf', pages: 1, twoColumns: false, lines: full, text: full.map((line) => line.text).join('\n') };
}

describe('name', () => {
  it('takes the most prominent name-like line at the top; a job title above it is not the name', () => {
    const doc = docOf({ text: 'SENIOR DATA ANALYST', size: 11, bold: true }, { text: 'Mary-Kate O’Brien', size: 22, bold: true }, 'mary@example.com', 'Experience');
    expect(checkName(doc, outline(doc))).toEqual({ first: 'Mary-Kate', last: 'O’Brien', line: 'Mary-Kate O’Brien' });
  });
  it('keeps particles and compound surnames in the last name, skips "Curriculum Vitae" and headings', () => {
    const doc = docOf({ text: 'Curriculum Vitae', size: 24 }, { text: 'María de la Fuente García', size: 20 }, 'Experiencia profesional');
    expect(checkName(doc, outline(doc))).toMatchObject({ first: 'María', last: 'de la Fuente García' });
  });
  it('finds nothing rather than guessing when no line looks like a name', () => {
    const doc = docOf('jobs@example.com | 555 0101', 'Experience', '• Led 4 people');
    expect(checkName(doc, outline(doc))).toBeNull();
  });
});

describe('e-mail and phone', () => {
  it('finds a valid address and ignores a broken one', () => {
    const doc = docOf('Ana Ruiz', 'ana@@example | ana.ruiz@example.es');
    expect(checkEmail(doc, outline(doc)).email).toBe('ana.ruiz@example.es');
    expect(checkEmail(docOf('Ana Ruiz', 'no mail here'), outline(docOf('x'))).finding.ruleId).toBe('style.email.missing');
  });
  it('reads international and national numbers, asks for the country code of a national one', () => {
    const de = docOf('Jörg Krüger', 'Tel. 030 1234 5678', 'Berufserfahrung', '• Senkte die Kosten um 14.000 EUR (2019 – 2021)');
    const found = checkPhone(de, outline(de), 'de');
    expect(found.phone).toMatchObject({ text: '030 1234 5678', e164: '+493012345678', international: false });
    expect(found.findings.map((f) => f.ruleId)).toEqual(['style.phone.valid', 'style.phone.not_international']);
    const intl = docOf('Ana Ruiz', '+34 612 345 678');
    expect(checkPhone(intl, outline(intl), 'es').phone).toMatchObject({ e164: '+34612345678', international: true });
  });
  it('does not take amounts or date ranges for phone numbers', () => {
    const doc = docOf('Jörg Krüger', 'Berufserfahrung', '• Senkte die Kosten um 14.000 EUR', '01/2018 – 03/2020', '2015 - 2019');
    expect(checkPhone(doc, outline(doc), 'de').phone).toBeNull();
  });
});

describe('sections and bullets', () => {
  it('recognises headings in English, German, Spanish, French, Portuguese and Italian', () => {
    for (const [summary, experience, education, skills] of [
      ['Professional Summary', 'WORK EXPERIENCE', 'Education', 'Technical Skills:'],
      ['Kurzprofil', 'Berufserfahrung', 'Ausbildung', 'IT-Kenntnisse'],
      ['Perfil profesional', 'Experiencia laboral', 'Formación académica', 'Habilidades'],
      ['Profil professionnel', 'Expérience professionnelle', 'Formation', 'Compétences'],
      ['Perfil profissional', 'Experiência profissional', 'Formação acadêmica', 'Competências'],
      ['Profilo', 'Esperienza professionale', 'Istruzione', 'Competenze'],
    ]) {
      const doc = docOf('Ana Ruiz', summary!, 'text', experience!, '• did things', education!, 'a degree', skills!, 'SQL');
      const { present, finding } = checkSections(doc, outline(doc), true);
      expect(present, summary).toEqual({ contact: true, summary: true, experience: true, education: true, skills: true });
      expect(finding.ruleId).toBe('structure.sections.complete');
    }
  });
  it('names the missing sections; contact counts when details are there without a heading', () => {
    const doc = docOf('Ana Ruiz', 'Experience', '• Led 4 people');
    const { finding } = checkSections(doc, outline(doc), false);
    expect(finding).toMatchObject({ ruleId: 'structure.sections.missing', severity: 'error', params: { missing: 'contact,summary,education,skills' } });
  });
  it('without bullets, quotes the paragraph that should be bullets', () => {
    const doc = docOf('Ana Ruiz', 'Experience', 'Sales lead, Acme', 'I managed the regional team and improved the results of the whole department over three years.');
    const { finding, experienceBullets } = checkBullets(doc, outline(doc));
    expect(experienceBullets).toEqual([]);
    expect(finding).toMatchObject({ ruleId: 'structure.bullets.none', evidence: ['I managed the regional team and improved the results of the whole department over three years.'] });
  });
});

describe('impact', () => {
  it('counts money, shares, multipliers and counts; not years, dates or numbers in names', () => {
    for (const yes of ['Cut costs by $40K', 'Grew revenue 25%', 'Senkte Kosten um 43.000 EUR', 'Dirigí un equipo de 7 personas', 'Doubled the pipeline', 'Tripled output 3x']) expect(isQuantified(yes), yes).toBe(true);
    for (const no of ['Joined in 2019', 'From 03/2020 to 05.2021', 'Introduced ISO 9001 audits', 'Programmed Siemens S7 controllers', 'Led the team']) expect(isQuantified(no), no).toBe(false);
  });
  it('flags a share under one half with the unquantified bullets as evidence', () => {
    const { finding } = checkQuantified(['• Grew sales 20%', '• Led the team', '• Wrote reports']);
    expect(finding).toMatchObject({ ruleId: 'impact.quantified.low', params: { quantified: 1, total: 3, percent: 33 }, evidence: ['• Led the team', '• Wrote reports'] });
  });
});

describe('language', () => {
  it('detects the resume language by its common words', () => {
    expect(detectLanguage('Leitete das Team und die Projekte für den Vertrieb mit der Geschäftsleitung')).toBe('de');
    expect(detectLanguage('Dirigí el equipo de ventas y la estrategia para los clientes del sector')).toBe('es');
    expect(detectLanguage('Led the sales team and the strategy for the key accounts')).toBe('en');
  });
  it('flags weak phrasing, passive voice and filler with the exact text found', () => {
    const en = docOf('• Was responsible for the budget', '• The report was prepared by me', 'Hard-working team player');
    expect(checkWeakPhrasing(en, 'en').map((f) => f.evidence[0])).toEqual(['Was responsible for']);
    expect(checkPassive(en, 'en').map((f) => f.evidence[0])).toEqual(['was prepared by']);
    expect(checkFiller(en, 'en').map((f) => f.evidence[0])).toEqual(['Hard-working', 'team player']);
    expect(checkWeakPhrasing(docOf('• Zuständig für die Buchhaltung'), 'de')[0]?.evidence).toEqual(['Zuständig für']);
    expect(checkWeakPhrasing(docOf('• Encargado de mantener el sistema'), 'es')[0]?.evidence).toEqual(['Encargado de']);
    expect(checkWeakPhrasing(docOf('• Led the budget of 2M'), 'en')).toEqual([]);
  });
  it('flags a verb that opens three bullets and suggests better ones', () => {
    const { findings, betterVerbs } = checkRepeatedVerbs(['• Managed a', '• Managed b', '• managed c', '• Led d'], 'en');
    expect(findings).toEqual([expect.objectContaining({ ruleId: 'language.repeated_verb', evidence: ['Managed'], params: expect.objectContaining({ count: 3 }) })]);
    expect(betterVerbs).toEqual(['Directed', 'Oversaw', 'Orchestrated', 'Coordinated']);
  });
});

describe('hard skills and titles', () => {
  it('matches product names by their spelling and case, the longer of two overlapping', () => {
    const doc = docOf('Skills', 'JavaScript, C++, C#, .NET, Node.js, SAP FI, React', 'I react to change; a go-to person; excel at Go and R, Excel');
    const { skills, evidence } = findHardSkills(doc, outline(doc));
    expect(skills.sort()).toEqual(['.NET', 'C#', 'C++', 'Excel', 'Go', 'JavaScript', 'Node.js', 'R', 'React', 'SAP FI'].sort());
    expect(evidence['Go']).toBe('Go');
  });
  it('does not count a job header or the name block as skills', () => {
    const doc = docOf('Dana Kim', 'DevOps Engineer', 'Experience', { text: 'Engineer, Umbrella Logistics  2019 – 2022', bold: true }, '• Automated releases with Jenkins');
    expect(findHardSkills(doc, outline(doc)).skills).toEqual(['Jenkins']);
  });
  it('ranks titles by skill overlap and says which skills matched', () => {
    const { titles } = bestFitTitles(['SQL', 'Tableau', 'Power BI', 'Excel', 'Python'], {});
    expect(titles[0]).toMatchObject({ title: 'Data Analyst', matched: ['SQL', 'Excel', 'Tableau', 'Power BI', 'Python'] });
  });
});

describe('the whole analysis', () => {
  it('gives evidence that is text of the document for every finding', () => {
    const doc = docOf(
      { text: 'Jordan Lee', size: 22, bold: true },
      'jordan.lee@example.com | +1 (415) 823-4567',
      'Summary',
      'Hard-working analyst with SQL and Tableau.',
      'Experience',
      '• Responsible for weekly reports',
      '• Managed the dashboard in Tableau',
      '• Managed a team of 4',
      '• Managed the budget of $2M',
    );
    const analysis = analyseResume(doc);
    expect(analysis.name).toMatchObject({ first: 'Jordan', last: 'Lee' });
    for (const finding of analysis.findings) for (const evidence of finding.evidence) expect(doc.text, finding.ruleId).toContain(evidence);
  });
});
