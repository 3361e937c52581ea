import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClipboardList, IconHourglass, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Counts = { total: number; pending: number; completed: number };

const cards: { key: keyof Counts; icon: TablerIcon; color: string }[] = [
  { key: 'total', icon: IconClipboardList, color: 'blue' },
  { key: 'pending', icon: IconHourglass, color: 'orange' },
  { key: 'completed', icon: IconCircleCheck, color: 'green' },
];

/** Total, pending and completed orders; placeholders while the numbers load. */
export function CountCards({ counts }: { counts: Counts | undefined }) {
  const { t } = useTranslation('writer-dashboard');
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      {cards.map(({ key, icon: Icon, color }) => (
        <Card key={key} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fz={{ base: 'xs', sm: 'sm' }} c="dimmed" fw={500}>
                {t(`counts.${key}`)}
              </Text>
              {counts ? (
                <Text fz={{ base: 24, sm: 32 }} fw={700} lh={1.2}>
                  {counts[key]}
                </Text>
              ) : (
                <Skeleton height={32} width={48} mt={4} />
              )}
            </div>
            <ThemeIcon size={48} radius="md" variant="light" color={color} visibleFrom="md" aria-hidden>
              <Icon size={26} />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
