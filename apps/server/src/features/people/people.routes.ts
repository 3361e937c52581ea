import type { FastifyInstance } from 'fastify';
import * as calls from '@portal/domain/people/calls';
import { addRoute } from '../../platform/http/route';
import type { PeopleService } from './people.service';

const ADMIN = ['admin'] as const;

/** People: the admin's calls (admins of the site only) and the invitee's two public calls (the link is the credential). */
export function registerPeopleRoutes(app: FastifyInstance, people: PeopleService): void {
  addRoute(app, calls.listPeople, ADMIN, async ({ site, user, query }) => ({ status: true, ...(await people.list({ site, user }, query)) }));

  addRoute(app, calls.setDeactivated, ADMIN, async ({ site, user, body }) => {
    const person = await people.setDeactivated({ site, user }, body.user_id, body.deactivated);
    return { status: true, message: body.deactivated ? calls.PEOPLE_MESSAGES.deactivated : calls.PEOPLE_MESSAGES.reactivated, person };
  });

  addRoute(app, calls.listInvitations, ADMIN, async ({ site, user }) => ({ status: true, data: await people.invitations({ site, user }) }));

  addRoute(app, calls.createInvitation, ADMIN, async ({ site, user, body }) => ({ status: true, message: calls.PEOPLE_MESSAGES.invited, invitation: await people.invite({ site, user }, body) }));

  addRoute(app, calls.resendInvitation, ADMIN, async ({ site, user, params }) => ({ status: true, message: calls.PEOPLE_MESSAGES.resent, invitation: await people.resend({ site, user }, params.id) }));

  addRoute(app, calls.getInvitation, 'public', async ({ site, params }) => ({ status: true, ...(await people.show(site, params.code)) }));

  addRoute(app, calls.acceptInvitation, 'public', async ({ site, body }) => ({ status: true, message: calls.PEOPLE_MESSAGES.accepted, ...(await people.accept(site, body)) }));
}
