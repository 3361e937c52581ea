import type { Frame, Page, Request } from '@playwright/test';

/**
 * Records the addresses (path and query) of the API reads made by the next page the tab loads,
 * until `stop`: to check that a page sent with its first reads (the server's `data-answer-of`
 * blocks) does not ask for them again. Only requests after that page has replaced the current one
 * count, so a read the screen before was still making (a refresh after a change) is not taken for
 * the next page's.
 */
export function recordApiReadsOfNextPage(page: Page): { stop: () => string[] } {
  const reads: string[] = [];
  let loaded = false;
  const navigated = (frame: Frame) => {
    if (frame === page.mainFrame()) loaded = true;
  };
  const record = (request: Request) => {
    const url = new URL(request.url());
    if (loaded && request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  };
  page.on('framenavigated', navigated);
  page.on('request', record);
  return {
    stop: () => {
      page.off('framenavigated', navigated);
      page.off('request', record);
      return reads;
    },
  };
}
