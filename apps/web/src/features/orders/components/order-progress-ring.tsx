import { Text } from '@mantine/core';
import { isOrderComplete } from '@portal/domain/orders/rules';
import { useTranslation } from 'react-i18next';
import classes from './order-progress-ring.module.css';

type Props = { percentage: number; size?: number };

/**
 * The order's completion as a ring with the number inside; green once it reaches 100. Two SVG circles:
 * Mantine's RingProgress wraps each of its curves in a floating tooltip, which brought the floating
 * positioning library to the dashboard and the order page and walked the page's ancestors per ring.
 */
export function OrderProgressRing({ percentage, size = 64 }: Props) {
  const { t } = useTranslation('orders');
  const complete = isOrderComplete({ statusPercentage: percentage });
  const shown = Math.min(100, Math.max(0, percentage));
  const thickness = Math.max(4, Math.round(size / 10));
  const centre = size / 2;
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      className={classes.ring}
      style={{ width: size, height: size }}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      aria-label={t('progressLabel', { percentage })}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <circle className={classes.track} cx={centre} cy={centre} r={radius} fill="none" strokeWidth={thickness} />
        {/* Nothing drawn at 0: a round cap on an empty ring would draw a dot that reads as progress. */}
        {shown > 0 && (
          <circle
            className={complete ? classes.complete : classes.value}
            cx={centre}
            cy={centre}
            r={radius}
            fill="none"
            strokeWidth={thickness}
            strokeLinecap="round"
            strokeDasharray={`${(shown / 100) * circumference} ${circumference}`}
            // From twelve o'clock, clockwise.
            transform={`rotate(-90 ${centre} ${centre})`}
          />
        )}
      </svg>
      <Text className={classes.label} ta="center" fw={700} fz={size >= 96 ? 'lg' : 'xs'} aria-hidden="true">
        {percentage}%
      </Text>
    </div>
  );
}
