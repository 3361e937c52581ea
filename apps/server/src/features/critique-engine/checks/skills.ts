import type { ResumeDoc, ResumeLine } from '../read';
import type { Finding } from './finding';
import { SKILL_PATTERNS } from './lexicon/skills';
import { TITLE_SKILLS } from './lexicon/titles';
import type { Outline } from './structure';

const DATE_RANGE = /(?:19|20)\d\d\s*[-–—]\s*(?:(?:19|20)\d\d|\p{L}+)/u;

/**
 * Lines that claim skills: not the name and title block above the first heading, and not the
 * experience's job headers (a role, a company and its dates, where "DevOps Engineer" or
 * "Umbrella Logistics" name a job or an employer rather than a skill).
 */
export function skillLines(doc: ResumeDoc, shape: Outline): ResumeLine[] {
  return doc.lines.filter((line, index) => {
    if (index < shape.firstHeading && !line.bullet) return false;
    if (shape.sectionOf[index] === 'experience' && !line.bullet && (line.bold || DATE_RANGE.test(line.text))) return false;
    return true;
  });
}

/**
 * Hard skills of the lexicon written in the resume, each with the text it was found as (a longer
 * match wins an overlap). Lines are read as one text, so a skill wrapped onto the next line
 * ("Key / Account Management") is found whole; its evidence then holds a space where the file
 * breaks the line.
 */
export function findHardSkills(doc: ResumeDoc, shape: Outline): { skills: string[]; evidence: Record<string, string>; finding: Finding } {
  const text = skillLines(doc, shape)
    .map((line) => line.text)
    .join(' ');
  const matches: { name: string; start: number; end: number; text: string }[] = [];
  for (const { name, pattern } of SKILL_PATTERNS) {
    for (const match of text.matchAll(pattern)) matches.push({ name, start: match.index, end: match.index + match[0].length, text: match[0] });
  }
  matches.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: { start: number; end: number }[] = [];
  const evidence: Record<string, string> = {};
  for (const match of matches) {
    if (taken.some((span) => match.start < span.end && span.start < match.end)) continue;
    taken.push(match);
    evidence[match.name] ??= match.text;
  }
  const skills = Object.keys(evidence);
  return {
    skills,
    evidence,
    finding: skills.length
      ? { ruleId: 'ats.skills.found', severity: 'info', evidence: skills.map((skill) => evidence[skill]!), params: { count: skills.length } }
      : { ruleId: 'ats.skills.none', severity: 'warning', evidence: [] },
  };
}

export type TitleFit = {
  title: string;
  score: number;
  matched: string[];
  of: number;
}

/** Job titles ranked by skill overlap: the share of the title's skills present, and of the resume's skills the title uses. */
export function bestFitTitles(skills: string[], evidence: Record<string, string>, limit = 5): { titles: TitleFit[]; finding: Finding } {
  const have = new Set(skills);
  const titles = Object.entries(TITLE_SKILLS)
    .map(([title, wanted]) => {
      const matched = wanted.filter((skill) => have.has(skill));
      const score = matched.length / wanted.length / 2 + matched.length / Math.max(1, skills.length) / 2;
      return { title, score: Math.round(score * 1000) / 1000, matched, of: wanted.length };
    })
    .filter((fit) => fit.matched.length >= 2)
    .sort((a, b) => b.score - a.score || b.matched.length - a.matched.length || a.title.localeCompare(b.title))
    .slice(0, limit);
  const used = [...new Set(titles.flatMap((fit) => fit.matched))];
  return { titles, finding: { ruleId: 'ats.titles.ranked', severity: 'info', evidence: used.map((skill) => evidence[skill]!), params: { titles: titles.map((fit) => fit.title).join(', ') } } };
}
