import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { usePainted } from './after-first-paint';

const Tooltip = lazy(() => import('./deferred-tooltip-loaded'));

/**
 * Mantine's Tooltip, whose code (with the floating positioning library, about 15 KB of gzip) arrives
 * after the screen's first paint instead of before it: until then the target shows without its hint.
 * For hints on a screen whose first paint needs no other popover. The hint shows on focus and touch as
 * well as on hover (Mantine's default is hover alone), so that keyboard and touch users read it too.
 */
export function DeferredTooltip({ children, events = { hover: true, focus: true, touch: true }, ...props }: TooltipProps) {
  const painted = usePainted();
  if (!painted) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip events={events} {...props}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
