import { useQuery } from '@tanstack/react-query';
import { getStaffOrder } from '@portal/domain/writer-orders/detail-calls';
import { callApi } from '../../platform/api-client';

export const staffOrderKey = (id: string, includeWriter: boolean) => ['staff-order', id, { includeWriter }] as const;

/** One order for its writer, a reviewer or an admin; reviewers and admins ask for the writer (spec 001 section 2). */
export function useStaffOrder(id: string, includeWriter: boolean) {
  return useQuery({
    queryKey: staffOrderKey(id, includeWriter),
    queryFn: ({ signal }) => callApi(getStaffOrder, { params: { id }, query: { includeWriter: includeWriter ? 'true' : undefined }, signal }),
  });
}
