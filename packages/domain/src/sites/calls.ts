import { z } from 'zod';
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
  facebook: z.string().optional(),
  twitter: z.string().optional(),
  linkedin: z.string().optional(),
  instagram: z.string().optional(),
  youtube: z.string().optional(),
});

/** The site configuration the whole client is themed and switched by. */
export const siteConfigSchema = z.object({
  _id: z.string(),
  client_id: z.string(),
  companyName: z.string(),
  companyEmail: z.string(),
  logo: z.string().nullable(),
  loginImg: z.string().nullable(),
  welcomeImg: z.string().nullable(),
  colours: z.object({ primary: z.string(), accent: z.string() }),
  socialLinks: socialLinksSchema,
  critiquesConsultationLink: z.string().nullable(),
  customLoginDomain: z.string().nullable(),
  loginDomainQueries: z.string().nullable(),
  /** An outside checkout: where and how to call it, and where its answer carries the payment link. The token is never sent to browsers. */
  customCheckout: z
    .object({
      url: z.string(),
      method: z.string(),
      responsePath: z.string().optional(),
      tokenName: z.string().optional(),
      tokenLocation: z.enum(['header', 'query', 'body']).optional(),
    })
    .nullable(),
  currency: z.string(),
  defaultLanguage: z.string(),
  website_settings: websiteSettingsSchema,
  /** Where customers write for help (the company e-mail when empty). */
  supportEmail: z.string().nullable().optional(),
  /** Quotes of happy customers the public pages may show. */
  testimonials: z.array(z.object({ name: z.string(), text: z.string(), role: z.string().optional() })).optional(),
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
    data: siteConfigSchema.nullable().optional(),
    message: z.string().optional(),
  }),
});
