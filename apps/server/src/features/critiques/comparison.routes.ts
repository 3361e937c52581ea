import type { FastifyInstance } from 'fastify';
import { getCritiqueComparison } from '@portal/domain/critiques/comparison';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import type { CritiqueComparisonsService } from './comparison.service';
import { deliveryComparer } from './comparison.subscriber';

/** The before and after at delivery: its subscriber and its one read, for whoever may see the order. */
export function registerCritiqueComparisons(app: FastifyInstance, platform: Platform, service: CritiqueComparisonsService): void {
  platform.events.subscribe(deliveryComparer(service));
  addRoute(app, getCritiqueComparison, ['user', 'writer', 'reviewer', 'admin'], async ({ site, user, params }) => ({ status: true, data: await service.forOrder({ site, user }, params.id) }));
}
