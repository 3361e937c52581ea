import type { FastifyInstance } from 'fastify';
import { listCritiques } from '@portal/domain/critiques/calls';
import { addRoute } from '../../platform/http/route';
import type { CritiquesService } from './critiques.service';

/** The critiques list: the site's admins only. */
export function registerCritiqueRoutes(app: FastifyInstance, critiques: CritiquesService): void {
  addRoute(app, listCritiques, ['admin'], async ({ site, user, query }) => ({ status: true, ...(await critiques.list({ site, user }, query)) }));
}
