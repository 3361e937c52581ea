import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/db/ids';
import { critiques } from '../../platform/db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/critiques', () => {
  it('lists the site\'s critiques newest first with views, progress, rating, feedback and the review link; searches; another site\'s stay out', async () => {
    const site = await t.factories.site('critiques.test');
    const other = await t.factories.site('other-critiques.test');
    const admin = await t.factories.user(site, 'admin');
    const old = newId();
    await t.db.insert(critiques).values([
      { id: old, siteId: site.id, firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.com', review: {}, progress: ['Structure', 'Impact'], stars: 4, feedback: 'Helpful', processedAt: new Date(Date.now() - 86_400_000) },
      { id: newId(), siteId: site.id, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', review: {}, progress: [] },
      { id: newId(), siteId: other.id, firstName: 'Else', lastName: 'Where', email: 'else@example.com', review: {}, progress: [] },
    ]);
    // Two openings of Jordan's review page (the other site's review is not this site's to count).
    for (let i = 0; i < 2; i++) expect((await t.client(site.host).get(`/api/review/${old}`)).status).toBe(200);
    expect((await t.client(other.host).get(`/api/review/${old}`)).status).toBe(404);
    const c = t.client(site.host);
    await c.signIn(admin.email);
    const res = await c.get('/api/admin/critiques');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((r: { email: string }) => r.email)).toEqual(['ana@example.com', 'jordan@example.com']);
    expect(res.body.data[1]).toMatchObject({ progress: 40, stars: 4, feedback: 'Helpful', reviewPath: `/review/${old}`, visitedTabs: ['Structure', 'Impact'], views: 2 });
    expect(res.body.data[0].views).toBe(0);
    expect((await c.get('/api/admin/critiques?q=jordan')).body.data).toHaveLength(1);
  });
});

/** A resume written by hand (not by the labelled set's generator): Helvetica, two pages of plain prose and bullets. */
async function handWrittenResume(): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([612, 792]);
  let y = 740;
  const line = (text: string, size = 10.5, font = regular, x = 56) => {
    if (y < 72) {
      page = pdf.addPage([612, 792]);
      y = 740;
    }
    page.drawText(text, { x, y, size, font });
    y -= size * 1.5;
  };
  line('Priya Raman', 26, bold);
  line('priya.raman@example.org  |  +44 7911 123456  |  Leeds', 10);
  y -= 8;
  line('PROFILE', 12, bold);
  line('Operations analyst who turns messy spreadsheets into decisions. Works in SQL, Excel and Power BI.');
  y -= 6;
  line('EMPLOYMENT HISTORY', 12, bold);
  for (const [role, items] of [
    ['Operations Analyst, Harbour Freight Co. (2021 - 2025)', ['Responsible for the weekly capacity report for 14 depots', 'Built a Power BI model that cut overtime by 11%', 'Was asked to review supplier contracts', 'Automated stock reconciliation in SQL, saving 6 hours a week']],
    ['Junior Analyst, Cedar Retail (2018 - 2021)', ['Helped with the yearly budget', 'Prepared sales dashboards in Excel', 'Trained 9 store managers on the new reports']],
  ] as const) {
    line(role, 10.5, bold);
    for (const item of items) line(`•  ${item}`, 10.5, regular, 64);
    y -= 4;
  }
  y = 60;
  line('EDUCATION', 12, bold);
  line('BSc Mathematics, University of York, 2018');
  line('SKILLS', 12, bold);
  line('SQL, Excel, Power BI, Python, Forecasting, Stakeholder Management');
  return Buffer.from(await pdf.save());
}

describe('POST /api/admin/critiques', () => {
  it('makes a critique of an uploaded resume that the review page shows, every finding pointing at text in the file, and audits it', async () => {
    const site = await t.factories.site('make-critique.test');
    const admin = await t.factories.user(site, 'admin');
    const c = t.client(site.host);
    await c.signIn(admin.email);
    const key = (await c.upload('priya-raman.pdf', await handWrittenResume(), 'any-document')).body.file.key as string;
    const made = await c.post('/api/admin/critiques', { fileKey: key, language: 'de' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ status: true, reviewPath: `/review/${made.body.critiqueId}`, rulesVersion: expect.any(String) });

    const review = await c.get(`/api/review/${made.body.critiqueId}`);
    expect(review.status).toBe(200);
    const { critique } = review.body.data;
    expect(critique).toMatchObject({ firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@example.org', phoneNumber: '+44 7911 123456' });
    const r = critique.review;
    expect(r.ats_section).toMatchObject({ name_from_resume_first_name: 'Priya', name_from_resume_last_name: 'Raman' });
    expect(r.ats_section.hard_skills).toEqual(expect.arrayContaining(['SQL', 'Excel', 'Power BI', 'Python', 'Forecasting', 'Stakeholder Management']));
    expect(r.ats_section.best_fit_jobs.slice(0, 3)).toContain('Data Analyst');
    expect(r.structure_section.missing_sections_check).toMatchObject({ result: 'good', missing: [] });
    expect(r.impact_and_experience_section.impact_check).toMatchObject({ quantified: 4, total: 7 });
    expect(r.impact_and_experience_section.impact_check.report_text).toContain('4 von 7');
    expect(r.language_section.checks.map((check: { flagged_text: string }) => check.flagged_text)).toEqual(['Responsible for', 'Helped with', 'Was asked']);
    expect(r.style_section.phone_number_check).toMatchObject({ result: 'good', phone_number: '+44 7911 123456', international: true });

    const { critiqueResume } = await import('../critique-engine');
    const again = await critiqueResume(await handWrittenResume());
    if (again.status !== 'critiqued') throw new Error('unreadable');
    const text = again.doc.text.replace(/\s+/g, ' ');
    for (const finding of r.findings as { rule_id: string; evidence: string[] }[]) for (const evidence of finding.evidence) expect(text, finding.rule_id).toContain(evidence.replace(/\s+/g, ' '));

    const audit = await c.get('/api/admin/audit');
    expect(audit.body.data[0]).toMatchObject({ action: 'critique.created', target: { type: 'critique', _id: made.body.critiqueId, label: 'Priya Raman' } });
  });

  it('says a scanned resume cannot be read and makes nothing; another site\'s file is not found', async () => {
    const site = await t.factories.site('scan-critique.test');
    const other = await t.factories.site('other-scan-critique.test');
    const admin = await t.factories.user(site, 'admin');
    const otherAdmin = await t.factories.user(other, 'admin');
    const { PDFDocument, rgb } = await import('pdf-lib');
    const pdf = await PDFDocument.create();
    const page = pdf.addPage();
    for (let y = 700; y > 100; y -= 14) page.drawRectangle({ x: 50, y, width: 300, height: 7, color: rgb(0, 0, 0) });
    const c = t.client(site.host);
    await c.signIn(admin.email);
    const key = (await c.upload('scan.pdf', Buffer.from(await pdf.save()), 'any-document')).body.file.key as string;
    const refused = await c.post('/api/admin/critiques', { fileKey: key });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('resume_unreadable');
    expect((await c.get('/api/admin/critiques')).body.total).toBe(0);

    const o = t.client(other.host);
    await o.signIn(otherAdmin.email);
    expect((await o.post('/api/admin/critiques', { fileKey: key })).status).toBe(404);
  });
});
