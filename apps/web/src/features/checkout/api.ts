import { checkCoupon, confirmPayment, createPaymentIntent, getPackageInfo, registerCustomer, sandboxAuthenticate, sandboxConfirmCard } from '@portal/domain/payments/calls';
import type { CallBody } from '@portal/domain/call';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi } from '../../platform/api-client';

export function usePackageInfo(query: { item: string; critiqueId?: string; critiqueViewId?: string }) {
  return useQuery({
    queryKey: ['checkout-package', query.item, query.critiqueId ?? null],
    queryFn: ({ signal }) => callApi(getPackageInfo, { query, signal }),
    enabled: query.item !== '',
    retry: false,
    staleTime: Infinity,
  });
}

export const checkoutCalls = {
  checkCoupon: (packageId: string, couponCode: string) => callApi(checkCoupon, { params: { id: packageId }, body: { couponCode } }),
  register: (body: CallBody<typeof registerCustomer>) => callApi(registerCustomer, { body }),
  start: (body: CallBody<typeof createPaymentIntent>) => callApi(createPaymentIntent, { body }),
  confirm: (paymentIntent: string) => callApi(confirmPayment, { body: { paymentIntent } }),
  /** The sandbox provider's own calls, as its browser library would make them. */
  sandboxConfirm: (clientSecret: string, token: string) => callApi(sandboxConfirmCard, { body: { clientSecret, token } }),
  sandboxAuthenticate: (clientSecret: string, approve: boolean) => callApi(sandboxAuthenticate, { body: { clientSecret, approve } }),
};

/** A key for one checkout: a double click or a retry sends the same one, so the server charges once. */
export function newCheckoutKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This checkout's key, and a way to start a new payment (a new total, method, or a spent one). */
export function useCheckoutKey(): [string, () => void] {
  const [key, setKey] = useState(newCheckoutKey);
  const renew = useCallback(() => setKey(newCheckoutKey()), []);
  return [key, renew];
}
