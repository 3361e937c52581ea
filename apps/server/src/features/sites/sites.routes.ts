import type { FastifyInstance } from 'fastify';
import { getWebsite } from '@portal/domain/sites/calls';
import type { Platform } from '../../platform/platform';

/** The site configuration the client themes itself with; an unknown host gets `status: false`. */
export function registerSiteRoutes(app: FastifyInstance, _platform: Platform): void {
  app.get('/api/website', { config: { access: 'public', anySite: true }, schema: { response: { 200: getWebsite.response, 404: getWebsite.response } } }, async (req, reply) => {
    if (!req.site) return reply.status(404).send({ status_code: 404, status: false, message: 'Domain not registered' });
    return { status_code: 200, status: true, data: req.site.config };
  });
}
