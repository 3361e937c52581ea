import type { z } from 'zod/mini';

/**
 * An API answer the server put in the page as a JSON data block (the site's configuration, the
 * signed-in visitor), checked by the call's contract as any answer is; null when the page has none
 * or it does not match, and the client asks the API instead. `take` removes the block: its answer is
 * then used once.
 */
export function answerInPage<S extends z.ZodMiniType>(id: string, contract: S, options: { take?: boolean } = {}): z.output<S> | null {
  const block = document.getElementById(id);
  if (!block) return null;
  if (options.take) block.remove();
  try {
    const parsed = contract.safeParse(JSON.parse(block.textContent ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
