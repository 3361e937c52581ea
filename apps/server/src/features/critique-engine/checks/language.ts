import type { ResumeDoc } from '../read';
import { stripBullet } from '../read';
import type { Finding } from './finding';
import { BETTER_VERBS, FILLER, PASSIVE_PATTERNS, RESUME_LANGUAGES, STOPWORDS, STRONG_VERBS, WEAK_PHRASES, type ResumeLanguage } from './lexicon/phrasing';

/** The resume's language by its commonest words (English when nothing stands out). */
export function detectLanguage(text: string): ResumeLanguage {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  let best: ResumeLanguage = 'en';
  let bestScore = 0;
  for (const language of RESUME_LANGUAGES) {
    const score = STOPWORDS[language].reduce((sum, word) => sum + (counts.get(word) ?? 0), 0);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  return best;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrasePattern = (phrases: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...phrases].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
const WEAK = Object.fromEntries(RESUME_LANGUAGES.map((language) => [language, phrasePattern(WEAK_PHRASES[language])])) as Record<ResumeLanguage, RegExp>;
const FILLERS = Object.fromEntries(RESUME_LANGUAGES.map((language) => [language, phrasePattern(FILLER[language])])) as Record<ResumeLanguage, RegExp>;

/** Each flagged phrase once per line, as written in the file, with its line. */
function flag(doc: ResumeDoc, patterns: RegExp[], ruleId: Finding['ruleId'], severity: Finding['severity']): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const line of doc.lines) {
    for (const pattern of patterns) {
      for (const match of line.text.matchAll(pattern)) {
        const key = `${match[0].toLowerCase()}\n${line.text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        findings.push({ ruleId, severity, evidence: [match[0]], params: { line: line.text } });
      }
    }
  }
  return findings;
}

/** Weak phrasing ("responsible for", "verantwortlich für", "encargado de"): duties instead of results. */
export function checkWeakPhrasing(doc: ResumeDoc, language: ResumeLanguage): Finding[] {
  return flag(doc, [WEAK[language], ...(language === 'en' ? [] : [WEAK.en])], 'language.weak_phrase', 'warning');
}

export function checkPassive(doc: ResumeDoc, language: ResumeLanguage): Finding[] {
  return flag(doc, PASSIVE_PATTERNS[language], 'language.passive', 'warning');
}

export function checkFiller(doc: ResumeDoc, language: ResumeLanguage): Finding[] {
  return flag(doc, [FILLERS[language]], 'language.filler', 'warning');
}

/** A verb that opens three or more experience bullets, with better ones. */
export function checkRepeatedVerbs(experienceBullets: string[], language: ResumeLanguage): { findings: Finding[]; betterVerbs: string[] } {
  const byVerb = new Map<string, string[]>();
  for (const bullet of experienceBullets) {
    const first = stripBullet(bullet).match(/^\p{L}+/u)?.[0];
    if (!first) continue;
    const key = first.toLowerCase();
    byVerb.set(key, [...(byVerb.get(key) ?? []), first]);
  }
  const findings: Finding[] = [];
  const betterVerbs: string[] = [];
  for (const [verb, uses] of byVerb) {
    if (uses.length < 3) continue;
    const better = BETTER_VERBS[language][verb] ?? STRONG_VERBS[language].filter((strong) => strong.toLowerCase() !== verb).slice(0, 4);
    findings.push({ ruleId: 'language.repeated_verb', severity: 'warning', evidence: [uses[0]!], params: { verb: uses[0]!, count: uses.length, better: better.join(', ') } });
    betterVerbs.push(...better);
  }
  return { findings, betterVerbs: [...new Set(betterVerbs)] };
}

export { STRONG_VERBS };
