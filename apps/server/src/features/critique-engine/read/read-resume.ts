import { readDocx } from './docx';
import { readPdf } from './pdf';
import type { ReadOutcome } from './types';

/** Reads a resume by its content (never its name): PDF or Word (.docx); anything else is unreadable. */
export async function readResume(bytes: Uint8Array): Promise<ReadOutcome> {
  if (bytes.length === 0) return { status: 'unreadable', reason: 'empty', detail: 'The file is empty.' };
  const head = String.fromCharCode(...bytes.subarray(0, 8));
  if (head.startsWith('%PDF-') || String.fromCharCode(...bytes.subarray(0, 1024)).includes('%PDF-')) return readPdf(bytes);
  if (head.startsWith('PK\u0003\u0004')) return readDocx(bytes);
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    return { status: 'unreadable', reason: 'unsupported_type', detail: 'An old Word (.doc) or password-protected file: save it as .docx or PDF.' };
  }
  return { status: 'unreadable', reason: 'unsupported_type', detail: 'Only PDF and Word (.docx) files can be read.' };
}
