import { count, eq } from 'drizzle-orm';
import { DEFAULT_WEBSITE_SETTINGS, type SiteConfig } from '@portal/domain/sites/calls';
import { hashPassword } from '../platform/auth/passwords';
import type { Db } from '../platform/db/database';
import { newId } from '../platform/db/ids';
import * as t from '../platform/db/schema';
import type { Storage } from '../platform/storage/storage';
import { contractHtml, coverLetterFields, careerQuestionnaireFields, critiqueReview, surveyFields } from './demo-catalog';
import { logoSvg, samplePdf, sceneSvg } from './demo-files';
import { seedChats } from './demo-chat';
import { seedNotifications } from './demo-notifications';
import { seedOrders, type SeedContext } from './demo-orders';
import { seedWriterProfile } from './demo-writer-profile';
import { seedBoards } from './demo-boards';
import { seedPostings } from './demo-postings';
import { seedAdminDemo } from './demo-admin';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', role: 'admin', firstName: 'Alex', lastName: 'Morgan' },
  { email: 'writer@example.com', role: 'writer', firstName: 'Wendy', lastName: 'Parker' },
  { email: 'writer2@example.com', role: 'writer', firstName: 'Samuel', lastName: 'Okafor' },
  { email: 'reviewer@example.com', role: 'reviewer', firstName: 'Rita', lastName: 'Chen' },
  { email: 'customer@example.com', role: 'user', firstName: 'Jordan', lastName: 'Lee' },
] as const;

/** `jobsLink`: the client's own job board, for the customers' "Go back to the Jobs" (only the first site has one). */
type DemoSite = { host: string[]; company: string; colour: string; accent: string; currency: string; jobsLink: string | null; settings: Partial<SiteConfig['website_settings']> };

const DEMO_SITES: DemoSite[] = [
  {
    host: ['localhost', '127.0.0.1'],
    company: 'Northstar Resumes',
    colour: '#2457d6',
    accent: '#0ea5e9',
    currency: 'usd',
    jobsLink: 'https://www.example.com/',
    settings: { enable_boards: true, enable_customer_job_search: true, enable_writer_notes: true },
  },
  {
    host: ['second.localhost'],
    company: 'Crestline Careers',
    colour: '#0f766e',
    accent: '#84cc16',
    currency: 'gbp',
    jobsLink: null,
    settings: { disable_customer_rating: true, hide_ms_word_document: true, enable_revisions_approval_feature: true, hide_invoices: true },
  },
  {
    // Sells in Kenyan shillings, so its checkout takes mobile money (the mobile-money sandbox).
    host: ['third.localhost'],
    company: 'Savanna Careers',
    colour: '#9a3412',
    accent: '#ca8a04',
    currency: 'kes',
    jobsLink: null,
    settings: {},
  },
];

/** A demo price in the site's currency, in minor units, from its price in US dollars (round figures). */
function localPrice(usd: number, currency: string): number {
  if (currency === 'gbp') return Math.round(usd * 0.8) * 100;
  if (currency === 'kes') return Math.round((usd * 130) / 100) * 100 * 100;
  return usd * 100;
}

/** Loads the demo data into an empty database (no sites yet); returns whether it did. */
export async function seedDemoDataIfEmpty(db: Db, storage: Storage): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.sites);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const [index, site] of DEMO_SITES.entries()) await seedSite(tx as unknown as Db, storage, site, index, passwordHash);
    await seedPostings(tx as unknown as Db);
  });
  return true;
}

async function seedSite(db: Db, storage: Storage, demo: DemoSite, index: number, passwordHash: string) {
  const siteId = newId();
  const brand = async (name: string, svg: string) => {
    const key = newId();
    await storage.put(key, Buffer.from(svg), 'image/svg+xml');
    await db.insert(t.files).values({ key, siteId, purpose: 'branding', originalName: name, mimeType: 'image/svg+xml', size: svg.length });
    return key;
  };
  await db.insert(t.sites).values({ id: siteId, clientId: `client-${index + 1}`, name: demo.company, primaryDomain: demo.host[0]!, config: null });
  const config: SiteConfig = {
    _id: siteId,
    client_id: `client-${index + 1}`,
    companyName: demo.company,
    companyEmail: `support@${demo.company.toLowerCase().replace(/\s+/g, '')}.example`,
    logo: await brand('logo.svg', logoSvg(demo.company, demo.colour)),
    loginImg: await brand('login.svg', sceneSvg(demo.colour, demo.accent)),
    welcomeImg: await brand('welcome.svg', sceneSvg(demo.accent, demo.colour)),
    colours: { primary: demo.colour, accent: demo.accent },
    socialLinks: { facebook: 'https://facebook.com', linkedin: 'https://linkedin.com', twitter: 'https://x.com', instagram: 'https://instagram.com' },
    critiquesConsultationLink: 'https://calendar.example.com/book',
    jobsLink: demo.jobsLink,
    customLoginDomain: null,
    loginDomainQueries: null,
    customCheckout: null,
    currency: demo.currency,
    defaultLanguage: 'en',
    customScripts: { headerTag: '', bodyTag: '' },
    website_settings: { ...DEFAULT_WEBSITE_SETTINGS, ...demo.settings },
    testimonials: [
      { name: 'Priya S.', text: 'Three interviews in the first week after my new resume went out.' },
      { name: 'Marcus T.', text: 'The review showed me exactly why I was not hearing back.' },
      { name: 'Elena R.', text: 'Worth every penny: I start my new job on Monday.' },
    ],
  };
  // The review page's own settings (read by features/critiques; the call-us box on the first site only).
  const perMonth = (usd: number) => localPrice(usd, demo.currency);
  const reviewPage = {
    clientProducts: [
      { _id: `product-${index + 1}-monthly`, name: 'Career Coaching (monthly)', price: perMonth(49), frequency: 'Month', productLink: 'https://coaching.example.com/monthly', productDescription: 'A coaching call every week and unlimited resume tweaks.', buttonText: 'Start coaching' },
      { _id: `product-${index + 1}-yearly`, name: 'Career Coaching (yearly)', price: perMonth(468), frequency: 'Year', productLink: 'https://coaching.example.com/yearly', productDescription: 'The monthly plan, paid once a year.', buttonText: 'Save with yearly' },
    ],
    expertHelperTextSection: { helperText: 'Would you rather have an expert rewrite it for you?', buttonText: 'Get an expert rewrite' },
    callUs: index === 0 ? { phone: '+1 555 010 2000', text: 'Questions about your review? Call us, Monday to Friday, 9 to 5.' } : null,
    colours: { header: demo.colour, accent: demo.accent },
  };
  await db.update(t.sites).set({ config: { ...config, reviewPage } }).where(eq(t.sites.id, siteId));
  await db.insert(t.siteDomains).values(demo.host.map((host) => ({ host, siteId })));

  const userIds: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const id = newId();
    userIds[account.email] = id;
    await db.insert(t.users).values({ id, siteId, passwordHash, ...account, uniqueCustomerId: account.role === 'user' ? `cust-${index + 1}-001` : null });
  }
  // A second customer, so lists and isolation between customers show themselves.
  const otherCustomer = newId();
  await db.insert(t.users).values({ id: otherCustomer, siteId, passwordHash, email: 'taylor@example.com', role: 'user', firstName: 'Taylor', lastName: 'Brooks' });

  const q = { career: newId(), cover: newId(), survey: newId() };
  await db.insert(t.questionnaires).values([
    { id: q.career, siteId, name: 'Career Questionnaire', isDefault: true, fields: careerQuestionnaireFields },
    { id: q.cover, siteId, name: 'Cover Letter Questionnaire', fields: coverLetterFields },
    { id: q.survey, siteId, name: 'Customer Satisfaction Survey', kind: 'survey', fields: surveyFields },
  ]);
  const contractId = newId();
  await db.insert(t.contracts).values({ id: contractId, siteId, title: 'Service Agreement', contentHtml: contractHtml(demo.company) });

  const services = {
    resume: { _id: newId(), serviceName: 'Resume Writing', serviceModules: [{ id: q.career, title: 'Career Questionnaire' }, { id: 'previous_document', title: 'Upload Your Current Resume' }, { id: 'revision_process', title: 'Review Your Drafts' }, { id: 'final_document', title: 'Final Resume' }] },
    cover: { _id: newId(), serviceName: 'Cover Letter', serviceModules: [{ id: q.cover, title: 'Cover Letter Questionnaire' }, { id: 'revision_process', title: 'Review Your Drafts' }, { id: 'final_document', title: 'Final Cover Letter' }] },
    linkedin: { _id: newId(), serviceName: 'LinkedIn Profile', serviceModules: [{ id: 'additional_questionnaire', title: 'Follow-up Questions' }, { id: 'final_linkedin', title: 'LinkedIn Profile Document' }] },
  };
  await db.insert(t.services).values(Object.values(services).map((s) => ({ id: s._id, siteId, name: s.serviceName, modules: s.serviceModules })));

  const guideKey = newId();
  const guide = await samplePdf('Interview Preparation Guide', ['1. Research the company and the role.', '2. Prepare three stories using the STAR method.', '3. Write down questions for the interviewer.']);
  await storage.put(guideKey, guide, 'application/pdf');
  await db.insert(t.files).values({ key: guideKey, siteId, purpose: 'downloadable', originalName: 'Interview Preparation Guide.pdf', mimeType: 'application/pdf', size: guide.length });

  const price = (usd: number) => localPrice(usd, demo.currency);
  const pkgs = {
    resume: { id: newId(), name: 'Professional Resume', price: price(149), services: [services.resume] },
    booster: { id: newId(), name: 'Career Booster', price: price(299), services: [services.resume, services.cover, services.linkedin] },
    executive: { id: newId(), name: 'Executive Package', price: price(499), services: [services.resume, services.cover] },
  };
  const downloadables = [{ title: 'Interview Preparation Guide', data: { key: guideKey } }];
  // No position: until the admin orders them, a site's packages show by price, highest first (the spec's order).
  await db.insert(t.packages).values(
    Object.values(pkgs).map((p) => ({
      id: p.id,
      siteId,
      name: p.name,
      price: p.price,
      currency: demo.currency,
      descriptionHtml: `<p>${p.services.map((s) => s.serviceName).join(', ')} by a certified writer.</p>`,
      description: p.services.map((s) => s.serviceName).join(', '),
      serviceIds: p.services.map((s) => s._id),
      downloadables: p === pkgs.resume ? [] : downloadables,
      contractId,
      surveyId: q.survey,
    })),
  );

  // Coupons for the checkout: 10 percent off anything, and one with 50 uses of a fixed amount.
  await db.insert(t.coupons).values([
    { id: newId(), siteId, code: 'WELCOME10', kind: 'percent', value: 10 },
    { id: newId(), siteId, code: 'FIFTY-OFF', kind: 'fixed', value: price(50), maxUses: 50 },
  ]);

  await db.insert(t.critiques).values({ id: newId(), siteId, firstName: 'Jordan', lastName: 'Lee', email: 'customer@example.com', uniqueCustomerId: `cust-${index + 1}-001`, review: critiqueReview });
  // The demo review links (README): a visitor not yet a customer, and one whose name the resume did not give.
  await db.insert(t.critiques).values([
    { id: `demo-critique-${index + 1}`, siteId, firstName: 'Sam', lastName: 'Rivera', email: `sam.rivera${index + 1}@example.com`, uniqueCustomerId: `visitor-${index + 1}-001`, review: critiqueReview },
    { id: `demo-critique-${index + 1}-noname`, siteId, firstName: null, lastName: null, email: null, review: critiqueReview, writtenByWriter: 'true' },
  ]);

  const ctx: SeedContext = { db, storage, siteId, currency: demo.currency, contractId, surveyId: q.survey, careerQuestionnaireId: q.career, users: { ...userIds, 'taylor@example.com': otherCustomer }, pkgs, downloadables };
  await seedOrders(ctx);
  await seedNotifications(db, siteId, ctx.users);
  await seedChats(db, siteId, ctx.users);
  await seedWriterProfile(db, siteId, ctx.users['writer@example.com']!);
  await seedBoards(db, siteId, ctx.users['writer@example.com']!, ctx.users['customer@example.com']!);
  await seedAdminDemo(db, siteId, ctx.users);
}
