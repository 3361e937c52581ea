import type { CustomerDraft, WriterDraft } from '@portal/domain/documents/calls';
import type { AdminApproval, FileRef } from '@portal/domain/orders/revisions';
import type { DraftRow } from './documents.store';

export type StoredDraftData = {
  dataPdf?: FileRef | null;
  dataWord?: FileRef | null;
  dataOther?: FileRef | null;
  additionalFiles?: FileRef[];
  notes?: string;
};

/** A draft as the writer's screens read it, with the admin's decision. */
export function writerDraftJson(row: DraftRow): WriterDraft {
  const data = row.data as StoredDraftData;
  return {
    _id: row.id,
    data: {
      dataPdf: data.dataPdf ?? null,
      dataWord: data.dataWord ?? null,
      dataOther: data.dataOther ?? null,
      additionalFiles: data.additionalFiles ?? [],
      notes: data.notes ?? '',
    },
    rating: row.rating,
    review: row.review,
    reviewFile: (row.reviewFile as FileRef | null) ?? null,
    reviewedByUser: row.reviewedByUser,
    adminApproval: (row.adminApproval as AdminApproval | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The customer's view: no approval details, and no Word file when the site hides Word documents. */
export function customerDraftJson(row: DraftRow, options: { hideWord: boolean }): CustomerDraft {
  const { adminApproval: _approval, ...draft } = writerDraftJson(row);
  if (!options.hideWord) return draft;
  const { dataWord: _word, ...data } = draft.data;
  return { ...draft, data };
}
