import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';

// The admin's catalog: packages (prices per currency in minor units, sanitized
// description HTML, services in order, downloadables, contract, survey by id or URL) and services
// (modules in order). Nothing an order refers to is deleted: it is archived; orders keep their snapshot.

export const CATALOG_MESSAGES = {
  saved: 'Saved',
  archived: 'Archived',
  restored: 'Restored',
  packageNotFound: 'Package not found',
  serviceNotFound: 'Service not found',
  unknownService: 'Choose services of this site',
  unknownContract: 'Choose a contract of this site',
  unknownSurvey: 'Choose a survey of this site',
  priceRequired: 'Give a price in at least one currency',
  surveyOne: 'Give a survey or a survey address, not both',
  orderDuplicate: 'Name each package once',
  orderIncomplete: 'Name every package of this site, each once',
  reordered: 'Order saved',
} as const;

export const CATALOG_LIST_MAX = 200;
const currency = z.string().check(z.regex(/^[a-z]{3}$/, 'Use a currency code like usd'));
const minor = z.number().check(z.int('Prices are whole minor units (cents)'), z.gte(0), z.lte(100_000_000));

export const moduleInput = z.strictObject({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) });

export const serviceBody = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200)),
  modules: z.array(moduleInput).check(z.minLength(1, 'Add at least one module'), z.maxLength(30)),
});

export const packageBody = z
  .strictObject({
    name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200)),
    prices: z.record(currency, minor).check(z.refine((p) => Object.keys(p).length > 0, CATALOG_MESSAGES.priceRequired)),
    descriptionHtml: z.string().check(z.maxLength(50_000)),
    purchasable: z.boolean(),
    serviceIds: z.array(idParam).check(z.minLength(1, 'Choose at least one service'), z.maxLength(20)),
    downloadables: z.array(z.strictObject({ title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)), key: idParam })).check(z.maxLength(20)),
    contractId: z.nullable(idParam),
    surveyId: z.nullable(idParam),
    surveyUrl: z.pipe(
      z.union([z.literal(''), z.string().check(z.url(), z.maxLength(2000))]),
      z.transform((v) => v || null),
    ),
  })
  .check(z.refine((b) => !(b.surveyId && b.surveyUrl), { message: CATALOG_MESSAGES.surveyOne, path: ['surveyUrl'] }));
export type PackageBody = z.input<typeof packageBody>;

export const serviceSchema = z.object({ _id: z.string(), name: z.string(), modules: z.array(z.object({ id: z.string(), title: z.string() })), archived: z.boolean() });
export const packageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  prices: z.record(z.string(), z.number().check(z.int())),
  descriptionHtml: z.string(),
  purchasable: z.boolean(),
  serviceIds: z.array(z.string()),
  downloadables: z.array(z.object({ title: z.string(), key: z.string() })),
  contractId: z.nullable(z.string()),
  surveyId: z.nullable(z.string()),
  surveyUrl: z.nullable(z.string()),
  archived: z.boolean(),
});
export type CatalogPackage = z.infer<typeof packageSchema>;
export type CatalogService = z.infer<typeof serviceSchema>;

export const getCatalog = defineCall({
  method: 'GET',
  path: '/api/admin/catalog',
  response: z.object({
    status: z.boolean(),
    packages: z.array(packageSchema),
    services: z.array(serviceSchema),
    contracts: z.array(z.object({ _id: z.string(), title: z.string() })),
    surveys: z.array(z.object({ _id: z.string(), name: z.string() })),
    questionnaires: z.array(z.object({ _id: z.string(), name: z.string() })),
    currency: z.string(),
  }),
});

const idParams = z.object({ id: idParam });
const packageAnswer = z.object({ status: z.boolean(), message: z.string(), package: packageSchema });
const serviceAnswer = z.object({ status: z.boolean(), message: z.string(), service: serviceSchema });
const archiveBody = z.strictObject({ archived: z.boolean() });

export const createPackage = defineCall({ method: 'POST', path: '/api/admin/catalog/packages', body: packageBody, response: packageAnswer });
export const updatePackage = defineCall({ method: 'PUT', path: '/api/admin/catalog/packages/:id', params: idParams, body: packageBody, response: packageAnswer });
export const archivePackage = defineCall({ method: 'POST', path: '/api/admin/catalog/packages/:id/archive', params: idParams, body: archiveBody, response: packageAnswer });
/** Sets the order packages are shown in (public and checkout lists follow it): `ids` is every package of the site, first to last. */
export const reorderPackages = defineCall({
  method: 'POST',
  path: '/api/admin/catalog/packages/order',
  body: z.strictObject({
    ids: z.array(idParam).check(
      z.minLength(1),
      z.maxLength(CATALOG_LIST_MAX),
      z.refine((ids) => new Set(ids).size === ids.length, CATALOG_MESSAGES.orderDuplicate),
    ),
  }),
  response: z.object({ status: z.boolean(), message: z.string(), packages: z.array(packageSchema) }),
});
export const createService = defineCall({ method: 'POST', path: '/api/admin/catalog/services', body: serviceBody, response: serviceAnswer });
export const updateService = defineCall({ method: 'PUT', path: '/api/admin/catalog/services/:id', params: idParams, body: serviceBody, response: serviceAnswer });
export const archiveService = defineCall({ method: 'POST', path: '/api/admin/catalog/services/:id/archive', params: idParams, body: archiveBody, response: serviceAnswer });

// Coupons: the catalog owns them; the checkout takes a use of one through the catalog's published API.

export const COUPON_MESSAGES = {
  couponNotFound: 'Coupon not found',
  codeTaken: 'Another coupon of this site has this code',
  percentRange: 'A percentage is between 1 and 100',
  unknownPackage: 'Choose packages of this site',
} as const;

export const COUPONS_PER_PAGE = 20;

export const couponBody = z
  .strictObject({
    code: z.string().check(z.trim(), z.minLength(1, 'Code is required'), z.maxLength(64, 'At most 64 characters'), z.regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only')),
    kind: z.enum(['percent', 'fixed']),
    /** Percent: 1 to 100; fixed: minor units of the package's currency. */
    value: z.number().check(z.int('Whole minor units (cents)'), z.gte(1, 'Give a value'), z.lte(100_000_000)),
    /** ISO date-time; null: never expires. */
    expiresAt: z.nullable(z.iso.datetime({ offset: true })),
    maxUses: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(1_000_000))),
    perCustomerLimit: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(1_000))),
    /** Empty: every package. */
    packageIds: z.array(idParam).check(z.maxLength(50)),
  })
  .check(z.refine((b) => b.kind !== 'percent' || b.value <= 100, { message: COUPON_MESSAGES.percentRange, path: ['value'] }));
export type CouponBody = z.input<typeof couponBody>;

export const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().check(z.int()),
  expiresAt: z.nullable(z.string()),
  maxUses: z.nullable(z.number().check(z.int())),
  perCustomerLimit: z.nullable(z.number().check(z.int())),
  usedCount: z.number().check(z.int()),
  packageIds: z.array(z.string()),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type CatalogCoupon = z.infer<typeof couponSchema>;

const couponAnswer = z.object({ status: z.boolean(), message: z.string(), coupon: couponSchema });

export const listCoupons = defineCall({
  method: 'GET',
  path: '/api/admin/catalog/coupons',
  query: z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  }),
  response: z.object({ status: z.boolean(), data: z.array(couponSchema), total: z.number().check(z.int()), page: z.number().check(z.int()), limit: z.number().check(z.int()), hasMore: z.boolean() }),
});
export const createCoupon = defineCall({ method: 'POST', path: '/api/admin/catalog/coupons', body: couponBody, response: couponAnswer });
export const updateCoupon = defineCall({ method: 'PUT', path: '/api/admin/catalog/coupons/:id', params: idParams, body: couponBody, response: couponAnswer });
export const archiveCoupon = defineCall({ method: 'POST', path: '/api/admin/catalog/coupons/:id/archive', params: idParams, body: archiveBody, response: couponAnswer });
