/** The five sections the critique looks for. */
export const SECTIONS = ['contact', 'summary', 'experience', 'education', 'skills'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * Section headings as resumes write them, in English, German, Spanish, French, Portuguese and
 * Italian (compared lower-case, without accents, without a trailing colon).
 */
export const SECTION_HEADINGS: Record<Section, string[]> = {
  contact: [
    'contact', 'contact information', 'contact details', 'personal details', 'personal information', 'contact info',
    'kontakt', 'kontaktdaten', 'personliche daten', 'personliche angaben', 'kontaktinformationen',
    'contacto', 'datos de contacto', 'datos personales', 'informacion de contacto',
    'coordonnees', 'informations personnelles', 'contatti', 'contatto', 'dati personali', 'informazioni di contatto',
    'contato', 'dados pessoais', 'informacoes de contato', 'dados de contato',
  ],
  summary: [
    'summary', 'professional summary', 'profile', 'professional profile', 'about me', 'objective', 'career objective',
    'career summary', 'executive summary', 'personal statement', 'overview',
    'profil', 'kurzprofil', 'zusammenfassung', 'uber mich', 'berufsprofil', 'personliches profil',
    'resumen', 'perfil', 'perfil profesional', 'sobre mi', 'resumen profesional', 'extracto', 'objetivo profesional',
    'profil professionnel', 'a propos de moi', 'resume', 'sommario', 'profilo', 'profilo professionale', 'chi sono',
    'resumo', 'perfil profissional', 'sobre mim', 'resumo profissional',
  ],
  experience: [
    'experience', 'work experience', 'professional experience', 'employment history', 'work history', 'employment',
    'career history', 'relevant experience', 'experience and achievements',
    'berufserfahrung', 'berufliche erfahrung', 'beruflicher werdegang', 'praxiserfahrung', 'werdegang', 'berufspraxis',
    'experiencia', 'experiencia laboral', 'experiencia profesional', 'trayectoria profesional', 'historial laboral',
    'experience professionnelle', 'parcours professionnel', 'esperienza', 'esperienze lavorative', 'esperienza professionale',
    'esperienza lavorativa', 'experiencia profissional', 'historico profissional',
  ],
  education: [
    'education', 'education and training', 'academic background', 'qualifications', 'academic qualifications', 'education and certifications',
    'ausbildung', 'bildung', 'bildungsweg', 'studium', 'akademischer werdegang', 'schulbildung', 'aus- und weiterbildung',
    'educacion', 'formacion', 'formacion academica', 'estudios', 'educacion y formacion',
    'formation', 'etudes', 'diplomes', 'istruzione', 'formazione', 'istruzione e formazione', 'titoli di studio',
    'educacao', 'formacao', 'formacao academica',
  ],
  skills: [
    'skills', 'technical skills', 'key skills', 'core skills', 'core competencies', 'competencies', 'skills and tools', 'expertise',
    'areas of expertise', 'hard skills', 'tools', 'technologies',
    'kenntnisse', 'fahigkeiten', 'kompetenzen', 'fachkenntnisse', 'it-kenntnisse', 'skills und kenntnisse', 'fachliche kompetenzen',
    'habilidades', 'competencias', 'aptitudes', 'conocimientos', 'habilidades tecnicas', 'competencias tecnicas',
    'competences', 'competences techniques', 'competenze', 'competenze tecniche', 'abilita', 'competencias tecnicas', 'habilidades e competencias',
  ],
};

/** Lines at the top that are neither a name nor a section ("Curriculum Vitae"). */
export const DOCUMENT_TITLES = ['resume', 'curriculum vitae', 'cv', 'lebenslauf', 'curriculo', 'curriculum', 'hoja de vida'];

/** Lower case, accents and a trailing colon removed, spaces collapsed. */
export function normalizeHeading(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[&+/|]/g, ' and ')
    .replace(/[:.•\-–—_*]+\s*$/u, '')
    .replace(/^[\s:•\-–—_*]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const BY_TEXT = new Map<string, Section>();
for (const section of SECTIONS) for (const heading of SECTION_HEADINGS[section]) BY_TEXT.set(normalizeHeading(heading), section);

/** The section a heading line names, or null. */
export function headingSection(text: string): Section | null {
  const normal = normalizeHeading(text);
  if (normal.split(' ').length > 5) return null;
  return BY_TEXT.get(normal) ?? BY_TEXT.get(normal.replace(/ and /g, ' ').replace(/\s+/g, ' ')) ?? null;
}
