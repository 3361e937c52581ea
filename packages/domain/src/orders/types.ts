import { z } from 'zod/mini';

// The order entities of the spec, with its field names. Contracts build on these schemas
// (`orderSchema.pick(...)`, `serviceSchema.array()`); rules use the inferred types.

export const moduleSchema = z.object({ id: z.string().check(z.minLength(1)), title: z.string() });
export type Module = z.infer<typeof moduleSchema>;

export const serviceSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  serviceName: z.string(),
  serviceModules: z.array(moduleSchema),
});
export type Service = z.infer<typeof serviceSchema>;

export const completedTaskSchema = z.object({
  taskId: z.string().check(z.minLength(1)),
  serviceId: z.string(),
  serviceType: z.optional(z.string()),
});
export type CompletedTask = z.infer<typeof completedTaskSchema>;

export const revisionStateSchema = z.object({
  sentByWriter: z.optional(z.boolean()),
  pendingClientReview: z.optional(z.boolean()),
});
export type RevisionState = z.infer<typeof revisionStateSchema>;

/** Keyed by service id. */
export const revisionDataSchema = z.record(z.string(), revisionStateSchema);
export type RevisionData = z.infer<typeof revisionDataSchema>;

export const downloadableSchema = z.object({ title: z.string(), data: z.object({ key: z.string() }) });
export type Downloadable = z.infer<typeof downloadableSchema>;

export const surveyDetailsSchema = z.object({ _id: z.optional(z.string()), url: z.optional(z.string()) });
export type SurveyDetails = z.infer<typeof surveyDetailsSchema>;

/** The package as bought: a snapshot, so later edits of the package do not change old orders. */
export const orderPackageSchema = z.object({
  packageName: z.string(),
  packagePrice: z.number(),
  packageServices: z.array(serviceSchema),
  packageDownloadables: z.array(downloadableSchema),
  contract_id: z.optional(z.string()),
  surveyDetails: z.optional(surveyDetailsSchema),
});
export type OrderPackage = z.infer<typeof orderPackageSchema>;

const dateText = z.string();

export const orderSchema = z.object({
  _id: z.string(),
  client_id: z.optional(z.string()),
  package: orderPackageSchema,
  statusPercentage: z.number().check(z.int(), z.gte(0), z.lte(100)),
  createdAt: dateText,
  updatedAt: z.optional(dateText),
  completedAt: z.nullish(dateText),
  assignedAt: z.nullish(dateText),
  dueDate: z.nullish(dateText),
  writerName: z.nullish(z.string()),
  customerEmail: z.optional(z.string()),
  invoiceCurrency: z.optional(z.string()),
  invoicePrice: z.optional(z.number()),
  hideOrder: z.optional(z.boolean()),
  writerArchived: z.optional(z.boolean()),
  contract_signed: z.optional(z.boolean()),
  tipByCustomer: z.optional(z.boolean()),
  noShowCheck: z.optional(z.boolean()),
  customer_industries: z.optional(z.array(z.string())),
  years_of_experience: z.optional(z.string()),
  revisionData: z.optional(revisionDataSchema),
  completed_tasks: z.array(completedTaskSchema),
  surveySubmitted: z.optional(z.boolean()),
});
export type Order = z.infer<typeof orderSchema>;

const personSchema = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

/** An order as every order screen receives it: the spec's fields plus its number and people. */
export const orderViewSchema = z.extend(orderSchema, {
  number: z.number().check(z.int()),
  writer: z.nullable(z.extend(personSchema, { profile_img: z.nullable(z.string()) })),
  customer: z.nullable(personSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/**
 * An order as the order lists show it (the customer's list and dashboard, the writer's and the
 * reviewer's lists): the spec's field names, the package reduced to its name and its services' ids
 * and names. What only the order's own screens use (modules, downloadables, done tasks, revision
 * state, the answers to the initial questions, ...) is left to the detail: a list pays for it on
 * every row of every page.
 */
export const orderListRowSchema = z.extend(
  z.pick(orderViewSchema, {
    _id: true,
    number: true,
    statusPercentage: true,
    createdAt: true,
    dueDate: true,
    writerName: true,
    customerEmail: true,
    invoiceCurrency: true,
    invoicePrice: true,
    writerArchived: true,
    customer: true,
  }),
  {
    package: z.extend(z.pick(orderPackageSchema, { packageName: true }), { packageServices: z.array(z.pick(serviceSchema, { _id: true, serviceName: true })) }),
    writer: z.nullable(personSchema),
  },
);
export type OrderListRow = z.infer<typeof orderListRowSchema>;
