import { useCallback, useEffect, useRef, useState } from 'react';

/** How long after a dialog closed its opener is watched for (the list read again may still replace it), in 16 ms steps. */
const WATCH_STEPS = 90;

const focusIsLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || (active as HTMLButtonElement).disabled === true;
};

/**
 * The focus goes back to the button that opened a dialog once the dialog is gone (saved, cancelled,
 * Escape), where it would otherwise fall to the page's body: a dialog mounted only while open is
 * unmounted with its focus trap, which returns the focus nowhere. `opened(event.currentTarget)` when
 * opening, `closed(fallback)` when closing. The list behind the dialog is often read again after a
 * save, so for a moment after closing a focus lost again (its button replaced) is put back: on the
 * opener while it is there, else on `fallback` (a paid-off payment has no Refund button any more).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<(() => HTMLElement | null | undefined) | undefined>(undefined);
  const [closings, setClosings] = useState(0);

  useEffect(() => {
    if (closings === 0) return;
    let steps = 0;
    let timer = 0;
    const watch = () => {
      if (focusIsLost()) {
        const target = opener.current?.isConnected ? opener.current : fallback.current?.();
        if (target && !target.matches('button, [href], input, select, textarea, [tabindex]')) target.tabIndex = -1;
        target?.focus();
      }
      if (++steps < WATCH_STEPS) timer = window.setTimeout(watch, 16);
    };
    watch();
    return () => window.clearTimeout(timer);
  }, [closings]);

  /** Remembers what opened the dialog: the clicked element, else whatever has the focus. */
  const opened = useCallback((element?: Element | null) => {
    const from = element ?? document.activeElement;
    opener.current = from instanceof HTMLElement && from !== document.body ? from : null;
  }, []);

  /** The dialog is closing: once it is gone, the focus goes back to its opener (or to `elsewhere`). */
  const closed = useCallback((elsewhere?: () => HTMLElement | null | undefined) => {
    fallback.current = elsewhere;
    setClosings((n) => n + 1);
  }, []);

  return { opened, closed };
}
