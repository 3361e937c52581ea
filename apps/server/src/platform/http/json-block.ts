import type { z } from 'zod/mini';

/**
 * An answer of the API put in the page as a JSON data block the client reads at start: shaped by the
 * call's contract (as the route's serializer does, so nothing beyond what the call answers gets in),
 * and with `<` escaped so no value (a user's name, a site's text) can close the script element.
 */
export function jsonBlock<S extends z.ZodMiniType>(id: string, contract: S, answer: z.input<S>): string {
  const json = JSON.stringify(contract.parse(answer)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
