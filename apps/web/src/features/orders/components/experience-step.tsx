import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { EXPERIENCE_LEVELS } from '@portal/domain/orders/industries';
import { useTranslation } from 'react-i18next';

type Props = { value: string | null; error: string | null; onChange: (level: string) => void };

/** Step two of the initial questions: the customer's experience level. */
export function ExperienceStep({ value, error, onChange }: Props) {
  const { t } = useTranslation('orders');
  return (
    <Radio.Group
      value={value}
      onChange={onChange}
      label={<Text fw={600} span>{t('initial.experienceQuestion')}</Text>}
      error={error}
    >
      <Stack gap="sm" mt="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {EXPERIENCE_LEVELS.map((level) => (
            <Radio.Card key={level.key} value={level.key} radius="md" p="md" withBorder>
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text fw={500}>{t(`experience.${level.key}`)}</Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Radio.Group>
  );
}
