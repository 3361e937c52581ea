import { analyseResume, type Analysis } from './checks';
import { readResume } from './read';
import type { ResumeDoc, UnreadableReason } from './read';
import { composeReview, type ComposedReview } from './report/compose';
import type { ReportLanguage } from './report/texts';

export type CritiqueOutcome =
  | { status: 'critiqued'; review: ComposedReview; analysis: Analysis; doc: ResumeDoc }
  | { status: 'unreadable'; reason: UnreadableReason; detail: string };

/** A resume file in, its critique out, or why it could not be read (never a guess). */
export async function critiqueResume(bytes: Uint8Array, language: ReportLanguage = 'en'): Promise<CritiqueOutcome> {
  const read = await readResume(bytes);
  if (read.status === 'unreadable') return read;
  const analysis = analyseResume(read.doc);
  return { status: 'critiqued', review: composeReview(analysis, language), analysis, doc: read.doc };
}
