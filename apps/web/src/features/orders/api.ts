import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCustomerOrder,
  isOrdersPage,
  listCustomerOrders,
  saveInitialQuestions,
  saveOrderFeedback,
  setOrderNoShow,
  type CustomerOrdersPage,
} from '@portal/domain/orders/calls';
import type { ExperienceLevel, IndustryName } from '@portal/domain/orders/industries';
import { ApiError, callApi } from '../../platform/api-client';

export const customerOrderKeys = {
  all: ['customer-orders'] as const,
  page: (page: number, limit: number) => ['customer-orders', 'page', page, limit] as const,
  statuses: ['customer-orders', 'statuses'] as const,
  detail: (id: string) => ['customer-orders', 'detail', id] as const,
};

/** A page of the customer's orders, newest first (`limit` left to the server when not given). */
export function customerOrdersPageQuery(page: number, limit?: number) {
  return queryOptions({
    queryKey: customerOrderKeys.page(page, limit ?? 0),
    queryFn: async ({ signal }): Promise<CustomerOrdersPage> => {
      const res = await callApi(listCustomerOrders, { query: { page, limit }, signal });
      if (!isOrdersPage(res)) throw new ApiError(200, { message: 'Unexpected response from the server' });
      return res;
    },
  });
}

/** The previous page stays on screen while the next loads. */
export function useCustomerOrdersPage(page: number, limit?: number) {
  return useQuery({ ...customerOrdersPageQuery(page, limit), placeholderData: keepPreviousData });
}

/** Every visible order as `{ _id, statusPercentage }`: enough to count them. */
export const customerOrderStatusesQuery = queryOptions({
  queryKey: customerOrderKeys.statuses,
  queryFn: async ({ signal }) => (await callApi(listCustomerOrders, { query: { include: 'statusOnly' }, signal })).orders,
});

export function useCustomerOrderStatuses() {
  return useQuery(customerOrderStatusesQuery);
}

export function customerOrderQuery(id: string) {
  return queryOptions({
    queryKey: customerOrderKeys.detail(id),
    queryFn: ({ signal }) => callApi(getCustomerOrder, { params: { id }, signal }),
    // A missing order stays missing; retrying only delays the message.
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });
}

export function useCustomerOrder(id: string) {
  return useQuery(customerOrderQuery(id));
}

export function useSaveInitialQuestions(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { customer_industries: IndustryName[]; years_of_experience: ExperienceLevel }) =>
      callApi(saveInitialQuestions, { params: { orderId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerOrderKeys.detail(orderId) }),
  });
}

export function useSetNoShow(orderId: string) {
  return useMutation({
    mutationFn: (body: { noShowCheck: boolean; clientId?: string }) => callApi(setOrderNoShow, { params: { id: orderId }, body }),
  });
}

export function useSaveFeedback(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: boolean) => callApi(saveOrderFeedback, { params: { id: orderId }, body: { status } }),
    onSuccess: () => client.invalidateQueries({ queryKey: customerOrderKeys.detail(orderId) }),
  });
}
