import type { FileInput, FinalDocument } from '@portal/domain/documents/calls';
import { MODULE_IDS } from '@portal/domain/orders/rules';
import { finalUploadProblem, UPLOAD_MESSAGES, type FileRef } from '@portal/domain/orders/revisions';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { eventActor } from '../../platform/events/domain-events';
import { DocumentFiles, serviceWithModule, siteFlags } from './document-context';
import { findDocument, saveDocument, type DocumentRow } from './documents.store';
import { loadOrderFor, loadOrderForCustomer, loadOrderForWriter, recordTask } from '../orders';

type StoredFinal = { dataPdf?: FileRef | null; dataWord?: FileRef | null; otherFiles?: FileRef[]; writerNotes?: string };

export type FinalInput = {
  order_id: string;
  serviceId: string;
  dataPdf?: FileInput | null;
  dataWord?: FileInput | null;
  otherFiles?: FileInput[];
  notes?: string;
};

function finalJson(row: DocumentRow): FinalDocument {
  const data = row.data as StoredFinal;
  return {
    dataWord: data.dataWord ?? null,
    dataPdf: data.dataPdf ?? null,
    otherFiles: data.otherFiles ?? [],
    writerNotes: data.writerNotes ?? '',
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The final delivery of a service: one set of files, replaced by each resubmission. */
export class FinalDocumentsService {
  private readonly files: DocumentFiles;

  constructor(
    private readonly platform: Platform,
    files: DocumentFiles,
  ) {
    this.files = files;
  }

  private get db(): Db {
    return this.platform.database.db;
  }

  /** The customer's view: no Word file when the site hides Word, writer notes only when the site shows them. */
  async forCustomer(actor: Actor, orderId: string, serviceId: string): Promise<FinalDocument | null> {
    const order = await loadOrderForCustomer(this.db, actor, orderId);
    serviceWithModule(order, serviceId, MODULE_IDS.finalDocument);
    const row = await findDocument(this.db, { siteId: actor.site.id, orderId: order.id }, serviceId, 'final');
    if (!row) return null;
    const flags = siteFlags(actor.site);
    const { dataWord, writerNotes, ...rest } = finalJson(row);
    return {
      ...rest,
      ...(flags.hide_ms_word_document === true ? {} : { dataWord }),
      ...(flags.enable_writer_notes === true ? { writerNotes } : {}),
    };
  }

  async forWriter(actor: Actor, orderId: string, serviceId: string): Promise<FinalDocument | null> {
    const order = await loadOrderFor(this.db, actor, orderId);
    serviceWithModule(order, serviceId, MODULE_IDS.finalDocument);
    const row = await findDocument(this.db, { siteId: actor.site.id, orderId: order.id }, serviceId, 'final');
    return row ? finalJson(row) : null;
  }

  /**
   * PDF and Word are required (Word not on a site that hides Word documents); a resubmission
   * discards the previous final document (spec 001 section 4).
   */
  async upload(actor: Actor, input: FinalInput): Promise<void> {
    const order = await loadOrderForWriter(this.db, actor, input.order_id);
    serviceWithModule(order, input.serviceId, MODULE_IDS.finalDocument);
    const hideWord = siteFlags(actor.site).hide_ms_word_document === true;
    const problem = finalUploadProblem({ pdf: input.dataPdf, word: input.dataWord, hideWord });
    if (problem) throw badRequest(problem, { [problem === UPLOAD_MESSAGES.finalPdf ? 'dataPdf' : 'dataWord']: problem });

    const otherFiles = input.otherFiles ?? [];
    const word = input.dataWord ?? null;
    const stored = await this.files.attach(actor, order, [
      { file: input.dataPdf!, slot: 'pdf' },
      ...(word ? [{ file: word, slot: 'word' as const }] : []),
      ...otherFiles.map((file) => ({ file, slot: 'any' as const })),
    ]);
    const data: StoredFinal = {
      dataPdf: stored.get(input.dataPdf!.key)!,
      dataWord: word ? stored.get(word.key)! : null,
      otherFiles: otherFiles.map((f) => stored.get(f.key)!),
      writerNotes: input.notes?.trim() ?? '',
    };
    const ref = { siteId: actor.site.id, orderId: order.id };
    const by = eventActor(actor.user);
    // The document, the task, the progress and the customer's notice commit together.
    await this.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await saveDocument(db, ref, input.serviceId, 'final', data);
      await recordTask(db, actor.site.id, order.id, { taskId: MODULE_IDS.finalDocument, serviceId: input.serviceId }, { outbox: this.platform.events, actor: by });
      await this.platform.events.append(db, { type: 'final_delivered', siteId: ref.siteId, orderId: order.id, orderNumber: order.number, recipientId: order.customerId, actor: by });
    });
  }
}
