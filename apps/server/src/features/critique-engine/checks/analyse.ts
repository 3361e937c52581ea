import type { ResumeDoc } from '../read';
import { checkEmail, checkName, checkPhone, nameFinding, type PhoneFound } from './contact';
import { RULES_VERSION, type Finding } from './finding';
import { checkQuantified } from './impact';
import { checkFiller, checkPassive, checkRepeatedVerbs, checkWeakPhrasing, detectLanguage } from './language';
import type { Section } from './lexicon/headings';
import type { ResumeLanguage } from './lexicon/phrasing';
import { bestFitTitles, findHardSkills, type TitleFit } from './skills';
import { checkBullets, checkSections, outline } from './structure';

/** Everything the checks found in one resume, with each finding's evidence. */
export type Analysis = {
  rulesVersion: string;
  language: ResumeLanguage;
  name: { first: string; last: string; line: string } | null;
  email: string | null;
  phone: PhoneFound | null;
  sections: Record<Section, boolean>;
  bullets: string[];
  experienceBullets: string[];
  quantified: string[];
  skills: string[];
  titles: TitleFit[];
  betterVerbs: string[];
  findings: Finding[];
}

/** Runs every check on a read resume (pure: the same document gives the same analysis). */
export function analyseResume(doc: ResumeDoc): Analysis {
  const language = detectLanguage(doc.text);
  const shape = outline(doc);
  const name = checkName(doc, shape);
  const email = checkEmail(doc, shape);
  const phone = checkPhone(doc, shape, language);
  const sections = checkSections(doc, shape, email.email !== null || phone.phone !== null);
  const bullets = checkBullets(doc, shape);
  const impact = checkQuantified(bullets.experienceBullets);
  const verbs = checkRepeatedVerbs(bullets.experienceBullets, language);
  const skills = findHardSkills(doc, shape);
  const titles = bestFitTitles(skills.skills, skills.evidence);
  return {
    rulesVersion: RULES_VERSION,
    language,
    name,
    email: email.email,
    phone: phone.phone,
    sections: sections.present,
    bullets: bullets.bullets,
    experienceBullets: bullets.experienceBullets,
    quantified: impact.quantified,
    skills: skills.skills,
    titles: titles.titles,
    betterVerbs: verbs.betterVerbs,
    findings: [
      bullets.finding,
      sections.finding,
      impact.finding,
      ...checkWeakPhrasing(doc, language),
      ...checkPassive(doc, language),
      ...checkFiller(doc, language),
      ...verbs.findings,
      nameFinding(name),
      skills.finding,
      titles.finding,
      email.finding,
      ...phone.findings,
    ],
  };
}
