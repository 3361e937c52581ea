import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { INDUSTRIES } from '@portal/domain/orders/industries';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { industryIcon } from '../industry-icons';
import classes from './industry-card.module.css';

type Props = { selected: readonly string[]; onToggle: (industryName: string) => void };

/** Step one of the initial questions: one to three industries from the fixed list. */
export function IndustryStep({ selected, onToggle }: Props) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap="md">
      <Text fw={600}>{t('initial.industriesQuestion')}</Text>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 5 }} spacing="sm">
        {INDUSTRIES.map((industry) => {
          const Icon = industryIcon(industry.iconClass);
          const isSelected = selected.includes(industry.industryName);
          return (
            <UnstyledButton key={industry.key} className={classes.card} aria-pressed={isSelected} onClick={() => onToggle(industry.industryName)}>
              {isSelected && <IconCircleCheckFilled size={18} className={classes.check} aria-hidden />}
              <Icon size={28} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
              <Text size="sm" fw={500} lh={1.25}>
                {t(`industries.${industry.key}`)}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
