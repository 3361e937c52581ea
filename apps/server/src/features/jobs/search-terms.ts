/**
 * What the customer typed, turned into what the postings query needs. The words go to PostgreSQL's
 * `websearch_to_tsquery` as typed (quotes and minus work there); the typo fallback compares letters
 * instead, so it must be told which words were excluded, or it would bring back by similarity the
 * very postings the customer ruled out ("nurse -registered" showing registered nurses).
 */

/** The words and phrases to look for, and those ruled out with a minus (as `websearch_to_tsquery` reads them). */
export function splitExclusions(what: string): { include: string; exclude: string } {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const [, minus, phrase, word] of what.matchAll(/(-?)(?:"([^"]*)"?|(\S+))/g)) {
    const text = (phrase ?? word ?? '').replace(/"/g, '').trim();
    if (!/[\p{L}\p{N}]/u.test(text)) continue;
    if (minus) exclude.push(phrase !== undefined ? `"${text}"` : text);
    else if (text.toLowerCase() !== 'or') include.push(text);
  }
  return { include: include.join(' '), exclude: exclude.join(' or ') };
}

const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}]/g;
const regions = new Intl.DisplayNames(['en'], { type: 'region' });
/** Sources write the United Kingdom as "UK" (Adzuna) though its ISO code is GB. */
const CODE_ALIASES: Record<string, string[]> = { GB: ['UK'], UK: ['GB'] };

let countryCodes: Map<string, string> | null = null;
/** English country names to their two-letter codes ("united states" -> "US"), made once. */
function countryCodeOf(name: string): string | undefined {
  if (!countryCodes) {
    countryCodes = new Map();
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const english = regions.of(code);
        if (english && english !== code) countryCodes.set(english.toLowerCase(), code);
      }
    }
  }
  return countryCodes.get(name.toLowerCase());
}

/**
 * The PostgreSQL regular expression (for `~*`) that finds a place: what was typed at the start of a
 * word of the posting's place (its location and region names), so "US" finds "Denver" filed under
 * US but not "Austin" for the letters inside it. A country's English name also finds its code
 * ("United States" finds the postings filed under US), as sources file countries by code.
 */
export function placePattern(where: string): string {
  const words = where.trim().split(/\s+/).filter(Boolean);
  const phrase = words.map((word) => word.replace(REGEX_SPECIAL, (c) => `\\${c}`)).join('\\s+');
  const typed = words.join(' ');
  const code = countryCodeOf(typed) ?? (/^[a-z]{2}$/i.test(typed) ? typed.toUpperCase() : undefined);
  const codes = code ? [code, ...(CODE_ALIASES[code] ?? [])].filter((c) => c.toLowerCase() !== typed.toLowerCase()) : [];
  const alternatives = [phrase, ...codes.map((c) => `${c}\\M`)];
  return `\\m(${alternatives.join('|')})`;
}

/** What a posting's place is searched by: its location and the names of its region, one text. */
export function placeText(location: string, area: readonly string[]): string {
  return [...new Set([location, ...area].map((part) => part.trim()).filter(Boolean))].join(' ; ');
}
