import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveSocket } from './live';

/**
 * Reads the data under `queryKey` again when the server says a notification arrived, and after the
 * connection came back (what arrived while it was down was not pushed). The first opening is not
 * followed: the screen has just read its data. The connection is the bell's (`useLive`, on every
 * signed-in page); a frame names no order, so a screen that follows it reads its one call again.
 */
export function useReadAgainOnNotification(queryKey: QueryKey): void {
  const client = useQueryClient();
  const key = useRef(queryKey);
  key.current = queryKey;
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: key.current });
    let first = true;
    const offOpen = liveSocket.onOpen(() => {
      if (!first) refresh();
      first = false;
    });
    const offFrame = liveSocket.onFrame((frame) => {
      if (frame.event === 'notification') refresh();
    });
    return () => {
      offOpen();
      offFrame();
    };
  }, [client]);
}
