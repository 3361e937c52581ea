import { getWebsite } from '@portal/domain/sites/calls';
import type { z } from 'zod/mini';
import type { SiteContext } from '../http/context';

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

/**
 * The answer as a JSON data block for the page: shaped by the call's contract (as the route's
 * serializer does, so nothing beyond what the call answers gets in), and with `<` escaped so no
 * value can close the script element around it.
 */
export function websiteAnswerBlock(site: SiteContext | null): string {
  const json = JSON.stringify(getWebsite.response.parse(websiteAnswer(site))).replace(/</g, '\\u003c');
  return `<script type="application/json" id="website-answer">${json}</script>`;
}
