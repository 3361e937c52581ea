import type { FastifyInstance } from 'fastify';
import { getReviewPageSettings, getSiteSettings, saveReviewPageSettings, saveSiteSettings } from '@portal/domain/site-settings/calls';
import { addRoute } from '../../platform/http/route';
import type { SiteSettingsService } from './site-settings.service';

/** The site's settings: its admins only. */
export function registerSiteSettingsRoutes(app: FastifyInstance, settings: SiteSettingsService): void {
  addRoute(app, getSiteSettings, ['admin'], async ({ site, user }) => ({ status: true, ...(await settings.get({ site, user })) }));
  addRoute(app, saveSiteSettings, ['admin'], async ({ site, user, body }) => ({ status: true, ...(await settings.save({ site, user }, body)) }));
  addRoute(app, getReviewPageSettings, ['admin'], async ({ site, user }) => ({ status: true, ...(await settings.reviewPage({ site, user })) }));
  addRoute(app, saveReviewPageSettings, ['admin'], async ({ site, user, body }) => ({ status: true, ...(await settings.saveReviewPage({ site, user }, body)) }));
}
