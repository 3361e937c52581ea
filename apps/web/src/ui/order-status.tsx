import { Group, Progress, Text } from '@mantine/core';

/** The order's percentage as a short bar and its number; green once complete. */
export function OrderStatus({ percent }: { percent: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={percent} w={64} size="sm" color={percent === 100 ? 'green' : undefined} aria-hidden />
      <Text size="sm" fw={500}>
        {percent}%
      </Text>
    </Group>
  );
}
