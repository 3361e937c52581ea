import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod/mini';
import type { ResumeDoc, ResumeLine } from '../read';
import type { Finding } from './finding';
import { DOCUMENT_TITLES, headingSection, normalizeHeading } from './lexicon/headings';
import type { ResumeLanguage } from './lexicon/phrasing';
import { TITLE_WORDS } from './lexicon/titles';
import type { Outline } from './structure';

const PARTICLES = new Set(['von', 'van', 'de', 'del', 'della', 'der', 'den', 'da', 'das', 'dos', 'di', 'du', 'la', 'le', 'y', 'zu', 'ten', 'ter', 'bin', 'al']);
const NAME_WORD = /^[\p{Lu}][\p{L}\p{M}'’-]*\.?$/u;

/** Lines where contact details live: above the first heading (at most 15), the header, and a contact section. */
export function topLines(doc: ResumeDoc, shape: Outline): ResumeLine[] {
  const top = doc.lines.slice(0, Math.min(shape.firstHeading + 3, 15));
  // In two columns the name may head either column: the first lines of each column on the first page count too.
  if (doc.twoColumns) {
    for (const column of [1, 2]) top.push(...doc.lines.filter((line) => line.page === 1 && line.column === column).slice(0, 4));
  }
  const extra = doc.lines.filter((line, index) => line.source === 'header' || shape.sectionOf[index] === 'contact');
  return [...new Set([...top, ...extra])];
}

function nameParts(text: string): { first: string; last: string } | null {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 5) return null;
  if (/[\d@:|/\\,;()]/.test(text)) return null;
  const normal = normalizeHeading(text);
  if (DOCUMENT_TITLES.includes(normal) || headingSection(text)) return null;
  if (words.some((word) => TITLE_WORDS.has(word.toLowerCase().replace(/[.,]$/, '')))) return null;
  const [first, ...rest] = words;
  if (!first || !NAME_WORD.test(first) || first.endsWith('.')) return null;
  if (!rest.every((word) => NAME_WORD.test(word) || PARTICLES.has(word.toLowerCase()))) return null;
  if (!rest.some((word) => NAME_WORD.test(word))) return null;
  return { first, last: rest.join(' ') };
}

/** The name as an applicant tracking system reads it: the most prominent name-like line at the top; the first word is the first name. */
export function checkName(doc: ResumeDoc, shape: Outline): { first: string; last: string; line: string } | null {
  const candidates = topLines(doc, shape)
    .map((line, order) => ({ line, order, parts: nameParts(line.text) }))
    .filter((c): c is { line: ResumeLine; order: number; parts: { first: string; last: string } } => c.parts !== null);
  candidates.sort((a, b) => b.line.size - a.line.size || Number(b.line.bold) - Number(a.line.bold) || a.order - b.order);
  const best = candidates[0];
  return best ? { ...best.parts, line: best.line.text } : null;
}

export function nameFinding(name: ReturnType<typeof checkName>): Finding {
  return name ? { ruleId: 'ats.name.found', severity: 'info', evidence: [name.line], params: { first: name.first, last: name.last } } : { ruleId: 'ats.name.missing', severity: 'error', evidence: [] };
}

const EMAIL_CANDIDATE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
const emailSchema = z.email();

/** The first valid e-mail address, top lines first. */
export function checkEmail(doc: ResumeDoc, shape: Outline): { email: string | null; finding: Finding } {
  for (const line of [...topLines(doc, shape), ...doc.lines]) {
    for (const match of line.text.matchAll(EMAIL_CANDIDATE)) {
      const email = match[0].replace(/\.$/, '');
      if (emailSchema.safeParse(email).success) return { email, finding: { ruleId: 'style.email.valid', severity: 'info', evidence: [email] } };
    }
  }
  return { email: null, finding: { ruleId: 'style.email.missing', severity: 'error', evidence: [] } };
}

const COUNTRIES: Record<ResumeLanguage, CountryCode[]> = {
  en: ['US', 'GB', 'CA', 'AU', 'IE'],
  de: ['DE', 'AT', 'CH'],
  es: ['ES', 'MX', 'AR', 'CO'],
  fr: ['FR', 'BE', 'CH'],
  pt: ['PT', 'BR'],
  it: ['IT', 'CH'],
};
/** Months and years ("03/2020", "2015 – 2019", "2018 – 03/2020") that a phone matcher could take for a number. */
const DATE_LIKE = /\d{1,2}[./](?:19|20)\d\d|(?:19|20)\d\d\s*[-–—]\s*(?:\d{1,2}[./])?(?:19|20)\d\d|^\s*(?:19|20)\d\d\s*$/;

export type PhoneFound = {
  text: string;
  e164: string;
  international: boolean;
};

/** The first valid phone number: written internationally, or valid in a country of the resume's language. */
export function checkPhone(doc: ResumeDoc, shape: Outline, language: ResumeLanguage): { phone: PhoneFound | null; findings: Finding[] } {
  const countries: (CountryCode | undefined)[] = [undefined, ...COUNTRIES[language]];
  const lines = [...topLines(doc, shape), ...doc.lines];
  for (const country of countries) {
    for (const line of lines) {
      if ((line.text.match(/\d/g)?.length ?? 0) < 7) continue;
      for (const found of findPhoneNumbersInText(line.text, country ? { defaultCountry: country } : {})) {
        const text = line.text.slice(found.startsAt, found.endsAt);
        const around = line.text.slice(Math.max(0, found.startsAt - 8), found.endsAt + 8);
        if (!found.number.isValid() || DATE_LIKE.test(text) || DATE_LIKE.test(around) || (text.match(/\d/g)?.length ?? 0) < 7) continue;
        const international = /^(\+|00)/.test(text.trim());
        const phone = { text, e164: found.number.number, international };
        const findings: Finding[] = [{ ruleId: 'style.phone.valid', severity: 'info', evidence: [text] }];
        if (!international) findings.push({ ruleId: 'style.phone.not_international', severity: 'warning', evidence: [text], params: { international: found.number.formatInternational() } });
        return { phone, findings };
      }
    }
  }
  return { phone: null, findings: [{ ruleId: 'style.phone.missing', severity: 'warning', evidence: [] }] };
}
