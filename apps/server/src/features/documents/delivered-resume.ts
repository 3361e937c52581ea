import { MODULE_IDS } from '@portal/domain/orders/rules';
import type { FileRef } from '@portal/domain/orders/revisions';
import type { OrderPackage } from '@portal/domain/orders/types';
import type { Db } from '../../platform/db/database';
import { orderPackageOf } from '../orders';
import { findDocument } from './documents.store';

/**
 * The service whose final document is the resume: the package's first service with a final
 * document. Services carry no type (a site names its own), and packages list the resume first,
 * before the cover letter or LinkedIn profile that build on it.
 */
export function resumeServiceId(pkg: OrderPackage): string | null {
  return pkg.packageServices.find((s) => s.serviceModules.some((m) => m.id === MODULE_IDS.finalDocument))?._id ?? null;
}

/**
 * The delivered final resume of an order: its service and files, the PDF first, then the Word
 * file (null when none is delivered yet). `db` may be the caller's transaction.
 */
export async function deliveredResume(db: Db, siteId: string, orderId: string): Promise<{ serviceId: string; files: FileRef[] } | null> {
  const pkg = await orderPackageOf(db, siteId, orderId);
  const serviceId = pkg ? resumeServiceId(pkg) : null;
  if (!serviceId) return null;
  const row = await findDocument(db, { siteId, orderId }, serviceId, 'final');
  if (!row) return null;
  const data = row.data as { dataPdf?: FileRef | null; dataWord?: FileRef | null };
  const files = [data.dataPdf, data.dataWord].filter((f): f is FileRef => !!f);
  return files.length ? { serviceId, files } : null;
}
