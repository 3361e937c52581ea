/** The version of the rules below: stored with every critique, so a finding can be traced to the rules that made it. */
export const RULES_VERSION = '2026.11-1';

export type Severity = 'info' | 'warning' | 'error';

/** One thing a check found: its rule, how much it matters and the exact text in the file it rests on. */
export type Finding = {
  ruleId: RuleId;
  severity: Severity;
  /** Exact substrings of the file's text (empty only for something missing). */
  evidence: string[];
  params?: Record<string, string | number>;
}

export const RULE_IDS = [
  'structure.bullets.none',
  'structure.bullets.used',
  'structure.sections.missing',
  'structure.sections.complete',
  'impact.quantified.low',
  'impact.quantified.good',
  'language.weak_phrase',
  'language.passive',
  'language.filler',
  'language.repeated_verb',
  'ats.name.found',
  'ats.name.missing',
  'ats.skills.found',
  'ats.skills.none',
  'ats.titles.ranked',
  'style.email.valid',
  'style.email.missing',
  'style.phone.valid',
  'style.phone.missing',
  'style.phone.not_international',
] as const;
export type RuleId = (typeof RULE_IDS)[number];
