import type { TooltipProps } from '@mantine/core';
import { cloneElement, lazy, Suspense, useState, type FocusEvent, type ReactElement, type SyntheticEvent } from 'react';

const Tooltip = lazy(() => import('./deferred-tooltip-loaded'));

const ALL_EVENTS: TooltipProps['events'] = { hover: true, focus: true, touch: true };

/** Where the visitor is with the target before the hint's code is there: never reached yet, on it, or gone. */
type Reach = 'never' | 'on' | 'off';

/**
 * Mantine's Tooltip, whose code (with the floating positioning library, about 15 KB of gzip) and
 * whose rendering (a floating element per hint, measured on mount: 86 ms of a 4x-slowed load for
 * the dashboard's rows) wait until the visitor reaches for a hint: hovers its target, touches it or
 * moves the keyboard's focus onto it. Until then the target shows alone. The hint then opens as soon
 * as its code is there, unless the visitor has left the target meanwhile. It shows on focus and touch
 * as well as on hover (Mantine's default is hover alone), so that keyboard and touch users read it too.
 */
export function DeferredTooltip({ children, events = ALL_EVENTS, ...props }: TooltipProps) {
  const [reach, setReach] = useState<Reach>('never');
  const target = children as ReactElement<TargetProps>;
  const watched = watchReach(target, setReach);
  if (reach === 'never') return watched;
  return (
    <Suspense fallback={watched}>
      <Tooltip events={events} defaultOpened={reach === 'on'} {...props}>
        {children}
      </Tooltip>
    </Suspense>
  );
}

type Handler<E> = ((event: E) => void) | undefined;
type TargetProps = {
  onPointerEnter?: Handler<SyntheticEvent>;
  onPointerLeave?: Handler<SyntheticEvent>;
  onTouchStart?: Handler<SyntheticEvent>;
  onFocus?: Handler<FocusEvent>;
  onBlur?: Handler<FocusEvent>;
};

/** The target, telling `setReach` when the visitor comes onto it and leaves it (its own handlers still run). */
function watchReach(target: ReactElement<TargetProps>, setReach: (reach: Reach) => void) {
  const own = target.props;
  const also =
    <E,>(handler: Handler<E>, reach: (event: E) => Reach | null) =>
    (event: E) => {
      handler?.(event);
      const next = reach(event);
      if (next) setReach(next);
    };
  return cloneElement(target, {
    onPointerEnter: also(own.onPointerEnter, () => 'on'),
    onPointerLeave: also(own.onPointerLeave, () => 'off'),
    onTouchStart: also(own.onTouchStart, () => 'on'),
    // As Mantine's hint does: focus the keyboard moved, not a click's or a script's.
    onFocus: also(own.onFocus, (event) => (event.currentTarget.matches(':focus-visible') ? 'on' : null)),
    onBlur: also(own.onBlur, () => 'off'),
  });
}
