import { useLayoutEffect, useState } from 'react';

/** Whether `box` lies within the `root` box widened by `margin` px on the left and right. */
export function isNearBox(box: DOMRectReadOnly, root: DOMRectReadOnly, margin: number): boolean {
  return box.right >= root.left - margin && box.left <= root.right + margin && box.bottom >= root.top && box.top <= root.bottom;
}

/**
 * Whether an element is in view in its scroll container (`root`), or within `margin` px of it on
 * either side. The first answer is read from the layout before the first paint, so a column far out
 * of view never draws its cards at all (an observer's first report comes a frame later, after every
 * column had drawn them); then an IntersectionObserver follows the scrolling. `guess` until the
 * element and its root are there; where IntersectionObserver is missing, always true.
 */
export function useNearView(element: Element | null, root: Element | null, margin: number, guess = false): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined' || guess);
  useLayoutEffect(() => {
    if (!element || !root || typeof IntersectionObserver === 'undefined') return;
    setNear(isNearBox(element.getBoundingClientRect(), root.getBoundingClientRect(), margin));
    const observer = new IntersectionObserver(([entry]) => setNear(entry!.isIntersecting), { root, rootMargin: `0px ${margin}px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, root, margin]);
  return near;
}
