import { listAdminChats } from '@portal/domain/chat/calls';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../platform/api-client';
import { liveSocket } from '../../platform/live';

export const adminChatsKey = ['admin-chats'] as const;

/** The admin's list of writers' conversations; it refreshes when a message arrives anywhere. */
export function useAdminChats(page: number, search: string) {
  const client = useQueryClient();
  useEffect(
    () =>
      liveSocket.onFrame((frame) => {
        if (frame.event === 'notification') void client.invalidateQueries({ queryKey: adminChatsKey });
      }),
    [client],
  );
  return useQuery({
    queryKey: [...adminChatsKey, page, search],
    queryFn: ({ signal }) => callApi(listAdminChats, { query: { ...(page > 1 ? { page } : {}), ...(search ? { search } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
}
