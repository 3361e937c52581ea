import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { ApiError } from '../../../platform/api-client';

/**
 * Publishing a settings form: the body is checked with the call's own schema before it is sent (the
 * fields it names are marked at once), then the server's field errors, if any, mark the same fields.
 * Errors are keyed by the field's dotted path ("clientProducts.0.price").
 */
export function useCheckedPublish<Body, Answer>(schema: z.ZodMiniType<unknown, Body>, save: UseMutationResult<Answer, Error, Body>, savedText: string, onSaved?: (answer: Answer) => void) {
  const { t } = useTranslation('admin');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const publish = (body: Body) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
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
        if (e instanceof ApiError) setErrors(e.fieldErrors);
      },
    });
  };

  return { errors, publish };
}
