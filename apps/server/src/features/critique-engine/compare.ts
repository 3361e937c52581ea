import type { Finding } from './checks';

/** What a problem finding is about: its rule and, where the rule flags text, the text (case and spacing aside). */
function identity(finding: Finding): string {
  const flagsText = finding.ruleId.startsWith('language.');
  return flagsText ? `${finding.ruleId}|${(finding.evidence[0] ?? '').toLowerCase().replace(/\s+/g, ' ').trim()}` : finding.ruleId;
}

/** Findings that ask for a change (warnings and errors); the rest say what is already good. */
const problems = (findings: Finding[]) => findings.filter((finding) => finding.severity !== 'info');

export type Comparison = { resolved: Finding[]; persisting: Finding[]; new: Finding[] };

/**
 * The original critique's problems beside the final document's: resolved (gone), persisting (still
 * there, shown with the final document's evidence) and new (only in the final document).
 */
export function compareFindings(before: Finding[], after: Finding[]): Comparison {
  const was = new Map(problems(before).map((finding) => [identity(finding), finding]));
  const now = new Map(problems(after).map((finding) => [identity(finding), finding]));
  return {
    resolved: [...was].filter(([key]) => !now.has(key)).map(([, finding]) => finding),
    persisting: [...now].filter(([key]) => was.has(key)).map(([, finding]) => finding),
    new: [...now].filter(([key]) => !was.has(key)).map(([, finding]) => finding),
  };
}
