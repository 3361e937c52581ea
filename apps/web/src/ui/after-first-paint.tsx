import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Runs `callback` once the browser has shown what is on screen now, `delayMs` later; returns a cancel.
 * A callback of the next frame (`requestAnimationFrame` called from one) runs after the current frame
 * has been painted and put on screen; a timer of the current frame alone could run before the screen
 * showed it, so what it started (a download, a render) still counted against that paint.
 */
export function afterPaint(callback: () => void, delayMs = 0): () => void {
  let timer = 0;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = window.setTimeout(callback, delayMs);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/** True once the browser has shown the screen this component first rendered in (and `delayMs` more have passed). */
export function usePainted(delayMs = 0): boolean {
  const [painted, setPainted] = useState(false);
  // In a transition: React renders what comes in slices, so the page stays responsive meanwhile.
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true)), delayMs), [delayMs]);
  return painted;
}

type Props = {
  children: ReactNode;
  /** Holds the room of what comes, so that nothing around it moves when it does. */
  placeholder?: ReactNode;
  /** How long after that paint (for what nobody needs in a page's first moments). */
  delayMs?: number;
};

/**
 * A part of the page that is not what the visitor looks at first (below the fold): rendered only
 * once the screen around it has been painted, so that neither its rendering nor what it downloads
 * holds up that first paint.
 */
export function AfterFirstPaint({ children, placeholder = null, delayMs = 0 }: Props) {
  return usePainted(delayMs) ? children : placeholder;
}
