import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterPaint } from './after-first-paint';

type Props = {
  children: ReactNode;
  /** Holds the part's room until it renders, so that nothing around it moves when it does. */
  placeholder: ReactNode;
  /** At the latest this long after the page's first paint. */
  laterMs: number;
  /** How near the view it renders, in px above or below it. */
  marginPx?: number;
};

/**
 * A part far down a page (the order's chat): rendered once the page's first screen is painted and the
 * part comes within `marginPx` of the view, or `laterMs` after that paint, whichever is first. Rendered
 * with the first screen, its downloads (ten files for the chat) started while that screen was still
 * being put on screen and counted against it; on a phone the part is a scroll away anyway.
 */
export function WhenNearOrLater({ children, placeholder, laterMs, marginPx = 400 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    let observer: IntersectionObserver | null = null;
    const cancelWatch = afterPaint(() => {
      if (typeof IntersectionObserver === 'undefined' || !box.current) return;
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: `${marginPx}px 0px` });
      observer.observe(box.current);
    });
    const cancelLater = afterPaint(show, laterMs);
    return () => {
      cancelWatch();
      cancelLater();
      observer?.disconnect();
    };
  }, [shown, laterMs, marginPx]);
  return <div ref={box}>{shown ? children : placeholder}</div>;
}
