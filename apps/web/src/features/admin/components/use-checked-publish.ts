import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { ApiError } from '../../../platform/api-client';
import { useIssueText, type IssueDetail } from '../../../ui/field-problems';

/** What is wrong with a field, as zod says it (the server's 400 gives the code alone). */
export type FieldProblem = IssueDetail & { code: string; origin?: string };

function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  // "Empty, or a web address": a union says only that no branch fitted; the malformed branch says what.
  if (issue.code === 'invalid_union') {
    const inner = issue.errors.flat().find((branch) => branch.code === 'invalid_format' || branch.code === 'custom');
    if (inner) return problemOf(inner);
  }
  // A check of our own that names the format it wants (the web address of the site settings).
  const named = issue.code === 'custom' ? (issue.params as { format?: unknown } | undefined)?.format : undefined;
  if (typeof named === 'string') return { code: 'invalid_format', format: named };
  const { code } = issue;
  const detail = issue as { format?: string; origin?: string; minimum?: number | bigint; maximum?: number | bigint };
  return { code, format: detail.format, origin: detail.origin, minimum: detail.minimum === undefined ? undefined : Number(detail.minimum), maximum: detail.maximum === undefined ? undefined : Number(detail.maximum) };
}

/** A field's problem in the reader's language (the portal's one wording, `ui/field-problems.tsx`): what is missing, too long or malformed. */
export function useProblemText() {
  const issueText = useIssueText();
  return (problem: FieldProblem | undefined): string | undefined =>
    problem && issueText(problem.code, problem.origin === undefined || problem.origin === 'string' ? 'text' : 'number', undefined, problem);
}

/**
 * Publishing a settings form: the body is checked with the call's own schema before it is sent (the
 * fields it names are marked at once), then the server's field errors, if any, mark the same fields.
 * Errors are keyed by the field's dotted path ("clientProducts.0.price").
 */
export function useCheckedPublish<Body, Answer>(schema: z.ZodMiniType<unknown, Body>, save: UseMutationResult<Answer, Error, Body>, savedText: string, onSaved?: (answer: Answer) => void) {
  const { t } = useTranslation('admin');
  const [errors, setErrors] = useState<Record<string, FieldProblem>>({});

  const publish = (body: Body) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), problemOf(issue)])));
      notifications.show({ color: 'red', message: t('settings.fix') });
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: (answer) => {
        onSaved?.(answer);
        notifications.show({ color: 'teal', message: savedText });
      },
      onError: (e) => {
        if (e instanceof ApiError) setErrors(Object.fromEntries(Object.keys(e.fieldErrors).map((path) => [path, { code: e.fieldCodes[path] ?? 'invalid' }])));
      },
    });
  };

  return { errors, publish };
}
