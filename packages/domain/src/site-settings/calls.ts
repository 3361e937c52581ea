import { z } from 'zod/mini';
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

const colour = z.string().check(z.trim(), z.regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, SITE_SETTINGS_MESSAGES.colour));
const url = z.string().check(
  z.trim(),
  z.maxLength(2000),
  z.refine((text) => {
    try {
      return ['https:', 'http:'].includes(new URL(text).protocol);
    } catch {
      return false;
    }
    // The format named for forms that say it in the reader's language (zod's own url check is one too).
  }, { message: SITE_SETTINGS_MESSAGES.url, params: { format: 'url' } }),
);
const optionalUrl = z.pipe(
  z.union([z.literal(''), url]),
  z.transform((text) => text || undefined),
);
const nullableUrl = z.pipe(
  z.union([z.literal(''), url]),
  z.transform((text) => text || null),
);
const email = z.string().check(z.trim(), z.maxLength(254), z.email('Enter a valid email'));
const imageKey = z.nullable(idParam);

export const settingsBodySchema = z.strictObject({
  companyName: z.string().check(z.trim(), z.minLength(1, 'Company name is required'), z.maxLength(200)),
  companyEmail: email,
  supportEmail: z.pipe(
    z.union([z.literal(''), email]),
    z.transform((text) => text || null),
  ),
  logo: imageKey,
  loginImg: imageKey,
  welcomeImg: imageKey,
  colours: z.strictObject({ primary: colour, accent: colour }),
  socialLinks: z.strictObject({
    facebook: z.optional(optionalUrl),
    twitter: z.optional(optionalUrl),
    linkedin: z.optional(optionalUrl),
    instagram: z.optional(optionalUrl),
    youtube: z.optional(optionalUrl),
  }),
  critiquesConsultationLink: nullableUrl,
  /** Left out: kept as it is (a client that predates the field). */
  jobsLink: z.optional(nullableUrl),
  testimonials: z
    .array(
      z.strictObject({
        name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
        text: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
        role: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      }),
    )
    .check(z.maxLength(MAX_TESTIMONIALS)),
  customLoginDomain: nullableUrl,
  loginDomainQueries: z.pipe(
    z.string().check(z.trim(), z.maxLength(500)),
    z.transform((text) => text || null),
  ),
  customCheckout: z.nullable(
    z.strictObject({
      url,
      method: z.enum(['GET', 'POST']),
      responsePath: z.optional(z.string().check(z.trim(), z.maxLength(200))),
      tokenName: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      tokenLocation: z.optional(z.enum(['header', 'query', 'body'])),
      /** Absent: keep the stored token; empty: remove it. */
      token: z.optional(z.string().check(z.maxLength(2000))),
    }),
  ),
  customScripts: z.strictObject({ headerTag: z.string().check(z.maxLength(MAX_SCRIPT_LENGTH)), bodyTag: z.string().check(z.maxLength(MAX_SCRIPT_LENGTH)) }),
  defaultLanguage: z.enum(SETTINGS_LANGUAGES),
  website_settings: z.strictObject(websiteSettingsSchema.shape),
});
export type SettingsBody = z.input<typeof settingsBodySchema>;

const settingsResponse = z.object({ status: z.boolean(), settings: siteConfigSchema, checkoutTokenSet: z.boolean(), domains: z.array(z.string()), message: z.optional(z.string()) });

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
  _id: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  name: z.string().check(z.trim(), z.minLength(1, 'Enter a name'), z.maxLength(100)),
  price: z.number().check(z.int(REVIEW_PAGE_MESSAGES.price), z.gte(0, REVIEW_PAGE_MESSAGES.price), z.lte(MAX_CLIENT_PRODUCT_PRICE)),
  frequency: z.enum(FREQUENCIES),
  productLink: url,
  productDescription: z.string().check(z.trim(), z.maxLength(500)),
  buttonText: z.string().check(z.trim(), z.minLength(1, 'Enter the button text'), z.maxLength(60)),
});

export const reviewPageBodySchema = z.strictObject({
  clientProducts: z.array(clientProductBody).check(z.maxLength(MAX_CLIENT_PRODUCTS)),
  expertHelperTextSection: z.nullable(
    z.strictObject({
      helperText: z.string().check(z.trim(), z.minLength(1, 'Enter the text'), z.maxLength(300)),
      buttonText: z.string().check(z.trim(), z.minLength(1, 'Enter the button text'), z.maxLength(60)),
    }),
  ),
  callUs: z.nullable(
    z.strictObject({
      phone: z.string().check(z.trim(), z.minLength(3, 'Enter a phone number'), z.maxLength(40)),
      text: z.string().check(z.trim(), z.minLength(1, 'Enter the text'), z.maxLength(300)),
    }),
  ),
});
export type ReviewPageBody = z.input<typeof reviewPageBodySchema>;

const reviewPageResponse = z.object({ status: z.boolean(), reviewPage: reviewPageSettingsSchema, currency: z.string(), message: z.optional(z.string()) });

export const getReviewPageSettings = defineCall({ method: 'GET', path: '/api/admin/settings/review-page', response: reviewPageResponse });

export const saveReviewPageSettings = defineCall({ method: 'PUT', path: '/api/admin/settings/review-page', body: reviewPageBodySchema, response: reviewPageResponse });
