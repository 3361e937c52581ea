import { checkoutLink, getReview, packageCheckoutClick, productCheckoutClick, reviewFeedback, reviewProgressCall, reviewUpdateName, scheduleButtonClick } from '@portal/domain/critiques/calls';
import { freeCritiqueForm, freeCritiqueStatus, requestFreeCritique } from '@portal/domain/free-critiques/calls';
import { NetworkError } from '@portal/domain/errors';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, callApi, REQUESTED_WITH } from '../../platform/api-client';

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

/** Sends the free-critique form (the fields, then the resume) as one multipart request. */
export function useRequestFreeCritique() {
  return useMutation({
    mutationFn: async (input: { fields: Record<string, string>; file: File }) => {
      let res: Response;
      try {
        res = await fetch(requestFreeCritique.path, { method: 'POST', credentials: 'same-origin', headers: { ...REQUESTED_WITH, Accept: 'application/json' }, body: freeCritiqueForm(input.fields, input.file, input.file.name) });
      } catch {
        throw new NetworkError('The form could not be sent');
      }
      const body: unknown = await res.json().catch(() => ({ message: res.statusText }));
      if (!res.ok) throw new ApiError(res.status, body);
      return requestFreeCritique.response.parse(body);
    },
  });
}

/** How far the visitor's critique is, asked again every two seconds until it is made. */
export function useFreeCritiqueStatus(id: string | null) {
  return useQuery({
    queryKey: ['free-critique', id],
    queryFn: ({ signal }) => callApi(freeCritiqueStatus, { params: { id: id! }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.state === 'queued' || !query.state.data ? 2000 : false),
  });
}
