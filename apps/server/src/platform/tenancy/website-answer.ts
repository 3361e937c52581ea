import { getWebsite } from '@portal/domain/sites/calls';
import type { z } from 'zod/mini';
import type { SiteContext } from '../http/context';
import { jsonBlock } from '../http/json-block';

export type WebsiteAnswer = z.infer<typeof getWebsite.response>;

/**
 * What `GET /api/website` answers for the site behind a host (spec 002 2.13): its configuration, or
 * "Domain not registered". The page sent for every path carries the same answer (spa.ts), so the
 * client themes itself without asking for it first.
 */
export function websiteAnswer(site: SiteContext | null): WebsiteAnswer {
  if (!site) return { status_code: 404, status: false, message: 'Domain not registered' };
  return { status_code: 200, status: true, data: site.config };
}

/** The answer as a JSON data block for the page (json-block.ts). */
export const websiteAnswerBlock = (site: SiteContext | null): string => jsonBlock('website-answer', getWebsite.response, websiteAnswer(site));
