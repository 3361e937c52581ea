import { useEffect, useState } from 'react';

/**
 * `opened`, but false on the first render. The board's dialogs load their code on first use and may
 * mount already asked to open; Mantine's Modal notes what had the focus (to return it on close) when
 * `opened` changes, not when it mounts opened, so it would then close onto nothing. Mounted closed
 * and opened right after, it opens, and returns the focus, as a dialog mounted from the start.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
