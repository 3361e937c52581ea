import type { FastifyInstance } from 'fastify';
import { createCritique, listCritiques } from '@portal/domain/admin-critiques/calls';
import { addRoute } from '../../platform/http/route';
import type { AdminCritiquesService } from './admin-critiques.service';

/** The critiques list: the site's admins only. */
export function registerAdminCritiqueRoutes(app: FastifyInstance, critiques: AdminCritiquesService): void {
  addRoute(app, listCritiques, ['admin'], async ({ site, user, query }) => ({ status: true, ...(await critiques.list({ site, user }, query)) }));
  addRoute(app, createCritique, ['admin'], async ({ site, user, body }) => ({ status: true, ...(await critiques.create({ site, user }, body)) }));
}
