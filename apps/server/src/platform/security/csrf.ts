import type { FastifyRequest } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request must carry `X-Requested-With` (a header a cross-site form or image
 * cannot send without a CORS preflight we never grant) and, when the browser says where it came
 * from, come from this very origin. SameSite cookies alone are not enough: two tenants on
 * subdomains of one domain are "same-site" to a browser.
 */
export function csrfProblem(req: FastifyRequest, mutates: boolean): string | null {
  if (SAFE.has(req.method) && !mutates) return null;
  if (!req.headers['x-requested-with']) return 'Missing X-Requested-With header';
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return 'Cross-site request refused';
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    try {
      if (new URL(origin).host !== req.headers.host) return 'Cross-origin request refused';
    } catch {
      return 'Invalid Origin header';
    }
  } else if (origin === 'null') {
    return 'Cross-origin request refused';
  }
  return null;
}
