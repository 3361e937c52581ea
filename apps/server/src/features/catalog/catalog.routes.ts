import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/catalog/calls';
import { addRoute } from '../../platform/http/route';
import type { CatalogAdminService } from './catalog.service';
import type { CouponsAdminService } from './coupons.service';

const ADMIN = ['admin'] as const;

/** The catalog: the site's admins only. */
export function registerCatalogRoutes(app: FastifyInstance, catalog: CatalogAdminService, coupons: CouponsAdminService): void {
  addRoute(app, calls.getCatalog, ADMIN, async ({ site, user }) => ({ status: true, ...(await catalog.read({ site, user })) }));
  addRoute(app, calls.createPackage, ADMIN, async ({ site, user, body }) => ({ status: true, message: calls.CATALOG_MESSAGES.saved, package: await catalog.savePackage({ site, user }, null, body) }));
  addRoute(app, calls.updatePackage, ADMIN, async ({ site, user, params, body }) => ({ status: true, message: calls.CATALOG_MESSAGES.saved, package: await catalog.savePackage({ site, user }, params.id, body) }));
  addRoute(app, calls.archivePackage, ADMIN, async ({ site, user, params, body }) => ({
    status: true,
    message: body.archived ? calls.CATALOG_MESSAGES.archived : calls.CATALOG_MESSAGES.restored,
    package: await catalog.archivePackage({ site, user }, params.id, body.archived),
  }));
  addRoute(app, calls.reorderPackages, ADMIN, async ({ site, user, body }) => ({ status: true, message: calls.CATALOG_MESSAGES.reordered, packages: await catalog.reorderPackages({ site, user }, body.ids) }));
  addRoute(app, calls.createService, ADMIN, async ({ site, user, body }) => ({ status: true, message: calls.CATALOG_MESSAGES.saved, service: await catalog.saveService({ site, user }, null, body) }));
  addRoute(app, calls.updateService, ADMIN, async ({ site, user, params, body }) => ({ status: true, message: calls.CATALOG_MESSAGES.saved, service: await catalog.saveService({ site, user }, params.id, body) }));
  addRoute(app, calls.archiveService, ADMIN, async ({ site, user, params, body }) => ({
    status: true,
    message: body.archived ? calls.CATALOG_MESSAGES.archived : calls.CATALOG_MESSAGES.restored,
    service: await catalog.archiveService({ site, user }, params.id, body.archived),
  }));
  addRoute(app, calls.listCoupons, ADMIN, async ({ site, user, query }) => ({ status: true, ...(await coupons.list({ site, user }, query)) }));
  addRoute(app, calls.createCoupon, ADMIN, async ({ site, user, body }) => ({ status: true, message: calls.CATALOG_MESSAGES.saved, coupon: await coupons.save({ site, user }, null, body) }));
  addRoute(app, calls.updateCoupon, ADMIN, async ({ site, user, params, body }) => ({ status: true, message: calls.CATALOG_MESSAGES.saved, coupon: await coupons.save({ site, user }, params.id, body) }));
  addRoute(app, calls.archiveCoupon, ADMIN, async ({ site, user, params, body }) => ({
    status: true,
    message: body.archived ? calls.CATALOG_MESSAGES.archived : calls.CATALOG_MESSAGES.restored,
    coupon: await coupons.archive({ site, user }, params.id, body.archived),
  }));
}
