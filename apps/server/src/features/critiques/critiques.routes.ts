import type { FastifyInstance } from 'fastify';
import { checkoutLink, customCheckoutLink, getReview, packageCheckoutClick, productCheckoutClick, reviewFeedback, reviewProgressCall, reviewUpdateName, scheduleButtonClick } from '@portal/domain/critiques/calls';
import { addRoute } from '../../platform/http/route';
import type { CritiquesService } from './critiques.service';

/** The review page's calls: public, the critique's id being its link (spec 002 section 7.1). */
export function registerCritiqueRoutes(app: FastifyInstance, critiques: CritiquesService): void {
  addRoute(app, getReview, 'public', async ({ site, params, user }) => critiques.review(site, params.id, user));
  addRoute(app, reviewFeedback, 'public', async ({ site, params, body }) => critiques.feedback(site, params.id, body.stars, body.feedback));
  addRoute(app, reviewProgressCall, 'public', async ({ site, body, user }) => critiques.progress(site, body.critiqueId, body.vistedTabs, user));
  addRoute(app, reviewUpdateName, 'public', async ({ site, params, body }) => critiques.updateName(site, params.id, body));
  addRoute(app, scheduleButtonClick, 'public', async ({ site, params, body }) => {
    await critiques.click(site, 'schedule-button', params.id, null, body.critiqueViewId);
    return { status: true };
  });
  addRoute(app, packageCheckoutClick, 'public', async ({ site, body }) => ({ status: true, checkoutClickId: await critiques.click(site, 'package-checkout-button', body.critiqueId, body.packageId, body.critiqueViewId) }));
  addRoute(app, productCheckoutClick, 'public', async ({ site, body }) => ({ status: true, checkoutClickId: await critiques.click(site, 'product-checkout-button', body.critiqueId, null, body.critiqueViewId) }));
  addRoute(app, customCheckoutLink, 'public', async ({ site, query }) => critiques.customLink(site, query));
  addRoute(app, checkoutLink, 'public', async ({ site, params, query }) => critiques.checkoutLink(site, params.packageId, params.critiqueId, query.critiqueViewId));
}
