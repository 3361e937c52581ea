import { INVITATION_TTL_MS, PEOPLE_MESSAGES, PEOPLE_PAGE_SIZE, type Invitation, type PersonRow, type StaffRole } from '@portal/domain/people/calls';
import { hashPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/db/database';
import { newSecret } from '../../platform/db/ids';
import { AppError, notFound, ruleBroken } from '../../platform/errors';
import type { Actor, SiteContext } from '../../platform/http/context';
import { siteUrl } from '../../platform/http/site-url';
import type { Platform } from '../../platform/platform';
import { startOfWeek } from '@portal/domain/admin-orders/rules';
import { recordAudit } from '../audit';
import { writerLoads } from '../orders';
import { invitationMail } from './people.mail';
import * as store from './people.store';

const emailTaken = () => new AppError('conflict', PEOPLE_MESSAGES.emailTaken, { email: PEOPLE_MESSAGES.emailTaken }, 'email_taken');
const invalidInvitation = () => notFound(PEOPLE_MESSAGES.invitationInvalid);

function personJson(row: store.UserRow, openOrders: ReadonlyMap<string, number>): PersonRow {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    deactivated: row.deactivatedAt !== null,
    createdAt: row.createdAt.toISOString(),
    openOrders: row.role === 'writer' ? (openOrders.get(row.id) ?? 0) : null,
  };
}

function invitationJson(row: store.InvitationRow, now = new Date()): Invitation {
  return { _id: row.id, email: row.email, role: row.role, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString(), expired: row.expiresAt.getTime() <= now.getTime() };
}

/**
 * The site's people for its admins: customers and staff (paged, searched), invitations of staff
 * (a single-use link stored as its SHA-256, valid 7 days, re-sent with a new code that voids the
 * old link) and deactivation (the account's sessions end at once and sign-in refuses it).
 */
export class PeopleService {
  constructor(private readonly platform: Platform) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  async list(actor: Actor, query: { kind: 'customers' | 'staff'; role?: StaffRole | undefined; q?: string | undefined; page?: number | undefined; limit?: number | undefined }) {
    const page = query.page ?? 1;
    const limit = query.limit ?? PEOPLE_PAGE_SIZE;
    const { rows, total } = await store.pagePeople(this.db, actor.site.id, query, { limit, offset: (page - 1) * limit });
    const open = await this.openOrdersOf(this.db, actor.site.id, rows);
    return { data: rows.map((row) => personJson(row, open)), total, page, limit, hasMore: (page - 1) * limit + rows.length < total };
  }

  /** The writers' open orders among `rows` (one query for the page), as the orders feature counts them. */
  private async openOrdersOf(db: Db, siteId: string, rows: readonly store.UserRow[]): Promise<Map<string, number>> {
    const writers = rows.filter((row) => row.role === 'writer').map((row) => row.id);
    if (writers.length === 0) return new Map();
    const loads = await writerLoads(db, siteId, writers, startOfWeek(new Date()));
    return new Map([...loads].map(([id, load]) => [id, load.openJobs]));
  }

  async setDeactivated(actor: Actor, userId: string, deactivated: boolean): Promise<PersonRow> {
    if (userId === actor.user.id) throw ruleBroken(PEOPLE_MESSAGES.notYourself);
    const row = await this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const before = await store.findUser(tx, actor.site.id, userId);
      if (!before) throw notFound(PEOPLE_MESSAGES.userNotFound);
      if ((before.deactivatedAt !== null) === deactivated) return before;
      const after = (await store.setUserDeactivated(tx, actor.site.id, userId, deactivated))!;
      const label = `${after.firstName} ${after.lastName}`.trim() || after.email;
      await recordAudit(tx, actor, {
        action: deactivated ? 'user.deactivated' : 'user.reactivated',
        target: { type: 'user', id: after.id, label },
        summary: `${label} (${after.email}) ${deactivated ? 'deactivated' : 'reactivated'}`,
        details: { email: after.email, role: after.role },
      });
      return after;
    });
    // Every session of the account ends now, in every process (the session store's NOTIFY).
    if (deactivated) await this.platform.sessions.destroyAllFor(userId);
    return personJson(row, await this.openOrdersOf(this.db, actor.site.id, [row]));
  }

  async invitations(actor: Actor): Promise<Invitation[]> {
    return (await store.openInvitations(this.db, actor.site.id)).map((row) => invitationJson(row));
  }

  async invite(actor: Actor, input: { email: string; role: StaffRole }): Promise<Invitation> {
    const email = input.email.trim();
    if (await store.findUserByEmail(this.db, actor.site.id, email)) throw emailTaken();
    const code = newSecret();
    const row = await this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const saved = await store.upsertInvitation(tx, { siteId: actor.site.id, email, role: input.role, code, invitedBy: actor.user.id, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) });
      await recordAudit(tx, actor, { action: 'user.invited', target: { type: 'invitation', id: saved.id, label: email }, summary: `${email} invited as ${input.role}`, details: { email, role: input.role } });
      return saved;
    });
    await this.send(actor, row, code);
    return invitationJson(row);
  }

  async resend(actor: Actor, invitationId: string): Promise<Invitation> {
    const existing = await store.findInvitation(this.db, actor.site.id, invitationId);
    if (!existing) throw notFound(PEOPLE_MESSAGES.invitationNotFound);
    if (existing.acceptedAt) throw ruleBroken(PEOPLE_MESSAGES.alreadyAccepted);
    const code = newSecret();
    const row = await this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const renewed = await store.renewInvitation(tx, actor.site.id, invitationId, code, new Date(Date.now() + INVITATION_TTL_MS));
      if (!renewed) throw ruleBroken(PEOPLE_MESSAGES.alreadyAccepted);
      await recordAudit(tx, actor, { action: 'user.invite_resent', target: { type: 'invitation', id: renewed.id, label: renewed.email }, summary: `Invitation to ${renewed.email} sent again`, details: { email: renewed.email, role: renewed.role } });
      return renewed;
    });
    await this.send(actor, row, code);
    return invitationJson(row);
  }

  private async send(actor: Actor, row: store.InvitationRow, code: string): Promise<void> {
    const link = siteUrl(this.platform.config, actor.site.primaryDomain, `/invitation/${code}`);
    const inviter = `${actor.user.firstName} ${actor.user.lastName}`.trim() || actor.user.email;
    await this.platform.mailer.send(invitationMail(actor.site, { email: row.email, role: row.role, inviter }, link));
  }

  /** What the invitee's form shows; 404 for a code that is unknown, used or expired. */
  async show(site: SiteContext, code: string) {
    const row = await store.liveInvitation(this.db, site.id, code);
    if (!row) throw invalidInvitation();
    return { email: row.email, role: row.role, company: site.config?.companyName ?? site.name };
  }

  /** The invitee sets name and password: the account is created and the link is spent, in one transaction. */
  async accept(site: SiteContext, input: { code: string; firstName: string; lastName: string; password: string }): Promise<{ email: string }> {
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const invitation = await store.consumeInvitation(tx, site.id, input.code);
      if (!invitation) throw invalidInvitation();
      if (await store.findUserByEmail(tx, site.id, invitation.email)) throw emailTaken();
      const user = await store.createUser(tx, { siteId: site.id, email: invitation.email, role: invitation.role, firstName: input.firstName, lastName: input.lastName, passwordHash });
      return { email: user.email };
    });
  }
}
