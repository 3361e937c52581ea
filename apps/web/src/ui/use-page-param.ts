import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The list's page (and any other flag) lives in the address, so back and reload keep the place.
 * Anything that is not a positive whole number is page 1.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { page, setPage, params, setParams };
}
