import type { FastifyInstance } from 'fastify';
import { listAuditLog } from '@portal/domain/audit/calls';
import { addRoute } from '../../platform/http/route';
import type { AuditService } from './audit.service';

/** The audit log: the site's admins only. */
export function registerAuditRoutes(app: FastifyInstance, audit: AuditService): void {
  addRoute(app, listAuditLog, ['admin'], async ({ site, user, query }) => ({ status: true, ...(await audit.list({ site, user }, query)) }));
}
