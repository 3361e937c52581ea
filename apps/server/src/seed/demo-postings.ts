import type { ImportedPosting } from '@portal/domain/jobs/rules';
import type { Db } from '../platform/db/database';
import { upsertPostings } from '../features/jobs';

const ROLES = [
  ['Software Engineer', 'Information Technology', 'Build and run web services in TypeScript and PostgreSQL with a small product team.'],
  ['Senior Account Executive', 'Sales', 'Own a territory of mid-market accounts, run the full sales cycle and beat quota.'],
  ['Customer Success Manager', 'Customer Services', 'Onboard new customers, run quarterly reviews and keep renewals on track.'],
  ['Registered Nurse', 'Healthcare & Nursing', 'Care for patients on a busy medical ward; twelve-hour shifts, three days a week.'],
  ['Data Analyst', 'Information Technology', 'Turn sales and marketing data into dashboards and weekly reports with SQL.'],
  ['Marketing Manager', 'Marketing', 'Plan campaigns across email, search and social media and report on their results.'],
  ['Project Manager', 'Consultancy', 'Lead delivery projects from kickoff to handover, keeping scope, budget and risks in hand.'],
  ['Accountant', 'Accounting & Finance', 'Prepare monthly accounts, reconcile ledgers and support the yearly audit.'],
  ['Warehouse Supervisor', 'Logistics & Warehouse', 'Run a shift of twenty associates, plan picking and keep the floor safe.'],
  ['Human Resources Generalist', 'HR & Recruitment', 'Support hiring, onboarding and employee relations for a growing company.'],
  ['Mechanical Engineer', 'Engineering', 'Design parts and assemblies in CAD and take them from prototype to production.'],
  ['Teacher', 'Teaching', 'Teach mathematics to secondary school classes and mentor new teachers.'],
  ['Graphic Designer', 'Creative & Design', 'Design brand, print and web assets for in-house marketing campaigns.'],
  ['Sales Manager', 'Sales', 'Coach a team of eight account executives and own the regional forecast.'],
  ['Executive Assistant', 'Admin', 'Keep the calendar, travel and board papers of the chief executive in order.'],
  ['Product Manager', 'Information Technology', 'Decide what the team builds next from customer interviews and usage data.'],
] as const;
const COMPANIES = ['Northwind Traders', 'Contoso', 'Fabrikam', 'Tailspin Toys', 'Wide World Importers', 'Adventure Works', 'Litware', 'Proseware', 'Lamna Healthcare', 'Woodgrove Bank', 'Alpine Ski House', 'Blue Yonder Airlines'];
const PLACES = [
  ['Austin, Texas', 'US', 'Texas', 'Austin'],
  ['Denver, Colorado', 'US', 'Colorado', 'Denver'],
  ['New York City, New York', 'US', 'New York', 'New York City'],
  ['Chicago, Illinois', 'US', 'Illinois', 'Chicago'],
  ['Seattle, Washington', 'US', 'Washington', 'Seattle'],
  ['Boston, Massachusetts', 'US', 'Massachusetts', 'Boston'],
  ['London, UK', 'UK', 'London'],
  ['Manchester, UK', 'UK', 'North West England', 'Manchester'],
  ['Remote', 'US'],
] as const;
const LEVELS = ['', 'Senior ', 'Junior ', 'Lead '];
/** Each country's postings are paid in its own money. */
const CURRENCIES: Record<string, string> = { US: 'usd', UK: 'gbp' };

/**
 * Made-up postings, the same on every run: roles x companies x places, spread over the last 90
 * days. The demo seeds a few hundred; the job search benchmark makes 100,000 with `count`.
 */
export function demoPostings(count: number, source = 'demo'): ImportedPosting[] {
  const postings: ImportedPosting[] = [];
  const now = Date.UTC(2026, 10, 20);
  for (let i = 0; i < count; i++) {
    const [role, category, text] = ROLES[i % ROLES.length]!;
    const company = COMPANIES[(i * 7) % COMPANIES.length]!;
    const [display, ...area] = PLACES[(i * 5) % PLACES.length]!;
    const level = LEVELS[Math.floor(i / ROLES.length) % LEVELS.length]!;
    const salary = 40_000 + ((i * 7919) % 90) * 1_000;
    postings.push({
      id: `${source}-${i + 1}`,
      title: `${level}${role}`,
      company,
      location: display,
      area: [...area],
      description: `${company} is hiring a ${level.toLowerCase()}${role.toLowerCase()} ${display === 'Remote' ? 'to work remotely' : `in ${display}`}. ${text} Posting ${i + 1}.`,
      redirect_url: `https://jobs.example.com/${source}/${i + 1}`,
      salary_min: salary,
      salary_max: salary + 15_000,
      salary_currency: CURRENCIES[area[0] ?? ''] ?? '',
      contract_type: i % 5 === 0 ? 'contract' : 'permanent',
      contract_time: i % 4 === 0 ? 'part_time' : 'full_time',
      category,
      companyLogo: '',
      created: new Date(now - ((i * 3_600_000 * 13) % (90 * 86_400_000))),
    });
  }
  return postings;
}

/** How many postings the demo's job search shows. */
export const DEMO_POSTINGS = 320;

export async function seedPostings(db: Db): Promise<void> {
  // Through the jobs feature's own upsert, as the import command does: one place maps a posting to its row.
  const postings = demoPostings(DEMO_POSTINGS);
  for (let i = 0; i < postings.length; i += 200) await upsertPostings(db, 'demo', postings.slice(i, i + 200));
}
