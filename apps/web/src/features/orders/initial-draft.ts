import { EXPERIENCE_LEVEL_KEYS, INDUSTRY_NAMES, MAX_INDUSTRIES } from '@portal/domain/orders/industries';
import { z } from 'zod/mini';
import { readStored, writeStored } from '../../platform/storage';

/** What the customer chose in the initial questions before submitting, kept across a reload. */
export type InitialDraft = { step: 0 | 1; industries: string[]; level: string | null };

const draftSchema = z.object({
  step: z.union([z.literal(0), z.literal(1)]),
  industries: z.array(z.enum(INDUSTRY_NAMES)).check(z.maxLength(MAX_INDUSTRIES)),
  level: z.nullable(z.enum(EXPERIENCE_LEVEL_KEYS)),
});

const key = (orderId: string) => `initial-questions:${orderId}`;

/** The saved choices of this order, or null when there are none (or they are not valid any more). */
export function loadInitialDraft(orderId: string): InitialDraft | null {
  const text = readStored(key(orderId));
  if (!text) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveInitialDraft(orderId: string, draft: InitialDraft): void {
  writeStored(key(orderId), JSON.stringify(draft));
}

export function clearInitialDraft(orderId: string): void {
  writeStored(key(orderId), null);
}
