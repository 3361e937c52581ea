import { z } from 'zod/mini';
import { defineCall } from '../call';
import { MAX_PAGE_SIZE } from '../limits';

/**
 * The admin's audit log: every change an admin makes is recorded (who, what, when, on what) in the
 * same transaction as the change, and the site's admins read it newest first, a page at a time.
 */
export const AUDIT_ACTIONS = [
  'order.assigned',
  'order.reassigned',
  'order.hidden',
  'order.shown',
  'user.invited',
  'user.invite_resent',
  'user.deactivated',
  'user.reactivated',
  'site.settings_saved',
  'site.review_page_saved',
  'catalog.package_saved',
  'catalog.package_archived',
  'catalog.package_restored',
  'catalog.service_saved',
  'catalog.service_archived',
  'catalog.service_restored',
  'catalog.coupon_saved',
  'catalog.coupon_archived',
  'catalog.coupon_restored',
  'catalog.packages_reordered',
  'content.contract_saved',
  'content.contract_archived',
  'content.contract_restored',
  'content.questionnaire_saved',
  'content.questionnaire_archived',
  'content.questionnaire_restored',
  'content.survey_saved',
  'content.survey_archived',
  'content.survey_restored',
  'billing.invoice_created',
  'billing.refunded',
  'billing.refund_refused',
  'critique.created',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGETS = ['order', 'user', 'invitation', 'site', 'package', 'service', 'coupon', 'invoice', 'payment', 'critique', 'contract', 'questionnaire', 'survey'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AUDIT_PAGE_SIZE = 25;

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.nullable(z.string()), name: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ type: z.enum(AUDIT_TARGETS), _id: z.string(), label: z.string() }),
  /** What changed, in English for API clients; the web says it in the reader's language from `action` and `details`. */
  summary: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAuditLog = defineCall({
  method: 'GET',
  path: '/api/admin/audit',
  query: z.object({
    page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE))),
    action: z.optional(z.enum(AUDIT_ACTIONS)),
  }),
  response: z.object({
    status: z.boolean(),
    data: z.array(auditEntrySchema),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
    hasMore: z.boolean(),
  }),
});
