/** The checks: pure functions from a read resume to findings with their evidence. */
export { analyseResume, type Analysis } from './analyse';
export { RULE_IDS, RULES_VERSION, type Finding, type RuleId, type Severity } from './finding';
export { SECTIONS, type Section } from './lexicon/headings';
export { STRONG_VERBS, type ResumeLanguage } from './lexicon/phrasing';
