import type { Page, Request } from '@playwright/test';

/**
 * Records the addresses (path and query) of the API reads a page makes from now on, until `stop`:
 * to check that a page sent with its first reads (the server's `data-answer-of` blocks) does not
 * ask for them again.
 */
export function recordApiReads(page: Page): { stop: () => string[] } {
  const reads: string[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  };
  page.on('request', record);
  return {
    stop: () => {
      page.off('request', record);
      return reads;
    },
  };
}
