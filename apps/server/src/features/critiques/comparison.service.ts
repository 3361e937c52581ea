import type { CritiqueComparisonView } from '@portal/domain/critiques/comparison';
import type { OrderPackage } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { deliveredResume, resumeServiceId } from '../documents';
import type { FilesService } from '../files';
import { loadOrderFor } from '../orders';
import { critiqueOfOrder } from '../payments';
import { comparisonOf, findingsOfReview, readDelivery } from './comparison-rules';
import { findComparison, saveComparison, type ComparisonRow } from './comparison.store';
import { findCritique } from './critiques.store';

function view(row: ComparisonRow): CritiqueComparisonView {
  const found = (row.comparison ?? { resolved: [], persisting: [], new: [] }) as Pick<CritiqueComparisonView, 'resolved' | 'persisting' | 'new'>;
  return { state: row.state, serviceId: row.serviceId, fileName: row.fileName, reason: row.reason, ...found, updatedAt: row.updatedAt.toISOString() };
}

/** The before and after of orders bought from a critique: made at each final delivery, read on the order's screens. */
export class CritiqueComparisonsService {
  constructor(
    private readonly platform: Platform,
    private readonly files: FilesService,
  ) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  /** For the order's customer and the site's staff (404 for anyone else, through loadOrderFor). */
  async forOrder(actor: Actor, orderId: string) {
    const order = await loadOrderFor(this.db, actor, orderId);
    const critiqueId = await critiqueOfOrder(this.db, actor.site.id, order.id);
    if (!critiqueId) return { critiqueId: null, serviceId: null, comparison: null };
    const row = await findComparison(this.db, actor.site.id, order.id);
    return { critiqueId, serviceId: resumeServiceId(order.package as OrderPackage), comparison: row ? view(row) : null };
  }

  /**
   * After a final delivery (the outbox subscriber, in its delivering transaction): reads the
   * delivered resume, runs the critique's checks and stores the comparison with the critique the
   * order was bought from. Orders bought otherwise, or not yet with a final resume, are left alone.
   */
  async compareDelivery(db: Db, siteId: string, orderId: string): Promise<void> {
    const critiqueId = await critiqueOfOrder(db, siteId, orderId);
    if (!critiqueId) return;
    const [critique, delivered] = await Promise.all([findCritique(db, siteId, critiqueId), deliveredResume(db, siteId, orderId)]);
    if (!critique || !delivered) return;
    const files = await Promise.all(delivered.files.map(async (f) => ({ key: f.key, name: f.originalname ?? null, bytes: await this.files.readOrderFile(db, siteId, orderId, f.key) })));
    const before = findingsOfReview(critique.review);
    const rulesBefore = (critique.review as { rules_version?: string } | null)?.rules_version ?? null;
    const base = { siteId, orderId, critiqueId, serviceId: delivered.serviceId, rulesBefore };
    if (!before) {
      await saveComparison(db, { ...base, fileKey: files[0]!.key, fileName: files[0]!.name, state: 'no_findings', reason: null, detail: null, comparison: null, rulesAfter: null });
      return;
    }
    const read = await readDelivery(files);
    if (read.status === 'unreadable') {
      await saveComparison(db, { ...base, fileKey: files[0]!.key, fileName: files[0]!.name, state: 'unreadable', reason: read.reason, detail: read.detail, comparison: null, rulesAfter: null });
      return;
    }
    const file = files[read.fileIndex]!;
    await saveComparison(db, { ...base, fileKey: file.key, fileName: file.name, state: 'compared', reason: null, detail: null, comparison: comparisonOf(before, read.findings), rulesAfter: read.rulesVersion });
  }
}
