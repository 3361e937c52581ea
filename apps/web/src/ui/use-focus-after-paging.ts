import { useEffect, useRef } from 'react';

/**
 * After Next, Last or a page's number, the focus goes to `target` (the list's count or heading above
 * the page, with tabIndex -1) once the new page is shown, and the page scrolls there: the pressed
 * button may be disabled now (Next on the last page, and the browser would drop the focus to the
 * body), and the reader starts at the new page's first row, not at its bottom.
 *
 * `shown` is the page on screen once it is the asked one (not the page before kept while the next
 * loads), else undefined; call `asked()` as a page is asked for.
 */
export function useFocusAfterPaging<T extends HTMLElement>(shown: unknown) {
  const target = useRef<T>(null);
  const paged = useRef(false);
  useEffect(() => {
    if (shown === undefined || !paged.current) return;
    paged.current = false;
    target.current?.focus();
  }, [shown]);
  return {
    target,
    asked: () => {
      paged.current = true;
    },
  };
}
