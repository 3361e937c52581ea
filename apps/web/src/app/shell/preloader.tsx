import { LoadingOverlay } from '@mantine/core';
import { TIMINGS } from '@portal/domain/limits';
import { useIsFetching } from '@tanstack/react-query';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether the layout's first moments (the spec's 1500 ms of preloader) are over. What the page does
 * not need for its first screen (the top bar's bell and menus) loads at that moment, so it does not
 * compete with the page for the network and the main thread.
 */
export function useFirstMomentsOver(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    // In the background: what comes then (the bell, the menus) renders in slices.
    const timer = window.setTimeout(() => startTransition(() => setOver(true)), TIMINGS.preloaderMs);
    return () => window.clearTimeout(timer);
  }, []);
  return over;
}

/**
 * Whether the page beside the preloader is on screen, raised once by `PageShownMarker` and read by the
 * `Preloader` alone: held as the layout's state it re-rendered the whole layout (top bar, menu, footer:
 * 30 to 60 ms of a slow phone's time) just to lift the spinner.
 */
export type PageShownFlag = { readonly raised: () => boolean; readonly raise: () => void; readonly subscribe: (listener: () => void) => () => void };

function createPageShownFlag(): PageShownFlag {
  let raised = false;
  const listeners = new Set<() => void>();
  return {
    raised: () => raised,
    raise: () => {
      if (raised) return;
      raised = true;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One flag for the layout's lifetime. */
export function usePageShownFlag(): PageShownFlag {
  return useState(createPageShownFlag)[0];
}

/**
 * Placed beside the page inside its Suspense boundary: a boundary commits its children together, so
 * this effect runs only once the page's code has arrived and the page has rendered (not its loader).
 */
export function PageShownMarker({ flag }: { flag: PageShownFlag }) {
  useEffect(() => flag.raise(), [flag]);
  return null;
}

/**
 * The spec's preloader: a spinner over the layout while it loads, for at most its 1500 ms. It lifts
 * as soon as the page's first screen is there (`pageShown`: the page's code has arrived and rendered)
 * and nothing is being read any more (its first reads have answered, most of them from the page
 * itself): a spinner held over a page that is ready only makes the visitor wait (docs/decisions/018).
 * Once lifted it stays away; the pages' own loading states take over from there.
 */
export function Preloader({ pageShownFlag }: { pageShownFlag: PageShownFlag }) {
  const { t } = useTranslation('common');
  const pageShown = useSyncExternalStore(pageShownFlag.subscribe, pageShownFlag.raised);
  const timeUp = useFirstMomentsOver();
  const reading = useIsFetching() > 0;
  const [lifted, setLifted] = useState(false);
  // Kept once true: a read the page starts later (a refresh, the next page) does not bring it back.
  if (!lifted && (timeUp || (pageShown && !reading))) setLifted(true);
  return (
    <LoadingOverlay
      visible={!lifted}
      pos="fixed"
      zIndex={1000}
      transitionProps={{ duration: 250 }}
      overlayProps={{ backgroundOpacity: 1, color: 'var(--mantine-color-body)' }}
      loaderProps={{ role: 'status', 'aria-label': t('loading') }}
    />
  );
}
