import type { FastifyInstance } from 'fastify';
import { getWriterProfile, saveWriterProfile } from '@portal/domain/profiles/calls';
import { addRoute } from '../../platform/http/route';
import type { WriterProfilesService } from './writer-profiles.service';

// Writers only: reviewers may not reach the wizard (spec 001 section 6), admins have no writer profile.
const WRITER = ['writer'] as const;

export function registerWriterProfileRoutes(app: FastifyInstance, profiles: WriterProfilesService): void {
  addRoute(app, getWriterProfile, WRITER, async ({ site, user }) => ({ status: true, profile: await profiles.get({ site, user }) }));

  addRoute(app, saveWriterProfile, WRITER, async ({ site, user, body }) => {
    const profile = await profiles.save({ site, user }, body);
    return { status: true, message: 'Profile saved', profile };
  });
}
