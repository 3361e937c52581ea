import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** Dimmed lines under the title. */
  children?: ReactNode;
  /** At the right: the way back, and any page actions. */
  aside: ReactNode;
};

/** A page's title with its detail lines, and the links beside it (under it when there is no room). */
export function PageHeader({ title, children, aside }: Props) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
      </Stack>
      {aside}
    </Group>
  );
}
