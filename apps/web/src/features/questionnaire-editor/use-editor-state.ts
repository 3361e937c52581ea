import { normalizeFields, publishProblems, type EditorField } from '@portal/domain/questionnaire-editor/rules';
import { useState } from 'react';
import { ApiError } from '../../platform/api-client';
import { serverProblems } from './problem-text';

const same = (a: readonly EditorField[], b: readonly EditorField[]) => JSON.stringify(normalizeFields(a)) === JSON.stringify(normalizeFields(b));

/**
 * The list being edited, what was last saved, and the problems shown. Nothing typed is dropped
 * when a save or publish fails: the list only changes by the writer's hand or by `reset` after the
 * server answered with a new saved version.
 */
export function useEditorState(initial: readonly EditorField[]) {
  const [fields, setFields] = useState<EditorField[]>(() => [...initial]);
  const [saved, setSaved] = useState<readonly EditorField[]>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const checking = Object.keys(problems).length > 0;

  return {
    fields,
    problems,
    dirty: !same(fields, saved),
    /** After a refused publish the problems follow each edit, so fixed ones disappear at once. */
    change(next: EditorField[]) {
      setFields(next);
      if (checking) setProblems(publishProblems(next));
    },
    /** True when the list may be published; otherwise its problems are shown. */
    checkPublishable(): boolean {
      const found = publishProblems(fields);
      setProblems(found);
      return Object.keys(found).length === 0;
    },
    saved(next: readonly EditorField[]) {
      setSaved(next);
    },
    reset(next: readonly EditorField[]) {
      setFields([...next]);
      setSaved(next);
      setProblems({});
    },
    serverError(error: unknown) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) setProblems(serverProblems(error.fieldErrors));
    },
  };
}
