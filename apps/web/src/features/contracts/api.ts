import { getContract, signContract } from '@portal/domain/contracts/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../platform/api-client';

export const contractKey = (orderId: string) => ['contracts', orderId] as const;

export function useContract(orderId: string) {
  return useQuery({
    queryKey: contractKey(orderId),
    queryFn: ({ signal }) => callApi(getContract, { params: { id: orderId }, signal }).then((answer) => answer.data),
  });
}

export function useSignContract(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dataUrl: string) => callApi(signContract, { params: { id: orderId }, body: { data: dataUrl } }),
    // The order screens read `contract_signed`; stale copies would send the customer back here.
    onSuccess: () => client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'site' && query.queryKey[0] !== 'session' }),
  });
}
