import { z } from 'zod';
import { defineCall, idParam } from '../call';
import { reviewPageSettingsSchema } from '../critiques/rules';
import { FREQUENCIES } from '../money/rules';
import { siteConfigSchema, websiteSettingsSchema } from '../sites/calls';

// The admin's site settings: branding, login domain, checkout, scripts, flags, language.

export const SITE_SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  colour: 'Use a colour like #2457d6',
  url: 'Enter a full address starting with https://',
  imageNotFound: 'Upload the image again',
} as const;

export const SETTINGS_LANGUAGES = ['en', 'de', 'it', 'ru', 'es', 'th'] as const;
export const MAX_TESTIMONIALS = 20;
export const MAX_SCRIPT_LENGTH = 20_000;

const colour = z.string().trim().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, SITE_SETTINGS_MESSAGES.colour);
const url = z
  .string()
  .trim()
  .max(2000)
  .refine((text) => {
    try {
      return ['https:', 'http:'].includes(new URL(text).protocol);
    } catch {
      return false;
    }
  }, SITE_SETTINGS_MESSAGES.url);
const optionalUrl = z.union([z.literal(''), url]).transform((text) => text || undefined);
const nullableUrl = z.union([z.literal(''), url]).transform((text) => text || null);
const email = z.string().trim().max(254).email('Enter a valid email');
const imageKey = idParam.nullable();

export const settingsBodySchema = z.strictObject({
  companyName: z.string().trim().min(1, 'Company name is required').max(200),
  companyEmail: email,
  supportEmail: z.union([z.literal(''), email]).transform((text) => text || null),
  logo: imageKey,
  loginImg: imageKey,
  welcomeImg: imageKey,
  colours: z.strictObject({ primary: colour, accent: colour }),
  socialLinks: z.strictObject({ facebook: optionalUrl.optional(), twitter: optionalUrl.optional(), linkedin: optionalUrl.optional(), instagram: optionalUrl.optional(), youtube: optionalUrl.optional() }),
  critiquesConsultationLink: nullableUrl,
  testimonials: z.array(z.strictObject({ name: z.string().trim().min(1).max(100), text: z.string().trim().min(1).max(1000), role: z.string().trim().max(100).optional() })).max(MAX_TESTIMONIALS),
  customLoginDomain: nullableUrl,
  loginDomainQueries: z.string().trim().max(500).transform((text) => text || null),
  customCheckout: z
    .strictObject({
      url,
      method: z.enum(['GET', 'POST']),
      responsePath: z.string().trim().max(200).optional(),
      tokenName: z.string().trim().max(100).optional(),
      tokenLocation: z.enum(['header', 'query', 'body']).optional(),
      /** Absent: keep the stored token; empty: remove it. */
      token: z.string().max(2000).optional(),
    })
    .nullable(),
  customScripts: z.strictObject({ headerTag: z.string().max(MAX_SCRIPT_LENGTH), bodyTag: z.string().max(MAX_SCRIPT_LENGTH) }),
  defaultLanguage: z.enum(SETTINGS_LANGUAGES),
  website_settings: websiteSettingsSchema.strict(),
});
export type SettingsBody = z.input<typeof settingsBodySchema>;

const settingsResponse = z.object({ status: z.boolean(), settings: siteConfigSchema, checkoutTokenSet: z.boolean(), domains: z.array(z.string()), message: z.string().optional() });

export const getSiteSettings = defineCall({ method: 'GET', path: '/api/admin/settings', response: settingsResponse });

export const saveSiteSettings = defineCall({ method: 'PUT', path: '/api/admin/settings', body: settingsBodySchema, response: settingsResponse });

// The review page's own settings: the client products offered beside the packages (subscription-style
// plans with their frequency), the expert-help box and the call-us box (spec 002, the review page).

export const MAX_CLIENT_PRODUCTS = 10;
/** A client product's price, in minor units, at most 100,000 of the site's currency. */
export const MAX_CLIENT_PRODUCT_PRICE = 10_000_000;

export const REVIEW_PAGE_MESSAGES = {
  saved: 'Review page saved',
  price: 'Enter a price of 0 or more',
} as const;

const clientProductBody = z.strictObject({
  /** Absent for a new product: the server names it. */
  _id: z.string().trim().max(64).optional(),
  name: z.string().trim().min(1, 'Enter a name').max(100),
  price: z.number().int(REVIEW_PAGE_MESSAGES.price).min(0, REVIEW_PAGE_MESSAGES.price).max(MAX_CLIENT_PRODUCT_PRICE),
  frequency: z.enum(FREQUENCIES),
  productLink: url,
  productDescription: z.string().trim().max(500),
  buttonText: z.string().trim().min(1, 'Enter the button text').max(60),
});

export const reviewPageBodySchema = z.strictObject({
  clientProducts: z.array(clientProductBody).max(MAX_CLIENT_PRODUCTS),
  expertHelperTextSection: z.strictObject({ helperText: z.string().trim().min(1, 'Enter the text').max(300), buttonText: z.string().trim().min(1, 'Enter the button text').max(60) }).nullable(),
  callUs: z.strictObject({ phone: z.string().trim().min(3, 'Enter a phone number').max(40), text: z.string().trim().min(1, 'Enter the text').max(300) }).nullable(),
});
export type ReviewPageBody = z.input<typeof reviewPageBodySchema>;

const reviewPageResponse = z.object({ status: z.boolean(), reviewPage: reviewPageSettingsSchema, currency: z.string(), message: z.string().optional() });

export const getReviewPageSettings = defineCall({ method: 'GET', path: '/api/admin/settings/review-page', response: reviewPageResponse });

export const saveReviewPageSettings = defineCall({ method: 'PUT', path: '/api/admin/settings/review-page', body: reviewPageBodySchema, response: reviewPageResponse });
