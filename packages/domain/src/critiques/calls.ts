import { z } from 'zod';
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
  stars: z.number().nullable(),
  feedback: z.string().nullable(),
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
        expertHelperTextSection: z.object({ helperText: z.string(), buttonText: z.string() }).nullable(),
        callUs: z.object({ phone: z.string(), text: z.string() }).nullable(),
        testimonials: z.array(z.object({ name: z.string(), text: z.string() })),
        colours: z.object({ header: z.string(), accent: z.string() }).nullable(),
        consultationLink: z.string().nullable(),
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
  body: z.strictObject({ stars: z.number().int().min(1).max(5), feedback: z.string().trim().max(5000).default('') }),
  response: z.object({ status: z.boolean(), message: z.string() }),
});

export const reviewProgressCall = defineCall({
  method: 'POST',
  path: '/api/review/progress',
  body: z.strictObject({ critiqueId: idParam, vistedTabs: z.array(z.string().max(40)).max(10) }),
  response: z.object({ status: z.boolean(), progress: z.array(z.string()) }),
});

export const reviewUpdateName = defineCall({
  method: 'POST',
  path: '/api/review/:id/update/name',
  params: z.object({ id: idParam }),
  body: z.strictObject({
    firstName: z.string().trim().min(1, 'Enter First Name').max(255),
    lastName: z.string().trim().min(1, 'Enter Last name').max(255),
    email: z.string().trim().min(1, 'Enter email').max(254).email('Enter a valid email'),
  }),
  response: z.object({ status: z.boolean(), message: z.string() }),
});

export const scheduleButtonClick = defineCall({
  method: 'POST',
  path: '/api/critiques/:id/schedule-button-click',
  params: z.object({ id: idParam }),
  body: z.strictObject({ critiqueViewId: idParam.optional() }),
  response: z.object({ status: z.boolean() }),
});

const clickBody = z.strictObject({ packageId: idParam, critiqueId: idParam, critiqueViewId: idParam.optional() });

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
  query: z.object({ critiqueViewId: idParam.optional() }),
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
    firstName: z.string().max(255).optional(),
    lastName: z.string().max(255).optional(),
    email: z.string().max(254).optional(),
    uniqueCustomerId: z.string().max(255).optional(),
  }),
  response: z.object({ status: z.boolean(), link: z.string() }),
});
