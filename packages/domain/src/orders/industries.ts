import { z } from 'zod/mini';

// The fixed list the customer picks from after buying (spec 002 sections 2.7 and 5). `key` is the
// stable identifier for translations; `iconClass` is a Tabler icon name the web maps to a component.

export type Industry = { key: string; industryName: string; iconClass: string };

export const INDUSTRIES = [
  { key: 'accounting', industryName: 'Accounting', iconClass: 'calculator' },
  { key: 'administrative', industryName: 'Administrative', iconClass: 'clipboard' },
  { key: 'advertising-marketing', industryName: 'Advertising & Marketing', iconClass: 'speakerphone' },
  { key: 'aerospace', industryName: 'Aerospace', iconClass: 'plane' },
  { key: 'agriculture', industryName: 'Agriculture', iconClass: 'plant' },
  { key: 'architecture', industryName: 'Architecture', iconClass: 'building-arch' },
  { key: 'arts-design', industryName: 'Arts & Design', iconClass: 'palette' },
  { key: 'automotive', industryName: 'Automotive', iconClass: 'car' },
  { key: 'banking-finance', industryName: 'Banking & Finance', iconClass: 'building-bank' },
  { key: 'construction', industryName: 'Construction', iconClass: 'crane' },
  { key: 'consulting', industryName: 'Consulting', iconClass: 'bulb' },
  { key: 'customer-service', industryName: 'Customer Service', iconClass: 'headset' },
  { key: 'education', industryName: 'Education', iconClass: 'school' },
  { key: 'energy-utilities', industryName: 'Energy & Utilities', iconClass: 'bolt' },
  { key: 'engineering', industryName: 'Engineering', iconClass: 'tool' },
  { key: 'entertainment-media', industryName: 'Entertainment & Media', iconClass: 'movie' },
  { key: 'government', industryName: 'Government', iconClass: 'building-community' },
  { key: 'healthcare', industryName: 'Healthcare', iconClass: 'heartbeat' },
  { key: 'hospitality-tourism', industryName: 'Hospitality & Tourism', iconClass: 'beach' },
  { key: 'human-resources', industryName: 'Human Resources', iconClass: 'users' },
  { key: 'information-technology', industryName: 'Information Technology', iconClass: 'device-desktop' },
  { key: 'insurance', industryName: 'Insurance', iconClass: 'umbrella' },
  { key: 'legal', industryName: 'Legal', iconClass: 'scale' },
  { key: 'logistics-supply-chain', industryName: 'Logistics & Supply Chain', iconClass: 'truck-delivery' },
  { key: 'manufacturing', industryName: 'Manufacturing', iconClass: 'building-factory' },
  { key: 'non-profit', industryName: 'Non-Profit', iconClass: 'heart-handshake' },
  { key: 'pharmaceuticals', industryName: 'Pharmaceuticals', iconClass: 'pill' },
  { key: 'real-estate', industryName: 'Real Estate', iconClass: 'home' },
  { key: 'retail', industryName: 'Retail', iconClass: 'shopping-cart' },
  { key: 'sales', industryName: 'Sales', iconClass: 'trending-up' },
  { key: 'science-research', industryName: 'Science & Research', iconClass: 'flask' },
  { key: 'security', industryName: 'Security', iconClass: 'shield-lock' },
  { key: 'sports-fitness', industryName: 'Sports & Fitness', iconClass: 'barbell' },
  { key: 'telecommunications', industryName: 'Telecommunications', iconClass: 'antenna' },
  { key: 'transportation', industryName: 'Transportation', iconClass: 'bus' },
  { key: 'military-veterans', industryName: 'Military & Veterans', iconClass: 'medal' },
  { key: 'executive-management', industryName: 'Executive Management', iconClass: 'briefcase' },
  { key: 'other', industryName: 'Other', iconClass: 'dots' },
] as const satisfies readonly Industry[];

export type IndustryName = (typeof INDUSTRIES)[number]['industryName'];
export const INDUSTRY_NAMES = INDUSTRIES.map((industry) => industry.industryName) as [IndustryName, ...IndustryName[]];

export function industryByName(name: string): Industry | undefined {
  return INDUSTRIES.find((industry) => industry.industryName === name);
}

export function industryByKey(key: string): Industry | undefined {
  return INDUSTRIES.find((industry) => industry.key === key);
}

export const MIN_INDUSTRIES = 1;
export const MAX_INDUSTRIES = 3;

export const INITIAL_QUESTION_MESSAGES = {
  tooManyIndustries: "You Can't Select More Than 3 Industries",
  industriesRange: 'You should select 1-3 industries',
  experienceRequired: 'You must select one of the answers!',
} as const;

export const EXPERIENCE_LEVELS = [
  { key: 'no-high-school', label: "Didn't complete high school" },
  { key: 'in-college', label: 'Currently in college' },
  { key: 'entry', label: 'Entry Level (0 years)' },
  { key: 'associate', label: 'Associate (1-5)' },
  { key: 'mid-senior', label: 'Mid-Senior level (5-10)' },
  { key: 'director', label: 'Director (10-15)' },
  { key: 'executive', label: 'Executive/C-Suite (15+)' },
  { key: 'other', label: 'Other' },
] as const;

export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['key'];
export const EXPERIENCE_LEVEL_KEYS = EXPERIENCE_LEVELS.map((level) => level.key) as [ExperienceLevel, ...ExperienceLevel[]];

/**
 * Clicking an industry: a selected one is removed, a new one is added unless three are already
 * chosen, in which case the selection stays and the message explains why.
 */
export function toggleIndustry(selected: readonly string[], name: string): { selected: string[]; message: string | null } {
  if (selected.includes(name)) return { selected: selected.filter((item) => item !== name), message: null };
  if (selected.length >= MAX_INDUSTRIES) {
    return { selected: [...selected], message: INITIAL_QUESTION_MESSAGES.tooManyIndustries };
  }
  return { selected: [...selected, name], message: null };
}

/** Step 1 may be left only with one to three known, distinct industries. */
export function industriesProblem(selected: readonly string[]): string | null {
  const distinct = new Set(selected);
  const known = [...distinct].every((name) => industryByName(name) !== undefined);
  const inRange = distinct.size >= MIN_INDUSTRIES && distinct.size <= MAX_INDUSTRIES;
  return known && inRange && distinct.size === selected.length ? null : INITIAL_QUESTION_MESSAGES.industriesRange;
}

export function experienceProblem(level: string | null | undefined): string | null {
  return EXPERIENCE_LEVEL_KEYS.some((key) => key === level) ? null : INITIAL_QUESTION_MESSAGES.experienceRequired;
}

/**
 * The initial-question answers as stored on the order: industry names from the list (names, as
 * the spec's `customer_industries` holds them) and an experience level key.
 */
export const initialQuestionAnswersSchema = z.object({
  customer_industries: z.array(z.enum(INDUSTRY_NAMES)).check(
    z.minLength(MIN_INDUSTRIES, INITIAL_QUESTION_MESSAGES.industriesRange),
    z.maxLength(MAX_INDUSTRIES, INITIAL_QUESTION_MESSAGES.industriesRange),
    z.refine((names) => new Set(names).size === names.length, INITIAL_QUESTION_MESSAGES.industriesRange),
  ),
  years_of_experience: z.enum(EXPERIENCE_LEVEL_KEYS, INITIAL_QUESTION_MESSAGES.experienceRequired),
});
export type InitialQuestionAnswers = z.infer<typeof initialQuestionAnswersSchema>;
