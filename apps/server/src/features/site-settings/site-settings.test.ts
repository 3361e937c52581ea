import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { critiques, sites } from '../../platform/db/schema';
import type { TestSite, TestUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let site: TestSite;
let admin: TestUser;
let writer: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  site = await t.factories.site('settings.test');
  admin = await t.factories.user(site, 'admin');
  writer = await t.factories.user(site, 'writer');
});
afterAll(() => t.close());

async function signedIn(user: TestUser) {
  const c = t.client(site.host);
  await c.signIn(user.email);
  return c;
}

const png = () => sharp({ create: { width: 40, height: 20, channels: 3, background: '#2457d6' } }).png().toBuffer();

function body(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Brightpath Resumes',
    companyEmail: 'hello@brightpath.example',
    supportEmail: 'help@brightpath.example',
    logo: null,
    loginImg: null,
    welcomeImg: null,
    colours: { primary: '#0f766e', accent: '#9333ea' },
    socialLinks: { linkedin: 'https://linkedin.com/company/brightpath', facebook: '' },
    critiquesConsultationLink: 'https://cal.example.com/brightpath',
    jobsLink: 'https://jobs.brightpath.example',
    testimonials: [{ name: 'Ana', text: 'Three interviews in a week.', role: 'Engineer' }],
    customLoginDomain: '',
    loginDomainQueries: '',
    customCheckout: { url: 'https://pay.example.com/session', method: 'POST', responsePath: 'data.url', tokenName: 'X-Api-Key', tokenLocation: 'header', token: 'secret-token-123' },
    customScripts: { headerTag: '<script>window.a=1</script>', bodyTag: '' },
    defaultLanguage: 'de',
    website_settings: { enable_customer_job_search: true, enable_boards: false, hide_invoices: false, hide_customer_price: false, hide_tip: true, disable_customer_rating: false, disable_writer_customer_chat: false, enable_writer_notes: false, hide_ms_word_document: false, hide_click_to_upload: false, enable_revisions_approval_feature: true },
    ...overrides,
  };
}

describe('site settings', () => {
  it('saves branding, flags, checkout and language; the site answers with them at once, never with the token', async () => {
    const c = await signedIn(admin);
    const logo = (await c.upload('logo.png', await png(), 'image')).body.file.key as string;
    const saved = await c.put('/api/admin/settings', body({ logo }));
    expect(saved.status).toBe(200);
    expect(saved.body.checkoutTokenSet).toBe(true);
    expect(saved.body.settings.customCheckout).toEqual({ url: 'https://pay.example.com/session', method: 'POST', responsePath: 'data.url', tokenName: 'X-Api-Key', tokenLocation: 'header' });

    const publicConfig = await t.client(site.host).get('/api/website');
    expect(publicConfig.body.data).toMatchObject({ companyName: 'Brightpath Resumes', logo, defaultLanguage: 'de', supportEmail: 'help@brightpath.example', colours: { primary: '#0f766e' } });
    expect(publicConfig.body.data.website_settings.enable_revisions_approval_feature).toBe(true);
    expect(publicConfig.body.data.socialLinks).toEqual({ linkedin: 'https://linkedin.com/company/brightpath' });
    expect(publicConfig.body.data.jobsLink).toBe('https://jobs.brightpath.example');
    expect(JSON.stringify(publicConfig.body)).not.toContain('secret-token-123');
    // The logo is public branding now: anyone may read it.
    expect((await t.client(site.host).get(`/api/file/${logo}`)).status).toBe(200);

    // Saving without a token keeps it; an empty one removes it.
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect((row!.config as { customCheckout: { token: string } }).customCheckout.token).toBe('secret-token-123');
    const { token: _token, ...withoutToken } = body().customCheckout;
    expect((await c.put('/api/admin/settings', body({ logo, customCheckout: withoutToken }))).body.checkoutTokenSet).toBe(true);
    expect((await c.put('/api/admin/settings', body({ logo, customCheckout: { ...withoutToken, token: '' } }))).body.checkoutTokenSet).toBe(false);

    // The job board's link: left out, it stays; empty, it goes; not a web address, refused.
    const { jobsLink: _jobsLink, ...withoutJobsLink } = body({ logo });
    expect((await c.put('/api/admin/settings', withoutJobsLink)).body.settings.jobsLink).toBe('https://jobs.brightpath.example');
    expect((await c.put('/api/admin/settings', body({ logo, jobsLink: 'jobs board' }))).status).toBe(400);
    expect((await c.put('/api/admin/settings', body({ logo, jobsLink: '' }))).body.settings.jobsLink).toBeNull();

    const log = await c.get('/api/admin/audit?action=site.settings_saved');
    // Five saved (the refused one wrote nothing).
    expect(log.body.total).toBe(5);
    expect(log.body.data.at(-1).summary).toContain('companyName');
  });

  it('refuses a key that is not the admin\'s own image, a bad colour and an unknown flag', async () => {
    const c = await signedIn(admin);
    const writerUpload = (await (await signedIn(writer)).upload('w.png', await png(), 'image')).body.file.key as string;
    expect((await c.put('/api/admin/settings', body({ logo: writerUpload }))).status).toBe(400);
    const doc = (await c.upload('doc.pdf', '%PDF-1.4\n%%EOF', 'document')).body.file.key as string;
    expect((await c.put('/api/admin/settings', body({ loginImg: doc }))).status).toBe(400);
    expect((await c.put('/api/admin/settings', body({ colours: { primary: 'blue', accent: '#fff' } }))).status).toBe(400);
    expect((await c.put('/api/admin/settings', body({ website_settings: { ...body().website_settings, made_up: true } }))).status).toBe(400);
  });

  it('reads the settings back with the site\'s domains', async () => {
    const res = await (await signedIn(admin)).get('/api/admin/settings');
    expect(res.status).toBe(200);
    expect(res.body.domains).toEqual([site.host]);
  });
});

describe('the review page settings', () => {
  const coaching = { name: 'Career Coaching', price: 4900, frequency: 'Month', productLink: 'https://coaching.example.com/monthly', productDescription: 'A call every week.', buttonText: 'Start coaching' };
  const reviewPageBody = (overrides: Record<string, unknown> = {}) => ({
    clientProducts: [coaching],
    expertHelperTextSection: { helperText: 'Rather have an expert rewrite it?', buttonText: 'Get an expert rewrite' },
    callUs: { phone: '+44 20 7946 0000', text: 'Call us, Monday to Friday.' },
    ...overrides,
  });

  it('saves the client products, the expert box and the call-us box; the review page shows them at once', async () => {
    const c = await signedIn(admin);
    const saved = await c.put('/api/admin/settings/review-page', reviewPageBody());
    expect(saved.status).toBe(200);
    const product = saved.body.reviewPage.clientProducts[0];
    expect(product).toMatchObject(coaching);
    expect(product._id).toMatch(/^product-/);
    expect(saved.body.currency).toBe('usd');

    const critiqueId = 'critique-review-page-settings';
    await t.db.insert(critiques).values({ id: critiqueId, siteId: site.id, review: {} });
    const review = await t.client(site.host).get(`/api/review/${critiqueId}`);
    expect(review.body.data.clientWebsiteCustomization).toMatchObject({ clientProducts: [product], callUs: { phone: '+44 20 7946 0000' }, expertHelperTextSection: { buttonText: 'Get an expert rewrite' } });

    // Editing keeps the product's id; removing the boxes hides them.
    const edited = await c.put('/api/admin/settings/review-page', reviewPageBody({ clientProducts: [{ ...product, price: 3900 }], expertHelperTextSection: null, callUs: null }));
    expect(edited.body.reviewPage).toMatchObject({ clientProducts: [{ _id: product._id, price: 3900 }], expertHelperTextSection: null, callUs: null });
    const log = await c.get('/api/admin/audit?action=site.review_page_saved');
    expect(log.body.total).toBe(2);
    expect(log.body.data[0].summary).toBe('Review page saved: clientProducts, expertHelperTextSection, callUs');
  });

  it('refuses a bad link, a negative or fractional price, an unknown frequency and too many products, and writes nothing', async () => {
    const c = await signedIn(admin);
    const before = (await c.get('/api/admin/settings/review-page')).body.reviewPage;
    for (const wrong of [{ productLink: 'javascript:alert(1)' }, { price: -1 }, { price: 10.5 }, { frequency: 'Fortnight' }, { name: '' }]) {
      const res = await c.put('/api/admin/settings/review-page', reviewPageBody({ clientProducts: [{ ...coaching, ...wrong }] }));
      expect(res.status, JSON.stringify(wrong)).toBe(400);
    }
    expect((await c.put('/api/admin/settings/review-page', reviewPageBody({ clientProducts: Array.from({ length: 11 }, () => coaching) }))).status).toBe(400);
    expect((await c.get('/api/admin/settings/review-page')).body.reviewPage).toEqual(before);
    expect((await (await signedIn(writer)).put('/api/admin/settings/review-page', reviewPageBody())).status).toBe(403);
  });
});
