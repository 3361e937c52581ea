import { useEffect, useState } from 'react';

/**
 * Whether an element is in view in its scroll container (`root`), or within `margin` px of it on
 * either side. True until the first report, so a board's first paint draws every column's cards as
 * before; where IntersectionObserver is missing, always true.
 */
export function useNearView(element: Element | null, root: Element | null, margin: number): boolean {
  const [near, setNear] = useState(true);
  useEffect(() => {
    if (!element || !root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setNear(entry!.isIntersecting), { root, rootMargin: `0px ${margin}px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, root, margin]);
  return near;
}
