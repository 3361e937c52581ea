import { ApiError } from '../../platform/api-client';

/** The server's per-field problems (`data.<field id>` or `survey.<field id>`) keyed by field id. */
export function answerErrors(error: unknown, prefix: 'data' | 'survey'): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const lead = `${prefix}.`;
  const entries = Object.entries(error.fieldErrors).filter(([key]) => key.startsWith(lead));
  return entries.length > 0 ? Object.fromEntries(entries.map(([key, message]) => [key.slice(lead.length), message])) : undefined;
}
