import { confirmPayment, customerGateways, listInvoices, listPurchasablePackages, mobileMoneyCode, mobileMoneyVerification, newOrder, payInvoice, sandboxConfirmCard, tipWriter } from '@portal/domain/payments/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../platform/api-client';

export const invoicesKey = ['customer-invoices'] as const;

export function useInvoices() {
  return useQuery({ queryKey: invoicesKey, queryFn: ({ signal }) => callApi(listInvoices, { signal }) });
}

export function usePayInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { invoice_id: string; payment?: string; checkoutKey: string }) => callApi(payInvoice, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: invoicesKey }),
  });
}

export function useTipWriter(orderId: string) {
  return useMutation({ mutationFn: (body: { tip: number; payment?: string; checkoutKey: string }) => callApi(tipWriter, { params: { id: orderId }, body }) });
}

export function usePurchasablePackages() {
  return useQuery({ queryKey: ['purchasable-packages'], queryFn: ({ signal }) => callApi(listPurchasablePackages, { query: { purchasable: 'true' }, signal }) });
}

export function useNewOrder() {
  return useMutation({ mutationFn: (body: { payment?: string; package_subscribed: string; checkoutKey: string; purchasedDate: string }) => callApi(newOrder, { body }) });
}

/** Mobile money on the new order page: a reference and hash, the provider's dialog, then our verification. */
export const mobileMoneyCalls = {
  code: (selectedPackageId: string, price: number, checkoutKey: string) => callApi(mobileMoneyCode, { body: { selectedPackageId, price, checkoutKey } }),
  /** The sandbox provider's dialog: the integrity hash doubles as its client secret. */
  sandboxPay: (integrityHash: string, phone: string) => callApi(sandboxConfirmCard, { body: { clientSecret: integrityHash, token: `phone:${phone}` } }),
  verify: (txRef: string) => callApi(mobileMoneyVerification, { body: { txRef, purchasedDate: new Date().toISOString() } }),
};

/** The site's gateways as the paying screens need them (which fields to show, public keys only). */
export function useCustomerGateways() {
  return useQuery({ queryKey: ['customer-gateways'], queryFn: ({ signal }) => callApi(customerGateways, { signal }), staleTime: 10 * 60_000 });
}

/** After the provider's own part confirmed an intent: the server asks the provider and answers where it stands. */
export function confirmAtServer(intentId: string) {
  return callApi(confirmPayment, { body: { paymentIntent: intentId } });
}
