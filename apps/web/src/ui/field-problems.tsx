import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../platform/api-client';
import { ServerErrorAlert } from './server-error-alert';
import { useSubmitOnce } from './use-submit-once';

/** One problem of one field: its dotted path in the body ("prices.usd", "modules.0.title") and its stable code ("too_small"). */
export type FieldIssue = { path: string; code: string };

/** The issues of a contract's own check of a body (the same rules the server applies). */
export function schemaIssues(result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; code: string }[] } | undefined }): FieldIssue[] {
  if (result.success || !result.error) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), code: issue.code }));
}

/**
 * The per-field issues of a server's answer (a 400's `errors` with their `fieldCodes`, or a rule's
 * field with its reason), or null when the answer names no field. The English texts are dropped:
 * the interface says each problem in the reader's language, by its code.
 */
export function serverIssues(err: unknown): FieldIssue[] | null {
  if (!(err instanceof ApiError)) return null;
  const fields = Object.keys(err.fieldErrors);
  if (fields.length === 0) return null;
  const codes = err.fieldCodes;
  return fields.map((path) => ({ path, code: codes[path] ?? err.code ?? 'invalid' }));
}

/** What kind of field a problem is on: it decides the words ("Fill this in", "Choose one", "This is too long"). */
export type FieldKind = 'text' | 'choice' | 'number';

/**
 * What a contract's own check says beside the code, when the form has it (a server's 400 gives the
 * code alone): the format a text wants ("email", "url"), and the limit it passed.
 */
export type IssueDetail = { format?: string; minimum?: number; maximum?: number };

/** The reader's text for a field's problem by its code (and its detail), unless the form has its own words for that code. */
export function useIssueText(): (code: string, kind: FieldKind, own?: Partial<Record<string, string>>, detail?: IssueDetail) => string {
  const { t } = useTranslation('common');
  return (code, kind, own, detail = {}) => {
    const mine = own?.[code];
    if (mine) return mine;
    if (kind === 'choice') return code === 'too_big' ? t('fields.tooMany') : t('fields.choose');
    if (kind === 'text') {
      if (code === 'too_small' && detail.minimum !== undefined && detail.minimum > 1) return t('fields.shortText', { limit: detail.minimum });
      if (code === 'too_small' || code === 'required') return t('fields.required');
      if (code === 'too_big') return detail.maximum === undefined ? t('fields.tooLong') : t('fields.longText', { limit: detail.maximum });
      if (code === 'invalid_format' && detail.format === 'email') return t('fields.email');
      if (code === 'invalid_format' && detail.format === 'url') return t('fields.url');
      if (code === 'invalid_format') return t('fields.format');
    }
    if (kind === 'number') {
      if (code === 'required') return t('fields.required');
      if (code === 'not_whole') return t('fields.wholeNumber');
      if (code === 'too_small' && detail.minimum !== undefined) return t('fields.atLeast', { limit: detail.minimum });
      if (code === 'too_big' && detail.maximum !== undefined) return t('fields.atMost', { limit: detail.maximum });
    }
    return t('fields.invalid');
  };
}

export type Problems<Field extends string> = Partial<Record<Field, string>>;
/** Puts one issue on a field of the form with the reader's text, or null when no field of the form has it. */
export type Placer<Field extends string> = (issue: FieldIssue) => { field: Field; text: string } | null;

/** Each issue on its field, the first problem of a field kept; `unplaced` when some issue has no field of the form. */
export function placeIssues<Field extends string>(issues: readonly FieldIssue[], place: Placer<Field>): { problems: Problems<Field>; unplaced: boolean } {
  const problems: Problems<Field> = {};
  let unplaced = false;
  for (const issue of issues) {
    const placed = place(issue);
    if (!placed) unplaced = true;
    else problems[placed.field] ??= placed.text;
  }
  return { problems, unplaced };
}

/**
 * A dialog's field problems: the form marks its wrong fields (their `error`), and the focus goes to
 * the first wrong field, or to the alert when the problem is no field's. Put `ref` on the element
 * around the form's fields, and `<ProblemsAlert problems={...} />` inside it.
 */
export function useFieldProblems<Field extends string>() {
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [alert, setAlert] = useState<{ error: unknown } | { unplaced: true } | null>(null);
  const [round, setRound] = useState(0);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (round === 0 || !ref.current) return;
    const field = ref.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = field ?? ref.current.querySelector<HTMLElement>('[role="alert"]');
    if (target && !field && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target?.focus();
  }, [round]);

  /** Shows the form's own findings (an empty set clears them); true when there is a problem, focused. */
  const show = useCallback((found: Problems<Field>, unplaced = false): boolean => {
    setProblems(found);
    setAlert(unplaced ? { unplaced: true } : null);
    const any = unplaced || Object.keys(found).length > 0;
    if (any) setRound((n) => n + 1);
    return any;
  }, []);

  /** A failed save: the fields the server names are marked; any other failure is said in the alert. */
  const showServer = useCallback(
    (err: unknown, place: Placer<Field>) => {
      const issues = serverIssues(err);
      if (issues) {
        const placed = placeIssues(issues, place);
        show(placed.problems, placed.unplaced);
        return;
      }
      setProblems({});
      setAlert({ error: err });
      setRound((n) => n + 1);
    },
    [show],
  );

  /** A field changed: its mark goes (and a failure's alert with it). */
  const clear = useCallback((field?: Field) => {
    setProblems((current) => {
      if (field === undefined) return {};
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
    setAlert((current) => (current && 'error' in current ? null : current));
  }, []);

  /** An onChange that also takes the field's mark away. */
  const clearing =
    <V,>(field: Field, set: (value: V) => void) =>
    (value: V) => {
      set(value);
      clear(field);
    };

  return { ref, problems, alert, show, showServer, clear, clearing };
}

/**
 * A dialog's save, in the one order every dialog follows: nothing while a save is in flight (a
 * double click saves once); the form's own check first (wrong fields marked, the focus on the
 * first, nothing sent); then the call, whose refusal marks the fields the server names; `done`
 * with the answer.
 */
export function useCheckedSubmit<Field extends string>() {
  const problems = useFieldProblems<Field>();
  const submitOnce = useSubmitOnce();
  const { show, showServer } = problems;
  const submit = <Answer,>(steps: { check: () => { problems: Problems<Field>; unplaced?: boolean }; send: () => Promise<Answer>; place: Placer<Field>; done: (answer: Answer) => void }) =>
    void submitOnce(async () => {
      const found = steps.check();
      if (show(found.problems, found.unplaced)) return;
      let answer: Answer;
      try {
        answer = await steps.send();
      } catch (err) {
        showServer(err, steps.place);
        return;
      }
      steps.done(answer);
    });
  return { ...problems, submit };
}

/** The alert of a dialog's failed save: a failure no field explains, or a short word that some value needs a change. */
export function ProblemsAlert({ state }: { state: { alert: { error: unknown } | { unplaced: true } | null } }) {
  const { t } = useTranslation('common');
  if (!state.alert) return null;
  if ('error' in state.alert) return <ServerErrorAlert error={state.alert.error} />;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {t('fields.fix')}
    </Alert>
  );
}
