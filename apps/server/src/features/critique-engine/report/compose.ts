import type { Analysis } from '../checks';
import type { Finding } from '../checks';
import { STRONG_VERBS } from '../checks';
import { reportText, REPORT_TEXTS, type ReportLanguage } from './texts';

const LANGUAGE_RULES = new Set(['language.weak_phrase', 'language.passive', 'language.filler', 'language.repeated_verb']);

/**
 * The critique's `review` as the review page shows it (spec 002 section 3), in the reader's
 * language, with the rules' version and every finding's evidence alongside.
 */
export function composeReview(analysis: Analysis, language: ReportLanguage) {
  const texts = REPORT_TEXTS[language];
  const find = (prefix: string) => analysis.findings.find((f) => f.ruleId.startsWith(prefix));
  const say = (finding: Finding | undefined, extra: Record<string, string | number> = {}) => (finding ? reportText(language, finding.ruleId, { ...finding.params, ...extra }) : '');
  const bullets = find('structure.bullets.')!;
  const sections = find('structure.sections.')!;
  const missing = String(sections.params?.missing ?? '')
    .split(',')
    .filter(Boolean)
    .map((section) => texts.sections[section as keyof typeof texts.sections] ?? section)
    .join(', ');
  const languageFindings = analysis.findings.filter((f) => LANGUAGE_RULES.has(f.ruleId));
  const phoneValid = find('style.phone.valid');
  const notInternational = find('style.phone.not_international');
  const email = find('style.email.')!;
  const name = find('ats.name.')!;
  const betterVerbs = analysis.betterVerbs.length ? analysis.betterVerbs : languageFindings.length ? STRONG_VERBS[analysis.language] : [];
  return {
    rules_version: analysis.rulesVersion,
    resume_language: analysis.language,
    structure_section: {
      use_of_bullets_check: { rule_id: bullets.ruleId, result: bullets.ruleId === 'structure.bullets.used' ? 'good' : 'bad', report_text: say(bullets), bullet_point_sentence: bullets.ruleId === 'structure.bullets.none' ? (bullets.evidence[0] ?? '') : '' },
      missing_sections_check: { rule_id: sections.ruleId, result: missing ? 'bad' : 'good', report_text: say(sections, { missing }), missing: String(sections.params?.missing ?? '').split(',').filter(Boolean) },
    },
    impact_and_experience_section: { impact_check: { rule_id: find('impact.')!.ruleId, result: find('impact.quantified.good') ? 'good' : 'bad', report_text: say(find('impact.')), quantified: analysis.quantified.length, total: analysis.experienceBullets.length } },
    language_section: {
      checks: languageFindings.map((f) => ({ rule_id: f.ruleId, result: 'bad', report_text: say(f), flagged_text: f.evidence[0] ?? '' })),
      better_verbs: betterVerbs,
    },
    ats_section: {
      hard_skills: analysis.skills,
      best_fit_jobs: analysis.titles.map((fit) => fit.title),
      best_fit_explained: analysis.titles.map((fit) => ({ title: fit.title, matched: fit.matched, of: fit.of, score: fit.score })),
      name_from_resume_first_name: analysis.name?.first ?? '',
      name_from_resume_last_name: analysis.name?.last ?? '',
      name_check: { rule_id: name.ruleId, report_text: say(name) },
      report_text: say(find('ats.titles.')),
    },
    style_section: {
      email_check: { rule_id: email.ruleId, result: analysis.email ? 'good' : 'bad', email: analysis.email ?? '', report_text: say(email, { email: analysis.email ?? '' }) },
      phone_number_check: {
        rule_id: phoneValid ? (notInternational ? notInternational.ruleId : phoneValid.ruleId) : 'style.phone.missing',
        result: analysis.phone ? 'good' : 'bad',
        phone_number: analysis.phone?.text ?? '',
        international: analysis.phone?.international ?? false,
        report_text: notInternational ? say(notInternational) : say(phoneValid ?? find('style.phone.'), { phone: analysis.phone?.text ?? '' }),
      },
    },
    findings: analysis.findings.map((f) => ({ rule_id: f.ruleId, severity: f.severity, evidence: f.evidence })),
  };
}
export type ComposedReview = ReturnType<typeof composeReview>;
