import { z } from 'zod';

// The order entities of the spec, with its field names. Contracts build on these schemas
// (`orderSchema.pick(...)`, `serviceSchema.array()`); rules use the inferred types.

export const moduleSchema = z.object({ id: z.string().min(1), title: z.string() });
export type Module = z.infer<typeof moduleSchema>;

export const serviceSchema = z.object({
  _id: z.string().min(1),
  serviceName: z.string(),
  serviceModules: z.array(moduleSchema),
});
export type Service = z.infer<typeof serviceSchema>;

export const completedTaskSchema = z.object({
  taskId: z.string().min(1),
  serviceId: z.string(),
  serviceType: z.string().optional(),
});
export type CompletedTask = z.infer<typeof completedTaskSchema>;

export const revisionStateSchema = z.object({
  sentByWriter: z.boolean().optional(),
  pendingClientReview: z.boolean().optional(),
});
export type RevisionState = z.infer<typeof revisionStateSchema>;

/** Keyed by service id. */
export const revisionDataSchema = z.record(z.string(), revisionStateSchema);
export type RevisionData = z.infer<typeof revisionDataSchema>;

export const downloadableSchema = z.object({ title: z.string(), data: z.object({ key: z.string() }) });
export type Downloadable = z.infer<typeof downloadableSchema>;

export const surveyDetailsSchema = z.object({ _id: z.string().optional(), url: z.string().optional() });
export type SurveyDetails = z.infer<typeof surveyDetailsSchema>;

/** The package as bought: a snapshot, so later edits of the package do not change old orders. */
export const orderPackageSchema = z.object({
  packageName: z.string(),
  packagePrice: z.number(),
  packageServices: z.array(serviceSchema),
  packageDownloadables: z.array(downloadableSchema),
  contract_id: z.string().optional(),
  surveyDetails: surveyDetailsSchema.optional(),
});
export type OrderPackage = z.infer<typeof orderPackageSchema>;

const dateText = z.string();

export const orderSchema = z.object({
  _id: z.string(),
  client_id: z.string().optional(),
  package: orderPackageSchema,
  statusPercentage: z.number().int().min(0).max(100),
  createdAt: dateText,
  updatedAt: dateText.optional(),
  completedAt: dateText.nullish(),
  assignedAt: dateText.nullish(),
  dueDate: dateText.nullish(),
  writerName: z.string().nullish(),
  customerEmail: z.string().optional(),
  invoiceCurrency: z.string().optional(),
  invoicePrice: z.number().optional(),
  hideOrder: z.boolean().optional(),
  writerArchived: z.boolean().optional(),
  contract_signed: z.boolean().optional(),
  tipByCustomer: z.boolean().optional(),
  noShowCheck: z.boolean().optional(),
  customer_industries: z.array(z.string()).optional(),
  years_of_experience: z.string().optional(),
  revisionData: revisionDataSchema.optional(),
  completed_tasks: z.array(completedTaskSchema),
  surveySubmitted: z.boolean().optional(),
});
export type Order = z.infer<typeof orderSchema>;

const personSchema = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

/** An order as every order screen receives it: the spec's fields plus its number and people. */
export const orderViewSchema = orderSchema.extend({
  number: z.number().int(),
  writer: personSchema.extend({ profile_img: z.string().nullable() }).nullable(),
  customer: personSchema.nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/**
 * An order as the order lists show it (the customer's list and dashboard, the writer's and the
 * reviewer's lists): the spec's field names, the package reduced to its name and its services' ids
 * and names. What only the order's own screens use (modules, downloadables, done tasks, revision
 * state, the answers to the initial questions, ...) is left to the detail: a list pays for it on
 * every row of every page.
 */
export const orderListRowSchema = orderViewSchema
  .pick({ _id: true, number: true, statusPercentage: true, createdAt: true, dueDate: true, writerName: true, customerEmail: true, invoiceCurrency: true, invoicePrice: true, writerArchived: true, customer: true })
  .extend({
    package: orderPackageSchema.pick({ packageName: true }).extend({ packageServices: z.array(serviceSchema.pick({ _id: true, serviceName: true })) }),
    writer: personSchema.nullable(),
  });
export type OrderListRow = z.infer<typeof orderListRowSchema>;
