import { describe, expect, it } from 'vitest';
import { analyseResume } from './checks';
import { compareFindings } from './compare';
import type { ResumeDoc } from './read';

const doc = (lines: string[]): ResumeDoc => ({
  kind: 'docx',
  pages: 1,
  twoColumns: false,
  lines: lines.map((text, index) => ({ text, page: 1, column: 0, x: index, y: 0, size: index === 0 ? 20 : 11, bold: false, bullet: text.startsWith('•'), source: 'body' })),
  text: lines.join('\n'),
});

describe('before and after', () => {
  it('tells the problems the final document resolved, kept and brought in', () => {
    const original = analyseResume(doc(['Sam Porter', 'sam@example.com', 'Experience', '• Responsible for the budget', '• Helped with hiring', '• Wrote reports']));
    const final = analyseResume(
      doc(['Sam Porter', 'sam@example.com | +1 415 823 4567', 'Summary', 'Finance lead.', 'Experience', '• Cut the budget by 12%', '• Helped with hiring 14 people', '• Hired 9 analysts in 2024', 'Education', 'BA Economics', 'Skills', 'Excel, SQL, various tools']),
    );
    const { resolved, persisting, new: added } = compareFindings(original.findings, final.findings);
    expect(resolved.map((f) => f.ruleId)).toEqual(expect.arrayContaining(['structure.sections.missing', 'impact.quantified.low', 'language.weak_phrase', 'style.phone.missing']));
    expect(resolved.find((f) => f.ruleId === 'language.weak_phrase')?.evidence).toEqual(['Responsible for']);
    expect(persisting).toEqual([expect.objectContaining({ ruleId: 'language.weak_phrase', evidence: ['Helped with'] })]);
    expect(added).toEqual([expect.objectContaining({ ruleId: 'language.filler', evidence: ['various'] })]);
  });
});
