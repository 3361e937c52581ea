import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, lazy, Suspense, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactElement, type Ref } from 'react';

const Tooltip = lazy(() => import('./deferred-tooltip-loaded'));

const ALL_EVENTS = { hover: true, focus: true, touch: true };

/** Where the visitor is with the target: never reached yet, on it, or gone. */
type Reach = 'never' | 'on' | 'off';

/**
 * Mantine's Tooltip, whose code (with the floating positioning library, about 15 KB of gzip) and
 * whose rendering (a floating element per hint, measured on mount: 86 ms of a 4x-slowed load for
 * the dashboard's rows) wait until the visitor reaches for a hint: hovers its target, touches it or
 * moves the keyboard's focus onto it. The hint opens as soon as its code is there, unless the visitor
 * has left the target meanwhile. It shows on focus and touch as well as on hover (Mantine's default
 * is hover alone), so that keyboard and touch users read it too, and Escape closes it.
 * The target stays the element it was: the hint is drawn beside it and pointed at it (`target`), so
 * the keyboard's focus on it survives the code's arrival. Its open state is ours, from the target's
 * events, since Mantine listens to a target only when it wraps it.
 */
export function DeferredTooltip({ children, events = ALL_EVENTS, ...props }: TooltipProps) {
  const [reach, setReach] = useState<Reach>('never');
  const anchor = useRef<HTMLElement>(null);
  const target = children as ReactElement<TargetProps>;
  const ref = useMergedRef(anchor, target.props.ref);
  // The hint's text describes its target for screen readers from the first render, before any code
  // arrives (a hidden element still names a description).
  const hintId = useId();
  const describedBy = [target.props['aria-describedby'], hintId].filter(Boolean).join(' ');
  return (
    <>
      {cloneElement(target, { ref, 'aria-describedby': describedBy, ...reachHandlers(target.props, events, setReach) })}
      <span id={hintId} hidden>
        {props.label}
      </span>
      {reach !== 'never' && (
        <Suspense fallback={null}>
          <Tooltip {...props} target={anchor} opened={reach === 'on'} />
        </Suspense>
      )}
    </>
  );
}

type Handler<E> = ((event: E) => void) | undefined;
type TargetProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: Handler<PointerEvent>;
  onPointerLeave?: Handler<PointerEvent>;
  onPointerDown?: Handler<PointerEvent>;
  onFocus?: Handler<FocusEvent>;
  onBlur?: Handler<FocusEvent>;
  onKeyDown?: Handler<KeyboardEvent>;
};

/** The target's handlers, each also telling `setReach` where the visitor now is (the target's own still run). */
function reachHandlers(own: TargetProps, events: NonNullable<TooltipProps['events']>, setReach: (reach: Reach) => void) {
  const also =
    <E,>(handler: Handler<E>, reach: (event: E) => Reach | null) =>
    (event: E) => {
      handler?.(event);
      const next = reach(event);
      if (next) setReach(next);
    };
  const touch = (event: PointerEvent) => event.pointerType === 'touch';
  return {
    onPointerEnter: also(own.onPointerEnter, (event) => (events.hover && !touch(event) ? 'on' : null)),
    // A finger lifted is not a visitor gone: a touched hint stays until the target loses focus.
    onPointerLeave: also(own.onPointerLeave, (event) => (touch(event) ? null : 'off')),
    onPointerDown: also(own.onPointerDown, (event) => (events.touch && touch(event) ? 'on' : null)),
    // As Mantine's hint does: focus the keyboard moved, not a click's or a script's.
    onFocus: also(own.onFocus, (event) => (events.focus && event.currentTarget.matches(':focus-visible') ? 'on' : null)),
    onBlur: also(own.onBlur, () => 'off'),
    onKeyDown: also(own.onKeyDown, (event) => (event.key === 'Escape' ? 'off' : null)),
  };
}
