import i18next from 'i18next';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';

/** A JSON answer of the stubbed fetch. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A stubbed fetch for a test file: stubbed before each test and reset after it. Each test starts in
 * English: the files of a worker share one i18next, and another file may have left it in German.
 */
export function stubFetch(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await i18next.changeLanguage('en');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    await i18next.changeLanguage('en');
  });
  return fetchMock;
}
