import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  message: string;
  loading?: boolean;
  action?: ReactNode;
};

/**
 * The whole-screen states before the app can render: site loading, unknown domain, sign-in check, and
 * the public pages' own (a checkout link that has expired). Always outside the shell, so it is the
 * page's main landmark.
 */
export function FullPageNotice({ title, message, loading = false, action }: Props) {
  return (
    <Center component="main" mih="100dvh" p="xl">
      <Stack align="center" gap="xs" maw={420} ta="center" role={loading ? 'status' : 'alert'} aria-live="polite">
        {loading && <Loader size="md" mb="sm" aria-hidden />}
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        {action}
      </Stack>
    </Center>
  );
}
