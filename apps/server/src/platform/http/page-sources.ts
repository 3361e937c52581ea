/**
 * Hosts a payment provider's browser part needs beyond our own origin, as Content-Security-Policy
 * sources: its script, its frames (card fields, 3-D Secure, a payment dialog) and its API. Only the
 * configured providers' hosts are allowed on our pages.
 */
export type PageSources = { script: string[]; frame: string[]; connect: string[] };
export const NO_PAGE_SOURCES: PageSources = { script: [], frame: [], connect: [] };

/** The union of several providers' sources, each host once. */
export function mergePageSources(all: PageSources[]): PageSources {
  const merged = (pick: (s: PageSources) => string[]) => [...new Set(all.flatMap(pick))];
  return { script: merged((s) => s.script), frame: merged((s) => s.frame), connect: merged((s) => s.connect) };
}
