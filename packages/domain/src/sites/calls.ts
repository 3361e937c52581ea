import { z } from 'zod/mini';
import { defineCall } from '../call';

export const websiteSettingsSchema = z.object({
  enable_customer_job_search: z.boolean(),
  enable_boards: z.boolean(),
  hide_invoices: z.boolean(),
  hide_customer_price: z.boolean(),
  hide_tip: z.boolean(),
  disable_customer_rating: z.boolean(),
  disable_writer_customer_chat: z.boolean(),
  enable_writer_notes: z.boolean(),
  hide_ms_word_document: z.boolean(),
  hide_click_to_upload: z.boolean(),
  enable_revisions_approval_feature: z.boolean(),
});
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;

/** Every feature switch off: what a new site starts from. */
export const DEFAULT_WEBSITE_SETTINGS: WebsiteSettings = {
  enable_customer_job_search: false,
  enable_boards: false,
  hide_invoices: false,
  hide_customer_price: false,
  hide_tip: false,
  disable_customer_rating: false,
  disable_writer_customer_chat: false,
  enable_writer_notes: false,
  hide_ms_word_document: false,
  hide_click_to_upload: false,
  enable_revisions_approval_feature: false,
};

/** The configuration a new site starts from: its name and e-mail, the portal's colours, every switch off. */
export function newSiteConfig(site: { id: string; clientId: string; name: string; email: string }): SiteConfig {
  return {
    _id: site.id,
    client_id: site.clientId,
    companyName: site.name,
    companyEmail: site.email,
    logo: null,
    loginImg: null,
    welcomeImg: null,
    colours: { primary: '#2457d6', accent: '#0ea5e9' },
    socialLinks: {},
    critiquesConsultationLink: null,
    jobsLink: null,
    customLoginDomain: null,
    loginDomainQueries: null,
    customCheckout: null,
    currency: 'usd',
    defaultLanguage: 'en',
    website_settings: { ...DEFAULT_WEBSITE_SETTINGS },
    customScripts: { headerTag: '', bodyTag: '' },
  };
}

export const socialLinksSchema = z.object({
  facebook: z.optional(z.string()),
  twitter: z.optional(z.string()),
  linkedin: z.optional(z.string()),
  instagram: z.optional(z.string()),
  youtube: z.optional(z.string()),
});

/** The site configuration the whole client is themed and switched by. */
export const siteConfigSchema = z.object({
  _id: z.string(),
  client_id: z.string(),
  companyName: z.string(),
  companyEmail: z.string(),
  logo: z.nullable(z.string()),
  loginImg: z.nullable(z.string()),
  welcomeImg: z.nullable(z.string()),
  colours: z.object({ primary: z.string(), accent: z.string() }),
  socialLinks: socialLinksSchema,
  critiquesConsultationLink: z.nullable(z.string()),
  /** Where the top bar's optional "Go back to the Jobs" link leads customers (spec 002 2.8): the business's own job board; no link when absent. */
  jobsLink: z.optional(z.nullable(z.string())),
  customLoginDomain: z.nullable(z.string()),
  loginDomainQueries: z.nullable(z.string()),
  /** An outside checkout: where and how to call it, and where its answer carries the payment link. The token is never sent to browsers. */
  customCheckout: z.nullable(
    z.object({
      url: z.string(),
      method: z.string(),
      responsePath: z.optional(z.string()),
      tokenName: z.optional(z.string()),
      tokenLocation: z.optional(z.enum(['header', 'query', 'body'])),
    }),
  ),
  currency: z.string(),
  defaultLanguage: z.string(),
  website_settings: websiteSettingsSchema,
  /** Where customers write for help (the company e-mail when empty). */
  supportEmail: z.optional(z.nullable(z.string())),
  /** Quotes of happy customers the public pages may show. */
  testimonials: z.optional(z.array(z.object({ name: z.string(), text: z.string(), role: z.optional(z.string()) }))),
  /** Admin-supplied tags (analytics, chat widgets) the server injects into this site's pages only. */
  customScripts: z.object({ headerTag: z.string(), bodyTag: z.string() }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const getWebsite = defineCall({
  method: 'GET',
  path: '/api/website',
  response: z.object({
    status_code: z.number(),
    status: z.boolean(),
    data: z.optional(z.nullable(siteConfigSchema)),
    message: z.optional(z.string()),
  }),
});
