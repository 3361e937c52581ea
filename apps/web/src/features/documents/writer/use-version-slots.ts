import type { StoredFile } from '@portal/domain/files/calls';
import type { MissingVersions } from '@portal/domain/orders/revisions';
import { useState } from 'react';

type Rule = (input: { pdf: StoredFile | null; word: StoredFile | null; hideWord: boolean }) => MissingVersions;

const NONE: MissingVersions = { pdf: null, word: null };

/**
 * The PDF and Word slots of an upload form (a draft, a final document): a submit names every missing
 * version under its slot at once, and each message goes as soon as its file is in (a file is in only
 * once the server has stored it, checked). The form's other fields are the form's own, never touched.
 */
export function useVersionSlots(rule: Rule, hideWord: boolean) {
  const [pdf, setPdfFile] = useState<StoredFile | null>(null);
  const [word, setWordFile] = useState<StoredFile | null>(null);
  const [missing, setMissing] = useState<MissingVersions>(NONE);
  const slot = (key: keyof MissingVersions, set: (file: StoredFile | null) => void) => (file: StoredFile | null) => {
    set(file);
    if (file) setMissing((current) => (current[key] ? { ...current, [key]: null } : current));
  };
  return {
    pdf,
    word,
    setPdf: slot('pdf', setPdfFile),
    setWord: slot('word', setWordFile),
    /** The rule's (English) message for each slot still missing its file since the last check. */
    missing,
    /** Whether every version is in; if not, each missing one is named under its slot. */
    check: (): boolean => {
      const found = rule({ pdf, word, hideWord });
      setMissing(found);
      return !found.pdf && !found.word;
    },
    /** Empties both slots (after a successful upload). */
    clear: () => {
      setPdfFile(null);
      setWordFile(null);
      setMissing(NONE);
    },
  };
}
