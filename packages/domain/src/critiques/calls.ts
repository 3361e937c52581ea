import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';
import { checkoutPackage } from '../payments/calls';
import { clientProductSchema } from './rules';

// The public review page (spec 002 sections 2.5 and 7.1). A critique's id is its link: whoever has
// the link may read and rate it, as the e-mail it came in intends.

export const critiqueView = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  uniqueCustomerId: z.string(),
  processedAt: z.string(),
  progress: z.array(z.string()),
  stars: z.nullable(z.number()),
  feedback: z.nullable(z.string()),
  writtenByWriter: z.boolean(),
  review: z.record(z.string(), z.unknown()),
});
export type CritiqueView = z.infer<typeof critiqueView>;

export const getReview = defineCall({
  method: 'GET',
  path: '/api/review/:id',
  params: z.object({ id: idParam }),
  response: z.object({
    status: z.boolean(),
    data: z.object({
      critique: critiqueView,
      critiquesViewsId: z.string(),
      clientWebsiteCustomization: z.object({
        companyName: z.string(),
        reviewEmailFirstName: z.string(),
        reviewEmailLastName: z.string(),
        clientProducts: z.array(clientProductSchema),
        expertHelperTextSection: z.nullable(z.object({ helperText: z.string(), buttonText: z.string() })),
        callUs: z.nullable(z.object({ phone: z.string(), text: z.string() })),
        testimonials: z.array(z.object({ name: z.string(), text: z.string() })),
        colours: z.nullable(z.object({ header: z.string(), accent: z.string() })),
        consultationLink: z.nullable(z.string()),
      }),
      packages: z.array(checkoutPackage),
      clientCurrencyType: z.string(),
    }),
  }),
});

export const reviewFeedback = defineCall({
  method: 'POST',
  path: '/api/review/:id/feedback/',
  params: z.object({ id: idParam }),
  body: z.strictObject({ stars: z.number().check(z.int(), z.gte(1), z.lte(5)), feedback: z._default(z.string().check(z.trim(), z.maxLength(5000)), '') }),
  response: z.object({ status: z.boolean(), message: z.string() }),
});

export const reviewProgressCall = defineCall({
  method: 'POST',
  path: '/api/review/progress',
  body: z.strictObject({ critiqueId: idParam, vistedTabs: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(10)) }),
  response: z.object({ status: z.boolean(), progress: z.array(z.string()) }),
});

export const reviewUpdateName = defineCall({
  method: 'POST',
  path: '/api/review/:id/update/name',
  params: z.object({ id: idParam }),
  body: z.strictObject({
    firstName: z.string().check(z.trim(), z.minLength(1, 'Enter First Name'), z.maxLength(255)),
    lastName: z.string().check(z.trim(), z.minLength(1, 'Enter Last name'), z.maxLength(255)),
    email: z.string().check(z.trim(), z.minLength(1, 'Enter email'), z.maxLength(254), z.email('Enter a valid email')),
  }),
  response: z.object({ status: z.boolean(), message: z.string() }),
});

export const scheduleButtonClick = defineCall({
  method: 'POST',
  path: '/api/critiques/:id/schedule-button-click',
  params: z.object({ id: idParam }),
  body: z.strictObject({ critiqueViewId: z.optional(idParam) }),
  response: z.object({ status: z.boolean() }),
});

const clickBody = z.strictObject({ packageId: idParam, critiqueId: idParam, critiqueViewId: z.optional(idParam) });

export const packageCheckoutClick = defineCall({
  method: 'POST',
  path: '/api/checkout/package-checkout-button-click',
  body: clickBody,
  response: z.object({ status: z.boolean(), checkoutClickId: z.string() }),
});

export const productCheckoutClick = defineCall({
  method: 'POST',
  path: '/api/checkout/product-checkout-button-click',
  body: clickBody,
  response: z.object({ status: z.boolean(), checkoutClickId: z.string() }),
});

export const checkoutLink = defineCall({
  method: 'GET',
  path: '/api/package/:packageId/checkout-link/:critiqueId',
  params: z.object({ packageId: idParam, critiqueId: idParam }),
  query: z.object({ critiqueViewId: z.optional(idParam) }),
  response: z.object({ status: z.boolean(), data: z.object({ isCustomCheckout: z.boolean(), link: z.string(), checkoutUrl: z.string() }) }),
});

/**
 * The site's custom checkout (spec 000 section 3): the server asks the site's own checkout service
 * (GET only, with its token in a header or the query) for a link, read at `responseFieldPath`.
 */
export const customCheckoutLink = defineCall({
  method: 'GET',
  path: '/api/checkout/custom-link',
  query: z.object({
    productId: idParam,
    firstName: z.optional(z.string().check(z.maxLength(255))),
    lastName: z.optional(z.string().check(z.maxLength(255))),
    email: z.optional(z.string().check(z.maxLength(254))),
    uniqueCustomerId: z.optional(z.string().check(z.maxLength(255))),
  }),
  response: z.object({ status: z.boolean(), link: z.string() }),
});
