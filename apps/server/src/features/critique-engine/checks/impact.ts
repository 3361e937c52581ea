import type { Finding } from './finding';

const YEAR = /^(?:19|20)\d\d$/;
const NUMBER = /\d+(?:[.,]\d+)*/g;
const MONEY_OR_SHARE = /[$€£¥]\s?\d|\d\s?(?:%|percent|prozent|por ciento|pour cent|per cento)|\d\s?(?:k|m|mio|mrd|bn|million|millionen|millones|millions|eur|usd|gbp|chf|tsd)\b/iu;
const DATE = /^\d{1,2}[./](?:(?:19|20)\d\d|\d\d)$/;
/** A number that is part of a name: ISO 9001, S7, Office 365. */
const NAMED = /(?:\p{L}|\b\p{Lu}{2,}[\s-]?)$/u;
const MULTIPLIER = /\b(?:doubled|tripled|halved|verdoppelt\p{L}*|verdreifacht\p{L}*|halbiert\p{L}*|dupliqu\p{L}+|tripliqu\p{L}+)\b/iu;

/** A measurable result: money, a share, a multiplier, or a count that is not a year or a date. */
export function isQuantified(text: string): boolean {
  if (MONEY_OR_SHARE.test(text) || MULTIPLIER.test(text)) return true;
  for (const match of text.matchAll(NUMBER)) {
    const token = match[0];
    const start = match.index;
    const before = text.slice(Math.max(0, start - 1), start);
    const after = text.slice(start + token.length, start + token.length + 1);
    if (YEAR.test(token)) continue;
    if (/[./]/.test(before) || /[/]/.test(after) || DATE.test(token)) continue;
    if (NAMED.test(text.slice(Math.max(0, start - 6), start))) continue;
    return true;
  }
  return false;
}

/** The share of experience bullets that carry a measurable result (below 50 % is flagged). */
export function checkQuantified(experienceBullets: string[]): { quantified: string[]; finding: Finding } {
  const quantified = experienceBullets.filter(isQuantified);
  const total = experienceBullets.length;
  const percent = total ? Math.round((quantified.length / total) * 100) : 0;
  const params = { quantified: quantified.length, total, percent };
  const unquantified = experienceBullets.filter((bullet) => !isQuantified(bullet));
  if (total > 0 && percent >= 50) return { quantified, finding: { ruleId: 'impact.quantified.good', severity: 'info', evidence: quantified.slice(0, 3), params } };
  return { quantified, finding: { ruleId: 'impact.quantified.low', severity: total ? 'warning' : 'info', evidence: unquantified.slice(0, 3), params } };
}
