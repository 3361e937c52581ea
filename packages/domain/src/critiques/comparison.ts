import { z } from 'zod/mini';
import { defineCall, idParam } from '../call';

// The before and after of an order bought from a critique: the critique's problems beside those of
// the delivered final resume. Read by the order's customer and the site's staff (404 for anyone else).

export const comparedFinding = z.object({
  ruleId: z.string(),
  severity: z.enum(['info', 'warning', 'error']),
  /** Exact text of the file the finding rests on (empty for something missing). */
  evidence: z.array(z.string()),
  /** The rule's details (`missing`: the resume sections not found, comma-separated). */
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ComparedFinding = z.infer<typeof comparedFinding>;

export const COMPARISON_STATES = ['compared', 'unreadable', 'no_findings'] as const;

export const critiqueComparisonView = z.object({
  /** compared; unreadable (the delivered files could not be read: `reason`); no_findings (the critique has none to compare, e.g. written by hand). */
  state: z.enum(COMPARISON_STATES),
  serviceId: z.string(),
  fileName: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  resolved: z.array(comparedFinding),
  persisting: z.array(comparedFinding),
  new: z.array(comparedFinding),
  updatedAt: z.string(),
});
export type CritiqueComparisonView = z.infer<typeof critiqueComparisonView>;

export const getCritiqueComparison = defineCall({
  method: 'GET',
  path: '/api/orders/:id/critique-comparison',
  params: z.object({ id: idParam }),
  response: z.object({
    status: z.boolean(),
    data: z.object({
      /** The critique the order was bought from; null: none, nothing to show. */
      critiqueId: z.nullable(z.string()),
      /** The service whose final document is compared (the resume). */
      serviceId: z.nullable(z.string()),
      /** Null while the delivered document is being read (or before delivery). */
      comparison: z.nullable(critiqueComparisonView),
    }),
  }),
});

/** The review's sections, in the review page's order; a finding belongs to the section its rule id starts with. */
export const COMPARISON_SECTIONS = ['structure', 'impact', 'language', 'ats', 'style'] as const;
export type ComparisonSection = (typeof COMPARISON_SECTIONS)[number];

/** The findings grouped per section, sections in order, empty sections left out. */
export function findingsBySection<T extends { ruleId: string }>(findings: readonly T[]): { section: ComparisonSection; findings: T[] }[] {
  return COMPARISON_SECTIONS.map((section) => ({ section, findings: findings.filter((f) => f.ruleId.split('.')[0] === section) })).filter((group) => group.findings.length > 0);
}
