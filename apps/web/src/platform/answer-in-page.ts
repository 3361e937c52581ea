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

/**
 * The answer to `GET url` the server put in the page (`data-answer-of`), taken out of it: the first
 * screen's reads of a signed-in page, so its data does not wait for a round trip after the scripts
 * have run. Each is used at most once, and only on the page the server sent it with (see
 * `forgetAnswersInPage`); null when there is none, and the client asks the API.
 */
export function takeAnswerOf(url: string): unknown {
  for (const block of document.querySelectorAll<HTMLScriptElement>('script[type="application/json"][data-answer-of]')) {
    if (block.dataset.answerOf !== url) continue;
    block.remove();
    try {
      return JSON.parse(block.textContent ?? '');
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Drops the answers no screen took. They describe the page as it was sent: once the visitor has moved
 * on, a later read of the same address must ask the API, not get the old answer.
 */
export function forgetAnswersInPage(): void {
  for (const block of document.querySelectorAll('script[type="application/json"][data-answer-of]')) block.remove();
}
