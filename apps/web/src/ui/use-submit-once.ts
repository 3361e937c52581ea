import { useCallback, useRef } from 'react';

/**
 * A form's submit that is already on its way ignores further submits (a double click, Enter pressed
 * twice): `submitOnce(run)` runs `run` unless a run is still in flight, and answers undefined then.
 * The guard is a ref, set before anything renders: a button's `loading` state alone comes a render
 * too late, after the second click of a double click has already arrived.
 */
export function useSubmitOnce(): <T>(run: () => Promise<T>) => Promise<T | undefined> {
  const inFlight = useRef(false);
  return useCallback(async <T>(run: () => Promise<T>): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    try {
      return await run();
    } finally {
      inFlight.current = false;
    }
  }, []);
}
