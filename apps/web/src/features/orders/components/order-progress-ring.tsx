import { RingProgress, Text } from '@mantine/core';
import { isOrderComplete } from '@portal/domain/orders/rules';
import { useTranslation } from 'react-i18next';

type Props = { percentage: number; size?: number };

/** The order's completion as a ring with the number inside; green once it reaches 100. */
export function OrderProgressRing({ percentage, size = 64 }: Props) {
  const { t } = useTranslation('orders');
  const complete = isOrderComplete({ statusPercentage: percentage });
  const thickness = Math.max(4, Math.round(size / 10));
  return (
    <RingProgress
      size={size}
      thickness={thickness}
      // A round cap on an empty ring would draw a dot that reads as progress.
      roundCaps={percentage > 0}
      sections={[{ value: percentage, color: complete ? 'teal' : 'var(--mantine-primary-color-filled)' }]}
      aria-label={t('progressLabel', { percentage })}
      label={
        <Text ta="center" fw={700} fz={size >= 96 ? 'lg' : 'xs'}>
          {percentage}%
        </Text>
      }
    />
  );
}
