import { Alert, List } from '@mantine/core';
import { errorMessages } from '@portal/domain/errors';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../platform/api-client';
import { useErrorText } from '../platform/error-text';

type Props = {
  error: unknown;
  /** Replaces the derived text, e.g. the login form's own wording for most failures. */
  message?: string;
};

/** A failed request inside a form: the main text, and the server's per-field messages as a list. */
export function ServerErrorAlert({ error, message }: Props) {
  const errorText = useErrorText();
  if (!error) return null;
  const text = message ?? errorText(error);
  const body = error instanceof ApiError ? (error.body as { errors?: unknown } | null) : null;
  const details = errorMessages(body?.errors ?? null).filter((detail) => detail !== text);

  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
      {text}
      {details.length > 0 && (
        <List size="sm" mt="xs">
          {details.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
