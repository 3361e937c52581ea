import type { FastifyInstance } from 'fastify';
import { CONTENT_MESSAGES } from '@portal/domain/admin-content/calls';
import * as calls from '@portal/domain/contracts/calls';
import { addRoute } from '../../platform/http/route';
import type { ContractsAdminService } from './contracts-admin.service';

const ADMIN = ['admin'] as const;

/** The admin's contract texts: the site's admins only. */
export function registerContractAdminRoutes(app: FastifyInstance, contracts: ContractsAdminService): void {
  addRoute(app, calls.listAdminContracts, ADMIN, async ({ site, user, query }) => ({ status: true, ...(await contracts.list({ site, user }, query)) }));
  addRoute(app, calls.getAdminContract, ADMIN, async ({ site, user, params }) => ({ status: true, data: await contracts.get({ site, user }, params.id) }));
  addRoute(app, calls.createContract, ADMIN, async ({ site, user, body }) => ({ status: true, message: CONTENT_MESSAGES.saved, data: await contracts.create({ site, user }, body) }));
  addRoute(app, calls.updateContract, ADMIN, async ({ site, user, params, body }) => ({ status: true, message: CONTENT_MESSAGES.saved, data: await contracts.update({ site, user }, params.id, body) }));
  addRoute(app, calls.archiveContract, ADMIN, async ({ site, user, params, body }) => ({
    status: true,
    message: body.archived ? CONTENT_MESSAGES.archived : CONTENT_MESSAGES.restored,
    data: await contracts.archive({ site, user }, params.id, body.archived),
  }));
}
