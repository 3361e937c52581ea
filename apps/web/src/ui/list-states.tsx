import { Alert, Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../platform/error-text';

export function ListLoading() {
  const { t } = useTranslation('common');
  return (
    <Center mih={200} role="status" aria-label={t('loading')}>
      <Loader size="sm" />
    </Center>
  );
}

/**
 * The spec's empty state text, for every order table. `textRef` makes the text a focus target
 * (tabIndex -1), for a list whose last row was just removed.
 */
export function ListEmpty({ text, textRef }: { text: string; textRef?: Ref<HTMLParagraphElement> }) {
  return (
    <Center mih={200} p="lg">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconInbox size={26} />
        </ThemeIcon>
        <Text fw={500} c="dimmed" ref={textRef} tabIndex={textRef ? -1 : undefined}>
          {text}
        </Text>
      </Stack>
    </Center>
  );
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert" title={t('errors.pageTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
