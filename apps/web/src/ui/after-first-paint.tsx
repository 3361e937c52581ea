import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * True once the browser has painted the screen this component first rendered in: a timer set in
 * `requestAnimationFrame` runs after the paint of that frame.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      // A transition: React renders what comes in slices, so the page stays responsive meanwhile.
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
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
