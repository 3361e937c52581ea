/**
 * Made-up personas for the critique engine's labelled set. Everything a file says comes from here,
 * and so does the truth it is scored against: the engine never labels its own test data.
 */
export type Lang = 'en' | 'de' | 'es';
export type BulletKind = '•' | '–' | '▪' | '○' | '*' | 'numbering' | 'none';
export type Section = 'contact' | 'summary' | 'experience' | 'education' | 'skills';

export type Bullet = {
  text: string;
  quantified: boolean;
  weak: boolean;
}
export type Job = {
  title: string;
  company: string;
  dates: string;
  bullets: Bullet[];
}
export type Persona = {
  id: string;
  lang: Lang;
  /** The occupation's English title: the best-fit title the engine should rank near the top. */
  occupation: string;
  first: string;
  last: string;
  title: string;
  email: string | null;
  phone: { text: string; e164: string } | null;
  city: string;
  summary: string | null;
  skills: string[];
  /** Skills the persona writes that are not in any lexicon: a recall test. */
  otherSkills: string[];
  /** The hard skills written somewhere in the file (the skills section, the summary or a bullet). */
  writtenSkills: string[];
  jobs: Job[];
  education: string[] | null;
  hasSkillsSection: boolean;
  headings: Record<Section, string>;
}

/** Deterministic random numbers (mulberry32), so the set is the same on every machine. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return { next, int, pick, shuffle, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof rng>;

const NAMES: Record<Lang, { first: string[]; last: string[] }> = {
  en: { first: ['Emily', 'James', 'Olivia', 'Michael', 'Sophia', 'Daniel', 'Chloe', 'Ethan', 'Mary-Kate', 'Zoë', "D'Arcy", 'Liam'], last: ['Carter', 'Nguyen', "O'Brien", 'Whitfield', 'Patel', 'Morgan', 'Fitzgerald-Hale', 'Brooks', 'Kowalski', 'Reyes'] },
  de: { first: ['Jürgen', 'Anna', 'Lukas', 'Sophie', 'Maximilian', 'Lea', 'Jörg', 'Hannah', 'Björn', 'Katharina'], last: ['Müller', 'Schmidt', 'von Berg', 'Weißmann', 'Hoffmann', 'Krüger', 'Schulze-Heinrich', 'Becker', 'Nowak', 'Öztürk'] },
  es: { first: ['María', 'José', 'Lucía', 'Javier', 'Carmen', 'Álvaro', 'Sofía', 'Iñaki', 'Elena', 'Andrés'], last: ['García López', 'Fernández', 'Martínez Ruiz', 'de la Fuente', 'Sánchez', 'Núñez', 'Ortega Gil', 'Romero', 'Iglesias', 'Vázquez'] },
};

const CITIES: Record<Lang, string[]> = { en: ['Boston, MA', 'London, UK', 'Austin, TX', 'Manchester, UK', 'Seattle, WA'], de: ['Berlin', 'München', 'Hamburg', 'Köln', 'Wien'], es: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao'] };

/** Occupations: the title a persona holds (and should be matched to) and the skills people in it write. */
export const OCCUPATIONS: { title: string; skills: string[]; other: string[]; projects: string[] }[] = [
  { title: 'Data Analyst', skills: ['SQL', 'Excel', 'Tableau', 'Power BI', 'Python', 'pandas', 'Statistics', 'A/B Testing', 'Looker'], other: ['Cohort Analysis', 'Survey Design'], projects: ['a sales dashboard', 'the churn report', 'a pricing analysis'] },
  { title: 'Software Engineer', skills: ['Java', 'TypeScript', 'Git', 'Docker', 'REST APIs', 'SQL', 'Unit Testing', 'CI/CD', 'Microservices'], other: ['Code Review', 'Event Storming'], projects: ['the billing service', 'a payments API', 'the mobile backend'] },
  { title: 'DevOps Engineer', skills: ['Kubernetes', 'Terraform', 'Ansible', 'AWS', 'Linux', 'Bash', 'Jenkins', 'Prometheus', 'Grafana'], other: ['Incident Response', 'Capacity Planning'], projects: ['the deployment pipeline', 'a cloud migration', 'the monitoring stack'] },
  { title: 'Data Scientist', skills: ['Python', 'R', 'Machine Learning', 'scikit-learn', 'TensorFlow', 'Statistics', 'pandas', 'NumPy', 'NLP'], other: ['Causal Inference', 'Feature Engineering'], projects: ['a demand forecast model', 'the recommendation engine', 'a fraud model'] },
  { title: 'Frontend Developer', skills: ['JavaScript', 'TypeScript', 'React', 'HTML', 'CSS', 'Figma', 'Cypress', 'Git'], other: ['Web Accessibility', 'Design Systems'], projects: ['the customer portal', 'a design system', 'the checkout page'] },
  { title: 'Project Manager', skills: ['Project Management', 'PMP', 'Scrum', 'Jira', 'Confluence', 'Stakeholder Management', 'Budgeting', 'Risk Management'], other: ['Vendor Coordination', 'Roadmapping'], projects: ['an ERP rollout', 'the office relocation', 'a ticketing migration'] },
  { title: 'Marketing Manager', skills: ['SEO', 'Google Analytics', 'Google Ads', 'Content Marketing', 'Email Marketing', 'HubSpot', 'Brand Management', 'Market Research'], other: ['Event Planning', 'Influencer Outreach'], projects: ['a product launch campaign', 'the newsletter programme', 'a rebranding'] },
  { title: 'Sales Manager', skills: ['Salesforce', 'CRM', 'Negotiation', 'Forecasting', 'Lead Generation', 'Key Account Management', 'Cold Calling'], other: ['Territory Planning', 'Trade Shows'], projects: ['the DACH expansion', 'a partner programme', 'the enterprise pipeline'] },
  { title: 'Accountant', skills: ['Excel', 'Financial Reporting', 'IFRS', 'Accounts Payable', 'Accounts Receivable', 'Tax Accounting', 'DATEV', 'SAP FI'], other: ['Month-End Close', 'Intercompany Reconciliation'], projects: ['the year-end close', 'an audit preparation', 'the invoice workflow'] },
  { title: 'HR Manager', skills: ['Recruiting', 'Onboarding', 'Employee Relations', 'Workday', 'Talent Management', 'Performance Management', 'Payroll'], other: ['Works Council Relations', 'Employer Branding'], projects: ['the induction programme', 'a performance review cycle', 'the hiring plan'] },
  { title: 'Supply Chain Manager', skills: ['Supply Chain Management', 'Logistics', 'Procurement', 'Inventory Management', 'SAP MM', 'Lean', 'Six Sigma', 'Forecasting'], other: ['Supplier Audits', 'S&OP Planning'], projects: ['the warehouse consolidation', 'a supplier programme', 'the inventory reduction'] },
  { title: 'Mechanical Engineer', skills: ['SolidWorks', 'CATIA', 'AutoCAD', 'MATLAB', 'Finite Element Analysis', 'FMEA', 'ISO 9001'], other: ['Tolerance Stack-Up', 'GD&T'], projects: ['a gearbox housing', 'the cooling system', 'a test rig'] },
  { title: 'UX Designer', skills: ['Figma', 'Sketch', 'UX Research', 'Wireframing', 'Prototyping', 'Usability Testing', 'Adobe XD'], other: ['Journey Mapping', 'Card Sorting'], projects: ['the sign-up flow', 'a booking app', 'the self-service portal'] },
  { title: 'Registered Nurse', skills: ['Patient Care', 'Electronic Health Records', 'Phlebotomy', 'Pharmacology', 'Wound Care', 'CPR'], other: ['Triage', 'Discharge Planning'], projects: ['the ward handover process', 'a falls prevention plan', 'the medication rounds'] },
];

const COMPANIES = ['Northwind Traders', 'Contoso Ltd', 'Fabrikam GmbH', 'Globex Iberia', 'Initech', 'Umbrella Logistics', 'Stark Analytics', 'Wayne Health', 'Tyrell Systems', 'Acme Retail'];

const HEADINGS: Record<Lang, Record<Section, string[]>> = {
  en: { contact: ['Contact', 'Contact Information'], summary: ['Summary', 'Professional Summary', 'Profile'], experience: ['Experience', 'Work Experience', 'Professional Experience', 'Employment History'], education: ['Education'], skills: ['Skills', 'Technical Skills', 'Core Competencies'] },
  de: { contact: ['Kontakt', 'Kontaktdaten'], summary: ['Profil', 'Kurzprofil'], experience: ['Berufserfahrung', 'Beruflicher Werdegang'], education: ['Ausbildung', 'Bildungsweg'], skills: ['Kenntnisse', 'Fachkenntnisse', 'IT-Kenntnisse'] },
  es: { contact: ['Contacto', 'Datos de contacto'], summary: ['Perfil', 'Perfil profesional'], experience: ['Experiencia profesional', 'Experiencia laboral'], education: ['Formación', 'Educación', 'Formación académica'], skills: ['Habilidades', 'Competencias', 'Conocimientos'] },
};

const TITLES_IN: Record<Lang, Record<string, string>> = {
  en: {},
  de: { 'Data Analyst': 'Datenanalystin', 'Software Engineer': 'Softwareentwickler', 'Project Manager': 'Projektleiter', Accountant: 'Buchhalterin', 'Sales Manager': 'Vertriebsleiter', 'HR Manager': 'Personalleiterin', 'Mechanical Engineer': 'Maschinenbauingenieur', 'Registered Nurse': 'Pflegefachkraft' },
  es: { 'Data Analyst': 'Analista de datos', 'Software Engineer': 'Ingeniero de software', 'Project Manager': 'Jefe de proyecto', Accountant: 'Contable', 'Sales Manager': 'Gerente de ventas', 'Marketing Manager': 'Gerente de marketing', 'Registered Nurse': 'Enfermera' },
};

type Fill = { skill: string; project: string; n: number; m: number };
const BULLETS: Record<Lang, { quantified: ((f: Fill) => string)[]; plain: ((f: Fill) => string)[]; weak: ((f: Fill) => string)[] }> = {
  en: {
    quantified: [
      (f) => `Increased conversion by ${f.n}% by rebuilding ${f.project} with ${f.skill}`,
      (f) => `Reduced operating costs by $${f.n}K a year through ${f.skill} automation`,
      (f) => `Cut reporting time from ${f.m} days to ${Math.max(1, f.m - 3)} hours using ${f.skill}`,
      (f) => `Delivered ${f.project} for ${f.n * 10} users two weeks ahead of schedule`,
      (f) => `Grew the team's throughput ${f.m}x within ${f.n} months`,
    ],
    plain: [(f) => `Designed ${f.project} with ${f.skill} and presented it to the leadership team`, (f) => `Introduced ${f.skill} practices across the department`, (f) => `Mentored junior colleagues on ${f.skill}`, (f) => `Negotiated new terms with key partners for ${f.project}`],
    weak: [(f) => `Responsible for ${f.project} and its ${f.skill} tasks`, (f) => `Helped with the rollout of ${f.project}`, (f) => `Worked on ${f.project} using ${f.skill}`, (f) => `Participated in weekly reviews of ${f.project}`, (f) => `Was responsible for maintaining ${f.project}`],
  },
  de: {
    quantified: [
      (f) => `Steigerte die Konversionsrate um ${f.n} % durch Neuaufbau von ${f.project} mit ${f.skill}`,
      (f) => `Senkte die Betriebskosten um ${f.n}.000 EUR jährlich durch Automatisierung mit ${f.skill}`,
      (f) => `Verkürzte die Berichtserstellung von ${f.m} Tagen auf ${Math.max(1, f.m - 3)} Stunden mit ${f.skill}`,
      (f) => `Führte ein Team von ${f.m + 2} Personen bei ${f.project}`,
    ],
    plain: [(f) => `Konzipierte ${f.project} mit ${f.skill} und stellte es der Geschäftsleitung vor`, (f) => `Etablierte ${f.skill} als Standard in der Abteilung`, (f) => `Schulte neue Kolleginnen und Kollegen in ${f.skill}`],
    weak: [(f) => `Verantwortlich für ${f.project} und ${f.skill}`, (f) => `Zuständig für die Pflege von ${f.project}`, (f) => `Mitgewirkt an ${f.project} mit ${f.skill}`],
  },
  es: {
    quantified: [
      (f) => `Incrementé la conversión un ${f.n} % al rediseñar ${f.project} con ${f.skill}`,
      (f) => `Reduje los costes operativos en ${f.n}.000 EUR al año mediante ${f.skill}`,
      (f) => `Acorté la elaboración de informes de ${f.m} días a ${Math.max(1, f.m - 3)} horas con ${f.skill}`,
      (f) => `Dirigí un equipo de ${f.m + 2} personas en ${f.project}`,
    ],
    plain: [(f) => `Diseñé ${f.project} con ${f.skill} y lo presenté a la dirección`, (f) => `Implanté ${f.skill} como estándar en el departamento`, (f) => `Formé a nuevos compañeros en ${f.skill}`],
    weak: [(f) => `Responsable de ${f.project} y de ${f.skill}`, (f) => `Encargado de mantener ${f.project}`, (f) => `Participé en ${f.project} con ${f.skill}`],
  },
};

const SUMMARY: Record<Lang, (title: string, years: number, skills: string[], filler: boolean) => string> = {
  en: (title, years, skills, filler) => `${filler ? 'Hard-working ' : ''}${title} with ${years} years of experience in ${skills.join(', ')}.${filler ? ' A team player who thrives on various challenges.' : ' Known for clear reporting and calm delivery.'}`,
  de: (title, years, skills, filler) => `${title} mit ${years} Jahren Erfahrung in ${skills.join(', ')}.${filler ? ' Teamfähig, belastbar und hochmotiviert.' : ' Bekannt für klare Berichte und verlässliche Ergebnisse.'}`,
  es: (title, years, skills, filler) => `${title} con ${years} años de experiencia en ${skills.join(', ')}.${filler ? ' Proactivo, dinámico y con gran capacidad de trabajo en equipo.' : ' Reconocido por informes claros y resultados fiables.'}`,
};

const EDUCATION: Record<Lang, string[]> = {
  en: ['B.Sc. Economics, University of Leeds, 2012', 'M.Sc. Computer Science, Boston University, 2015', 'BA Business Administration, University of Texas, 2010'],
  de: ['M.Sc. Wirtschaftsinformatik, TU München, 2014', 'B.A. Betriebswirtschaft, Universität zu Köln, 2011', 'Ausbildung zur Industriekauffrau, IHK Hamburg, 2009'],
  es: ['Grado en Administración de Empresas, Universidad de Sevilla, 2012', 'Máster en Ingeniería Informática, Universidad Politécnica de Madrid, 2015', 'Licenciatura en Economía, Universidad de Valencia, 2009'],
};

const strip = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-zA-Z-]/g, '').toLowerCase();

/** A phone number as people write it, with the number it is (E.164). */
function phoneFor(lang: Lang, r: Rng): { text: string; e164: string } {
  const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
  if (lang === 'de') {
    if (r.chance(0.5)) {
      const rest = digits(7);
      const prefix = r.pick(['151', '160', '170', '176']);
      const subscriber = `${r.int(1, 9)}${rest}`;
      return r.chance(0.5) ? { text: `+49 ${prefix} ${subscriber}`, e164: `+49${prefix}${subscriber}` } : { text: `0${prefix} ${subscriber}`, e164: `+49${prefix}${subscriber}` };
    }
    const city = r.pick(['30', '89', '40']);
    const subscriber = `${r.int(2, 9)}${digits(7)}`;
    return r.chance(0.5) ? { text: `+49 ${city} ${subscriber}`, e164: `+49${city}${subscriber}` } : { text: `0${city} ${subscriber.slice(0, 4)} ${subscriber.slice(4)}`, e164: `+49${city}${subscriber}` };
  }
  if (lang === 'es') {
    const national = r.chance(0.6) ? `6${r.int(0, 4)}${digits(7)}` : `91${r.int(2, 9)}${digits(6)}`;
    const spaced = `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
    return r.chance(0.5) ? { text: `+34 ${spaced}`, e164: `+34${national}` } : { text: spaced, e164: `+34${national}` };
  }
  if (r.chance(0.4)) {
    const subscriber = `${r.pick(['3', '7', '8'])}${digits(7)}`;
    return { text: `+44 20 ${subscriber.slice(0, 4)} ${subscriber.slice(4)}`, e164: `+4420${subscriber}` };
  }
  const area = r.pick(['212', '415', '312', '617', '206', '512']);
  const exchange = `${r.int(2, 9)}${r.int(1, 9)}${r.int(0, 9)}`;
  const line = digits(4);
  const styles = [`(${area}) ${exchange}-${line}`, `+1 ${area}-${exchange}-${line}`, `${area}.${exchange}.${line}`, `+1 (${area}) ${exchange} ${line}`];
  return { text: r.pick(styles), e164: `+1${area}${exchange}${line}` };
}

/** The persona for seed `index` (languages rotate: English, German, Spanish). */
export function persona(index: number): Persona {
  const r = rng(1000 + index * 7919);
  const lang: Lang = (['en', 'de', 'es'] as const)[index % 3]!;
  const occupation = OCCUPATIONS[index % OCCUPATIONS.length]!;
  const first = r.pick(NAMES[lang].first);
  const last = r.pick(NAMES[lang].last);
  const skills = r.shuffle(occupation.skills).slice(0, r.int(6, occupation.skills.length));
  const otherSkills = r.shuffle(occupation.other).slice(0, 1);
  const title = TITLES_IN[lang][occupation.title] ?? occupation.title;
  const jobs: Job[] = [];
  const used = new Set<string>();
  const jobCount = r.int(2, 4);
  let year = 2025;
  for (let j = 0; j < jobCount; j++) {
    const from = year - r.int(2, 4);
    const bullets: Bullet[] = [];
    for (let b = 0; b < r.int(3, 5); b++) {
      const fill: Fill = { skill: r.pick(skills), project: r.pick(occupation.projects), n: r.int(12, 48), m: r.int(4, 9) };
      const kind = r.next();
      const weak = kind < 0.2;
      const quantified = !weak && kind < 0.65;
      const list = weak ? BULLETS[lang].weak : quantified ? BULLETS[lang].quantified : BULLETS[lang].plain;
      const template = r.pick(list);
      const text = template(fill);
      if (template({ ...fill, skill: '\u0000' }).includes('\u0000')) used.add(fill.skill);
      if (!bullets.some((existing) => existing.text === text)) bullets.push({ text, quantified, weak });
    }
    jobs.push({ title: j === 0 ? title : `${title}${lang === 'en' ? ' (Junior)' : ''}`, company: r.pick(COMPANIES), dates: `${from} – ${j === 0 ? (lang === 'de' ? 'heute' : lang === 'es' ? 'actualidad' : 'present') : year}`, bullets });
    year = from;
  }
  const pickHeading = (section: Section) => {
    const text = r.pick(HEADINGS[lang][section]);
    return r.chance(0.3) ? text.toUpperCase() : text;
  };
  const headings = { contact: pickHeading('contact'), summary: pickHeading('summary'), experience: pickHeading('experience'), education: pickHeading('education'), skills: pickHeading('skills') };
  const hasEmail = index % 11 !== 5;
  const hasPhone = index % 7 !== 3;
  const otherInSummary = otherSkills;
  const summary = index % 5 === 2 ? null : SUMMARY[lang](title, r.int(3, 15), [...skills.slice(0, 2), ...otherInSummary], index % 4 === 1);
  if (summary) for (const skill of skills.slice(0, 2)) used.add(skill);
  const hasSkillsSection = index % 6 !== 1;
  return {
    id: `p${String(index).padStart(2, '0')}-${lang}`,
    lang,
    occupation: occupation.title,
    first,
    last,
    title,
    email: hasEmail ? `${strip(first)}.${strip(last)}${r.chance(0.3) ? r.int(1, 99) : ''}@${r.pick(['example.com', 'mail.example.org', 'example.net'])}` : null,
    phone: hasPhone ? phoneFor(lang, r) : null,
    city: r.pick(CITIES[lang]),
    summary,
    skills,
    otherSkills,
    writtenSkills: [...(hasSkillsSection ? skills : skills.filter((skill) => used.has(skill))), ...(summary || hasSkillsSection ? otherSkills : [])],
    jobs,
    education: index % 9 === 4 ? null : [r.pick(EDUCATION[lang])],
    hasSkillsSection,
    headings,
  };
}
