import { useQuery } from '@tanstack/react-query';
import { writerMonthlyOrders, writerOrderCounts } from '@portal/domain/writer-orders/calls';
import { callApi } from '../../platform/api-client';

const key = ['writer-dashboard'] as const;

export function useWriterCounts() {
  return useQuery({ queryKey: [...key, 'counts'], queryFn: ({ signal }) => callApi(writerOrderCounts, { signal }) });
}

export function useWriterMonthly() {
  return useQuery({ queryKey: [...key, 'monthly'], queryFn: ({ signal }) => callApi(writerMonthlyOrders, { signal }) });
}
