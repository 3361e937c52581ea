import type { FastifyInstance } from 'fastify';
import { saveSearchClick, searchJobs } from '@portal/domain/jobs/calls';
import { addRoute } from '../../platform/http/route';
import type { JobsService } from './jobs.service';

const CUSTOMER = ['user'] as const;

export function registerJobRoutes(app: FastifyInstance, jobs: JobsService): void {
  addRoute(app, searchJobs, CUSTOMER, async (a) => jobs.search(a, a.query));
  addRoute(app, saveSearchClick, CUSTOMER, async (a) => {
    await jobs.recordClick(a, a.body);
    return { status: true };
  });
}
