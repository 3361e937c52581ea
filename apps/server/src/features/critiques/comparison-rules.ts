import type { ComparedFinding } from '@portal/domain/critiques/comparison';
import { compareFindings, critiqueResume, type Finding } from '../critique-engine';

type Outcome = Awaited<ReturnType<typeof critiqueResume>>;
type Unreadable = Extract<Outcome, { status: 'unreadable' }>;

/**
 * The findings a stored critique was made with (`review.findings`, written by the engine), or null
 * for a critique without them (one written by hand): there is then nothing to compare.
 */
export function findingsOfReview(review: unknown): Finding[] | null {
  const stored = (review as { findings?: unknown } | null)?.findings;
  if (!Array.isArray(stored) || stored.length === 0) return null;
  const findings: Finding[] = [];
  for (const item of stored) {
    const f = item as { rule_id?: unknown; severity?: unknown; evidence?: unknown };
    if (typeof f.rule_id !== 'string' || !['info', 'warning', 'error'].includes(String(f.severity)) || !Array.isArray(f.evidence)) return null;
    findings.push({ ruleId: f.rule_id as Finding['ruleId'], severity: f.severity as Finding['severity'], evidence: f.evidence.map(String) });
  }
  // The sections a critique found missing are kept in its structure section, not with the finding.
  const missing = (review as { structure_section?: { missing_sections_check?: { missing?: unknown } } }).structure_section?.missing_sections_check?.missing;
  const sections = findings.find((f) => f.ruleId === 'structure.sections.missing');
  if (sections && Array.isArray(missing)) sections.params = { missing: missing.map(String).join(',') };
  return findings;
}

export type DeliveredFile = { name: string | null; bytes: Buffer | null };

export type ReadDelivery = { status: 'read'; fileIndex: number; findings: Finding[]; rulesVersion: string } | { status: 'unreadable'; reason: Unreadable['reason'] | 'missing'; detail: string };

/**
 * Reads the delivered files in order (the PDF, then the Word file) and keeps the first that reads:
 * a PDF without a text layer still gives a comparison from its Word twin. When none reads, the first
 * file's reason is kept (never a guess from a file that could not be read).
 */
export async function readDelivery(files: DeliveredFile[], critique: typeof critiqueResume = critiqueResume): Promise<ReadDelivery> {
  let first: ReadDelivery | null = null;
  for (const [fileIndex, file] of files.entries()) {
    if (!file.bytes) {
      first ??= { status: 'unreadable', reason: 'missing', detail: 'The delivered file is no longer stored.' };
      continue;
    }
    const outcome = await critique(file.bytes);
    if (outcome.status === 'critiqued') return { status: 'read', fileIndex, findings: outcome.analysis.findings, rulesVersion: outcome.analysis.rulesVersion };
    first ??= { status: 'unreadable', reason: outcome.reason, detail: outcome.detail };
  }
  return first ?? { status: 'unreadable', reason: 'missing', detail: 'No final document was delivered.' };
}

const shown = (f: Finding): ComparedFinding => ({ ruleId: f.ruleId, severity: f.severity, evidence: f.evidence, ...(f.params ? { params: f.params } : {}) });

/** The stored comparison: the engine's resolved / persisting / new, each finding with its rule id and evidence. */
export function comparisonOf(before: Finding[], after: Finding[]) {
  const { resolved, persisting, new: added } = compareFindings(before, after);
  return { resolved: resolved.map(shown), persisting: persisting.map(shown), new: added.map(shown) };
}
