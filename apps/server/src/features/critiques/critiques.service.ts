import { REVIEW_TABS, customCheckoutProblem, customCheckoutSchema, reviewPageSettingsSchema, valueAtPath } from '@portal/domain/critiques/rules';
import { AppError, notFound, ruleBroken } from '../../platform/errors';
import type { SiteContext, UserContext } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import * as store from './critiques.store';

const NOT_FOUND = 'Review not found';
const isStaff = (user: UserContext | null) => user !== null && user.role !== 'user';
const NAME_ALREADY_GIVEN = 'This critique already has a name and e-mail';

/** The public review page: a critique read, rated and its visits recorded by whoever has its link. */
export class CritiquesService {
  constructor(private readonly platform: Platform) {}

  private get db() {
    return this.platform.database.db;
  }

  private async critique(site: SiteContext, id: string) {
    const row = await store.findCritique(this.db, site.id, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /**
   * The review page's data; the visit is recorded as a view of the critique (the admin's "Views"),
   * unless the reader is the site's staff (an admin checking a critique is no customer reading it).
   */
  async review(site: SiteContext, id: string, reader: UserContext | null = null) {
    const row = await this.critique(site, id);
    const parsed = reviewPageSettingsSchema.safeParse(await store.reviewPageSettings(this.db, site.id));
    // A site whose settings do not fit shows the page without its extras rather than no page.
    const settings = parsed.success ? parsed.data : reviewPageSettingsSchema.parse({});
    const [pkgs, viewId] = await Promise.all([store.purchasablePackages(this.db, site.id), store.recordClick(this.db, site.id, { kind: isStaff(reader) ? 'staff-review-view' : 'review-view', critiqueId: row.id })]);
    const review = (row.review ?? {}) as Record<string, unknown>;
    const ats = (review.ats_section ?? {}) as { name_from_resume_first_name?: string; name_from_resume_last_name?: string };
    const companyName = site.config?.companyName ?? site.name;
    return {
      status: true,
      data: {
        critique: {
          _id: row.id,
          firstName: row.firstName ?? '',
          lastName: row.lastName ?? '',
          email: row.email ?? '',
          phoneNumber: row.phoneNumber ?? '',
          uniqueCustomerId: row.uniqueCustomerId ?? '',
          processedAt: row.processedAt.toISOString(),
          progress: (row.progress as string[]) ?? [],
          stars: row.stars,
          feedback: row.feedback,
          writtenByWriter: row.writtenByWriter === 'true' || row.writtenByWriter === '1',
          review,
        },
        critiquesViewsId: viewId,
        clientWebsiteCustomization: {
          companyName,
          reviewEmailFirstName: row.firstName ?? ats.name_from_resume_first_name ?? '',
          reviewEmailLastName: row.lastName ?? ats.name_from_resume_last_name ?? '',
          clientProducts: settings.clientProducts,
          expertHelperTextSection: settings.expertHelperTextSection,
          callUs: settings.callUs,
          // The admin's testimonials (site settings) are the site's one list; the review page's own list
          // is kept only for sites configured before the admin could edit them.
          testimonials: site.config?.testimonials?.length ? site.config.testimonials.map(({ name, text }) => ({ name, text })) : settings.testimonials,
          colours: settings.colours,
          consultationLink: site.config?.critiquesConsultationLink ?? null,
        },
        packages: pkgs.map((p) => ({
          _id: p.id,
          packageName: p.name,
          packagePrice: p.price,
          packageDescription: p.description,
          packageDescriptionHTML: p.descriptionHtml,
          clientWebsiteCustomization: { companyName },
        })),
        clientCurrencyType: pkgs[0]?.currency ?? site.config?.currency ?? 'usd',
      },
    };
  }

  async feedback(site: SiteContext, id: string, stars: number, feedback: string) {
    const row = await this.critique(site, id);
    if (row.stars !== null) throw new AppError('conflict', 'This review was already rated');
    await store.updateCritique(this.db, site.id, id, { stars, feedback: feedback || null });
    return { status: true, message: 'Thanks!' };
  }

  async progress(site: SiteContext, id: string, visited: string[], reader: UserContext | null = null) {
    const row = await this.critique(site, id);
    // The staff's tabs are not the reader's progress ("Read" in the admin's list).
    if (isStaff(reader)) return { status: true, progress: (row.progress as string[]) ?? [] };
    const known = new Set([...((row.progress as string[]) ?? []), ...visited.filter((tab) => (REVIEW_TABS as readonly string[]).includes(tab))]);
    const progress = REVIEW_TABS.filter((tab) => known.has(tab));
    await store.updateCritique(this.db, site.id, id, { progress });
    return { status: true, progress };
  }

  /**
   * The name and e-mail the resume did not give. Only what is missing is filled: the review's link is
   * public, and whoever holds it must not rename the critique or send its checkout to their e-mail.
   */
  async updateName(site: SiteContext, id: string, body: { firstName: string; lastName: string; email: string }) {
    const row = await this.critique(site, id);
    const missing = {
      ...(row.firstName ? {} : { firstName: body.firstName }),
      ...(row.lastName ? {} : { lastName: body.lastName }),
      ...(row.email ? {} : { email: body.email }),
    };
    if (Object.keys(missing).length === 0) throw new AppError('conflict', NAME_ALREADY_GIVEN);
    await store.updateCritique(this.db, site.id, id, missing);
    return { status: true, message: 'Saved' };
  }

  async click(site: SiteContext, kind: string, critiqueId: string, packageId: string | null, critiqueViewId?: string) {
    await this.critique(site, critiqueId);
    if (packageId && !(await store.findPackage(this.db, site.id, packageId))) throw notFound('Package not found');
    return store.recordClick(this.db, site.id, { kind, critiqueId, packageId, critiqueViewId: critiqueViewId ?? null });
  }

  /**
   * Asks the site's custom checkout service for a link (GET only, 5 s at most): the configured URL
   * with the buyer's fields as query parameters and the site's token where the site says; the link is
   * read at `responseFieldPath` of the JSON answer (without one, the URL itself is the link).
   */
  async customLink(site: SiteContext, query: { productId: string; firstName?: string; lastName?: string; email?: string; uniqueCustomerId?: string }) {
    const raw = await store.customCheckoutSettings(this.db, site.id);
    if (raw === null) throw notFound('Not found');
    const problem = customCheckoutProblem(raw);
    if (problem) throw ruleBroken(problem, undefined, 'custom_checkout_inconsistent');
    const custom = customCheckoutSchema.parse(raw);
    const url = new URL(custom.url);
    for (const [name, value] of Object.entries(query)) if (value) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (custom.token && custom.tokenName) {
      if (custom.tokenLocation === 'query' || custom.tokenLocation === 'params') url.searchParams.set(custom.tokenName, custom.token);
      else headers[custom.tokenName] = custom.token;
    }
    if (!custom.responseFieldPath) return { status: true, link: url.toString() };
    let answer: unknown;
    try {
      const res = await fetch(url, { method: 'GET', headers, redirect: 'error', signal: AbortSignal.timeout(5_000) });
      if (!res.ok) throw new Error(`status ${res.status}`);
      answer = await res.json();
    } catch {
      throw new AppError('internal', 'The custom checkout did not answer');
    }
    const link = valueAtPath(answer, custom.responseFieldPath);
    if (typeof link !== 'string' || !/^https?:\/\//.test(link)) throw ruleBroken('Custom Checkout Data is inconsistent', undefined, 'custom_checkout_inconsistent');
    return { status: true, link };
  }

  /** Where a package's buy button leads: the site's custom checkout, or ours with the critique carried along. */
  async checkoutLink(site: SiteContext, packageId: string, critiqueId: string, critiqueViewId?: string) {
    const critique = await this.critique(site, critiqueId);
    const pkg = await store.findPackage(this.db, site.id, packageId);
    if (!pkg || !pkg.purchasable) throw notFound('Package not found');
    const query = new URLSearchParams({ item: pkg.id, critiqueId: critique.id });
    if (critiqueViewId) query.set('critiqueViewId', critiqueViewId);
    if (critique.uniqueCustomerId) query.set('uniqueCustomerId', critique.uniqueCustomerId);
    const link = `/checkout?${query.toString()}`;
    const custom = site.config?.customCheckout?.url ?? null;
    return { status: true, data: { isCustomCheckout: custom !== null, link, checkoutUrl: custom ?? link } };
  }
}
