import type { FastifyInstance } from 'fastify';
import { getWebsite } from '@portal/domain/sites/calls';
import type { Platform } from '../../platform/platform';
import { websiteAnswer } from '../../platform/tenancy/website-answer';

/** The site configuration the client themes itself with; an unknown host gets `status: false`. */
export function registerSiteRoutes(app: FastifyInstance, _platform: Platform): void {
  app.get('/api/website', { config: { access: 'public', anySite: true }, schema: { response: { 200: getWebsite.response, 404: getWebsite.response } } }, async (req, reply) => {
    const answer = websiteAnswer(req.site);
    return reply.status(answer.status ? 200 : 404).send(answer);
  });
}
