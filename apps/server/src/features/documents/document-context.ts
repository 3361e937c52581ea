import type { FileInput } from '@portal/domain/documents/calls';
import { FILE_NAME_MESSAGE, fileNameProblem } from '@portal/domain/files/rules';
import { UPLOAD_TYPES } from '@portal/domain/limits';
import type { FileRef } from '@portal/domain/orders/revisions';
import type { OrderPackage, Service } from '@portal/domain/orders/types';
import type { WebsiteSettings } from '@portal/domain/sites/calls';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import type { Actor, SiteContext } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { FilesService } from '../files';
import { findAttachableFiles } from './documents.store';
import { type OrderRow } from '../orders';

export const SERVICE_NOT_FOUND = 'Service not found';
export const FILE_MISSING_MESSAGE = 'One of the files could not be found. Please upload it again.';

/** The site's switches; a site without a configuration has every switch off. */
export function siteFlags(site: SiteContext): Partial<WebsiteSettings> {
  return site.config?.website_settings ?? {};
}

/** The order's service `serviceId` when it has the module; otherwise not found, as for a missing service. */
export function serviceWithModule(order: OrderRow, serviceId: string, moduleId: string): Service {
  const service = (order.package as OrderPackage).packageServices.find((s) => s._id === serviceId);
  if (!service || !service.serviceModules.some((m) => m.id === moduleId)) throw notFound(SERVICE_NOT_FOUND);
  return service;
}

export function firstServiceWithModule(order: OrderRow, moduleId: string): Service | null {
  return (order.package as OrderPackage).packageServices.find((s) => s.serviceModules.some((m) => m.id === moduleId)) ?? null;
}

/** What a slot accepts: the PDF slot a PDF, the Word slot a docx, the review file either, others any document. */
export type FileSlot = 'pdf' | 'word' | 'review' | 'any';

const anyDocument = new Set<string>([...UPLOAD_TYPES.document.mimeTypes, ...UPLOAD_TYPES['any-document'].mimeTypes]);
const slotTypes: Record<FileSlot, { accepts: ReadonlySet<string>; message: string }> = {
  pdf: { accepts: new Set(UPLOAD_TYPES.pdf.mimeTypes), message: 'The PDF version must be a PDF file.' },
  word: { accepts: new Set(UPLOAD_TYPES.word.mimeTypes), message: 'The Word version must be a Word (.docx) file.' },
  review: { accepts: new Set(UPLOAD_TYPES.review.mimeTypes), message: 'The revision file must be a Word (.docx) or PDF file.' },
  any: { accepts: anyDocument, message: 'This type of file is not accepted here.' },
};

export type SlottedFile = { file: FileInput; slot: FileSlot };

/**
 * Turns the files named in a request into what is stored about them, after checking that each is
 * the caller's own upload (or already on this order), fits its slot by its detected type and keeps
 * the file-name rule; then attaches them to the order. Nothing is attached when any one fails.
 */
export class DocumentFiles {
  private readonly files: FilesService;

  constructor(
    private readonly platform: Platform,
    files: FilesService,
  ) {
    this.files = files;
  }

  private get db(): Db {
    return this.platform.database.db;
  }

  async attach(actor: Actor, order: OrderRow, wanted: SlottedFile[]): Promise<Map<string, FileRef>> {
    const keys = [...new Set(wanted.map((w) => w.file.key))];
    const ref = { siteId: actor.site.id, orderId: order.id };
    const rows = await findAttachableFiles(this.db, ref, actor.user.id, keys);
    if (rows.length !== keys.length) throw badRequest(FILE_MISSING_MESSAGE);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    for (const { file, slot } of wanted) {
      const row = byKey.get(file.key)!;
      if (fileNameProblem(row.originalName)) throw badRequest(FILE_NAME_MESSAGE);
      if (!slotTypes[slot].accepts.has(row.mimeType)) throw badRequest(slotTypes[slot].message);
    }
    await this.files.attachToOrder(actor.site.id, actor.user, order.id, keys);
    return new Map(rows.map((r) => [r.key, { key: r.key, originalname: r.originalName, mimetype: r.mimeType, size: r.size }]));
  }
}

