import { reviewPageSettingsSchema, type ReviewPageSettings } from '@portal/domain/critiques/rules';
import { REVIEW_PAGE_MESSAGES, SITE_SETTINGS_MESSAGES, type reviewPageBodySchema, type settingsBodySchema } from '@portal/domain/site-settings/calls';
import { newSiteConfig, siteConfigSchema, type SiteConfig } from '@portal/domain/sites/calls';
import type { z } from 'zod/mini';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { notFound } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { announceSitesChanged } from '../../platform/tenancy/site-resolver';
import { recordAudit } from '../audit';
import type { FilesService } from '../files';
import { findSiteRow, saveSiteConfig, siteHosts } from './site-settings.store';

type Body = z.output<typeof settingsBodySchema>;
type ReviewPageBody = z.output<typeof reviewPageBodySchema>;
type StoredCheckout = NonNullable<SiteConfig['customCheckout']> & { token?: string };
/** The stored configuration: the checkout's token, and the review page's own settings (read by the critiques feature). */
type StoredConfig = Omit<SiteConfig, 'customCheckout'> & { customCheckout: StoredCheckout | null; reviewPage?: unknown };

/** What a site without a configuration starts from. */
function blankConfig(site: { id: string; clientId: string; name: string }): StoredConfig {
  return newSiteConfig({ ...site, email: '' });
}

/**
 * The admin's site settings. The stored configuration keeps the custom checkout's token, which the
 * public configuration (`GET /api/website`, parsed by the domain's schema) never carries. Saving
 * adopts newly chosen images as public branding, records the change in the audit log, and tells
 * every process's site cache to forget the site, so the next request sees the new settings.
 */
export class SiteSettingsService {
  constructor(
    private readonly platform: Platform,
    private readonly files: FilesService,
  ) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  async get(actor: Actor) {
    const row = await findSiteRow(this.db, actor.site.id);
    if (!row) throw notFound('Site not found');
    const stored = (row.config as StoredConfig | null) ?? blankConfig(row);
    return { settings: siteConfigSchema.parse(stored), checkoutTokenSet: Boolean(stored.customCheckout?.token), domains: await siteHosts(this.db, row.id) };
  }

  async save(actor: Actor, body: Body) {
    const siteId = actor.site.id;
    await this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const row = await findSiteRow(tx, siteId, true);
      if (!row) throw notFound('Site not found');
      const before = (row.config as StoredConfig | null) ?? blankConfig(row);
      const images = [body.logo, body.loginImg, body.welcomeImg].filter((key): key is string => key !== null && ![before.logo, before.loginImg, before.welcomeImg].includes(key));
      await this.files.adoptAsBranding(tx, siteId, actor.user, images);
      const { token, ...checkout } = body.customCheckout ?? { token: undefined };
      const keptToken = token === undefined ? before.customCheckout?.token : token || undefined;
      const socialLinks = Object.fromEntries(Object.entries(body.socialLinks).filter(([, v]) => v));
      const after: StoredConfig = {
        ...before,
        companyName: body.companyName,
        companyEmail: body.companyEmail,
        supportEmail: body.supportEmail,
        logo: body.logo,
        loginImg: body.loginImg,
        welcomeImg: body.welcomeImg,
        colours: body.colours,
        socialLinks,
        critiquesConsultationLink: body.critiquesConsultationLink,
        jobsLink: body.jobsLink === undefined ? (before.jobsLink ?? null) : body.jobsLink,
        testimonials: body.testimonials,
        customLoginDomain: body.customLoginDomain,
        loginDomainQueries: body.loginDomainQueries,
        customCheckout: body.customCheckout ? { ...(checkout as NonNullable<SiteConfig['customCheckout']>), ...(keptToken ? { token: keptToken } : {}) } : null,
        customScripts: body.customScripts,
        defaultLanguage: body.defaultLanguage,
        website_settings: body.website_settings,
      };
      const changed = (Object.keys(after) as (keyof StoredConfig)[]).filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]));
      await saveSiteConfig(tx, siteId, body.companyName, after);
      await recordAudit(tx, actor, {
        action: 'site.settings_saved',
        target: { type: 'site', id: siteId, label: body.companyName },
        summary: changed.length ? `Site settings saved: ${changed.join(', ')}` : 'Site settings saved (no change)',
        details: { changed: changed.join(', ') },
      });
      await announceSitesChanged(tx);
    });
    this.platform.sites.invalidate();
    return { ...(await this.get(actor)), message: SITE_SETTINGS_MESSAGES.saved };
  }

  /** The review page's client products, expert-help box and call-us box, with the site's currency for the prices. */
  async reviewPage(actor: Actor) {
    const row = await findSiteRow(this.db, actor.site.id);
    if (!row) throw notFound('Site not found');
    const stored = (row.config as StoredConfig | null) ?? blankConfig(row);
    return { reviewPage: reviewPageSettingsSchema.parse(stored.reviewPage ?? {}), currency: stored.currency };
  }

  /**
   * Saves the review page's settings under the site row's lock, naming new client products; what the
   * admin does not edit here (the header colours of older configurations) is kept. Audited.
   */
  async saveReviewPage(actor: Actor, body: ReviewPageBody) {
    const siteId = actor.site.id;
    await this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const row = await findSiteRow(tx, siteId, true);
      if (!row) throw notFound('Site not found');
      const config = (row.config as StoredConfig | null) ?? blankConfig(row);
      const before = reviewPageSettingsSchema.parse(config.reviewPage ?? {});
      const after: ReviewPageSettings = {
        ...before,
        clientProducts: body.clientProducts.map((product) => ({ ...product, _id: product._id || `product-${newId()}` })),
        expertHelperTextSection: body.expertHelperTextSection,
        callUs: body.callUs,
      };
      const changed = (['clientProducts', 'expertHelperTextSection', 'callUs'] as const).filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]));
      await saveSiteConfig(tx, siteId, row.name, { ...config, reviewPage: after });
      await recordAudit(tx, actor, {
        action: 'site.review_page_saved',
        target: { type: 'site', id: siteId, label: row.name },
        summary: changed.length ? `Review page saved: ${changed.join(', ')}` : 'Review page saved (no change)',
        details: { changed: changed.join(', '), products: String(after.clientProducts.length) },
      });
    });
    return { ...(await this.reviewPage(actor)), message: REVIEW_PAGE_MESSAGES.saved };
  }
}
