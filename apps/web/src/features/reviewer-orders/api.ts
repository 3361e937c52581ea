import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/limits';
import { listReviewerOrders } from '@portal/domain/reviewer-orders/calls';
import { callApi } from '../../platform/api-client';

export function useReviewerOrders(page: number) {
  return useQuery({
    queryKey: ['reviewer-orders', { page }],
    queryFn: ({ signal }) => callApi(listReviewerOrders, { query: { page, limit: DEFAULT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
