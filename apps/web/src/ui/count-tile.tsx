import { Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

type Props = {
  icon: TablerIcon;
  color: string;
  label: string;
  /** undefined while it loads; null when it could not be read (a dash, named by `unavailable`). */
  value: number | null | undefined;
  unavailable?: string;
  /** Colours the number itself (one that asks for action). */
  valueColor?: string | undefined;
  /** A line under the number (a comparison). */
  detail?: string | undefined;
};

/** A count on a dashboard: its icon, what it counts, the number (a placeholder while it loads). */
export function CountTile({ icon: Icon, color, label, value, unavailable, valueColor, detail }: Props) {
  return (
    <Group gap="md" wrap="nowrap">
      <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
        <Icon size={24} />
      </ThemeIcon>
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton height={28} width={48} mt={4} />
        ) : value === null ? (
          <Text fz={28} fw={700} lh={1.2} c="dimmed" aria-label={unavailable}>
            –
          </Text>
        ) : (
          <Text fz={28} fw={700} lh={1.2} c={valueColor}>
            {value}
          </Text>
        )}
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </div>
    </Group>
  );
}
