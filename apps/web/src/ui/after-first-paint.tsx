import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * True once the browser has shown the screen this component first rendered in. A callback of the
 * next frame (`requestAnimationFrame` called from one) runs after the first frame has been painted
 * and put on screen; a timer of the first frame alone could run before the screen showed it, so what
 * it started (a download, a render) still counted against the page's first paint.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        // A transition: React renders what comes in slices, so the page stays responsive meanwhile.
        timer = window.setTimeout(() => startTransition(() => setPainted(true)));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}

type Props = {
  children: ReactNode;
  /** Holds the room of what comes, so that nothing around it moves when it does. */
  placeholder?: ReactNode;
};

/**
 * A part of the page that is not what the visitor looks at first (below the fold): rendered only
 * once the screen around it has been painted, so that neither its rendering nor what it downloads
 * holds up that first paint.
 */
export function AfterFirstPaint({ children, placeholder = null }: Props) {
  return usePainted() ? children : placeholder;
}
