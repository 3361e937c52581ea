import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import type { FreeCritiquesService } from './free-critiques.service';
import { registerFreeCritiqueRoutes } from './free-critiques.routes';
import { critiqueMail, critiqueMaker } from './free-critiques.subscribers';

/** The free-critique calls and their two outbox subscribers (the maker and the mail). */
export function registerFreeCritiques(app: FastifyInstance, platform: Platform, service: FreeCritiquesService): void {
  platform.events.subscribe(critiqueMaker(service));
  platform.events.subscribe(critiqueMail(platform));
  registerFreeCritiqueRoutes(app, service);
}
