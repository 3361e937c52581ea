/**
 * Widget mode (spec 002 section 4): the page runs inside a host page and tells it what happened by
 * `postMessage`, `{ message: 'critiqueReviewError' }` or `{ message: 'success', orderId }`. Only a
 * host page of the same origin may frame the portal (frame-ancestors 'self'), so messages go to it alone.
 */
export function postToHost(message: string, data: Record<string, unknown> = {}): void {
  if (window.parent === window) return;
  window.parent.postMessage({ message, ...data }, window.location.origin);
}

export const isWidget = (search: URLSearchParams) => search.has('fromWidget');
