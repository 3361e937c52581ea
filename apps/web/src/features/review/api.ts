import { checkoutLink, getReview, packageCheckoutClick, productCheckoutClick, reviewFeedback, reviewProgressCall, reviewUpdateName, scheduleButtonClick } from '@portal/domain/critiques/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../platform/api-client';

export function useReview(id: string) {
  return useQuery({ queryKey: ['review', id], queryFn: ({ signal }) => callApi(getReview, { params: { id }, signal }), retry: false, staleTime: Infinity, refetchOnWindowFocus: false });
}

export function useCheckoutLink(packageId: string, critiqueId: string, critiqueViewId: string | undefined) {
  return useQuery({
    queryKey: ['checkout-link', packageId, critiqueId, critiqueViewId ?? null],
    queryFn: ({ signal }) => callApi(checkoutLink, { params: { packageId, critiqueId }, query: { critiqueViewId }, signal }),
    retry: false,
  });
}

/** Clicks and progress are recorded on the way; a failure there never stops the visitor. */
const quietly = (p: Promise<unknown>) => void p.catch(() => undefined);

export const reviewCalls = {
  progress: (critiqueId: string, vistedTabs: string[]) => quietly(callApi(reviewProgressCall, { body: { critiqueId, vistedTabs } })),
  scheduleClick: (id: string, critiqueViewId: string) => quietly(callApi(scheduleButtonClick, { params: { id }, body: { critiqueViewId } })),
  packageClick: (packageId: string, critiqueId: string, critiqueViewId: string) => quietly(callApi(packageCheckoutClick, { body: { packageId, critiqueId, critiqueViewId } })),
  productClick: (packageId: string, critiqueId: string, critiqueViewId: string) => quietly(callApi(productCheckoutClick, { body: { packageId, critiqueId, critiqueViewId } })),
  feedback: (id: string, stars: number, feedback: string) => callApi(reviewFeedback, { params: { id }, body: { stars, feedback } }),
  updateName: (id: string, body: { firstName: string; lastName: string; email: string }) => callApi(reviewUpdateName, { params: { id }, body }),
};
