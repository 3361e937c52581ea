import { eq } from 'drizzle-orm';
import type { SessionUser } from '@portal/domain/auth/calls';
import { passwordProblem } from '@portal/domain/auth/rules';
import { AUTOLOGIN_CODE_TTL_MS, RESET_CODE_TTL_MS } from '@portal/domain/limits';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { newSecret } from '../../platform/db/ids';
import { packages } from '../../platform/db/schema';
import { AppError, badRequest } from '../../platform/errors';
import type { SiteContext } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { siteUrl } from '../../platform/http/site-url';
import { lockoutMail, resetPasswordMail } from './auth.mail';
import * as store from './auth.store';
import { ORDER_STATUS_LIMIT, countVisibleOrders, listOrderStatuses } from '../orders';

export const INVALID_LOGIN = 'Email or Password Incorrect';
export const INVALID_RESET_CODE = 'This password reset link is invalid or has expired. Please request a new one.';
export const AUTOLOGIN_FAILED = 'error in logging in';
export const TOO_MANY_LOGINS = 'Too many sign-in attempts. Please wait 15 minutes, or reset your password to sign in now.';
const tooMany = () => new AppError('rate_limited', 'Too many attempts. Please wait 15 minutes and try again.', undefined, 'too_many_attempts');
const tooManyLogins = () => new AppError('rate_limited', TOO_MANY_LOGINS, undefined, 'too_many_logins');

export class AuthService {
  constructor(private readonly platform: Platform) {}

  private get db() {
    return this.platform.database.db;
  }

  private get limits() {
    return this.platform.limits;
  }

  /**
   * Each attempt takes its points before the password is checked, so simultaneous attempts cannot
   * slip past the limit. Guessing is limited per account and address: an attacker locks out their
   * own address, not the owner. A distributed guess trips the per-account limit; then the owner gets
   * a mail (once an hour) and can always get in through a password reset, which starts the counts afresh.
   */
  async login(site: SiteContext, input: { email: string; password: string; rememberMe?: boolean }, address: string) {
    const account = accountKey(site, input.email);
    const pair = `${account}|${address}`;
    const attempts = [await this.limits.loginPerAddress.take(address), await this.limits.loginPerAccountAndAddress.take(pair), await this.limits.loginPerAccount.take(account)];
    if (attempts.some((a) => !a.allowed)) {
      if (attempts[1]!.firstRefusal || attempts[2]!.firstRefusal) this.warnOwner(site, input.email);
      throw tooManyLogins();
    }
    const user = await store.findUserByEmail(this.db, site.id, input.email);
    const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
    // A deactivated account is refused as a wrong password would be: the answer tells nothing more.
    if (!user || !ok || user.deactivatedAt) throw new AppError('unauthorized', INVALID_LOGIN, undefined, 'invalid_login');
    await Promise.all([this.limits.loginPerAccountAndAddress.forget(pair), this.limits.loginPerAddress.giveBack(address), this.limits.loginPerAccount.giveBack(account)]);
    const session = await this.platform.sessions.create(user, input.rememberMe ?? false);
    return { session, ...(await this.profile(site, user)) };
  }

  /** Tells the owner that sign-in is being refused, with a way in: a reset link. */
  private warnOwner(site: SiteContext, email: string) {
    this.platform.background.run('lockout mail', async () => {
      const user = await store.findUserByEmail(this.db, site.id, email);
      if (!user || !(await this.limits.lockoutMailPerAccount.take(accountKey(site, email))).allowed) return;
      const code = newSecret();
      await store.saveCode(this.db, site.id, user.id, 'reset', code, RESET_CODE_TTL_MS);
      await this.platform.mailer.send(lockoutMail(site, user, this.siteUrl(site, `/reset-password/${code}`)));
    });
  }

  /**
   * `GET /api/auth/user`'s answer: the signed-in user with the site's currency. The page the server
   * sends a signed-in visitor carries the same answer (platform/http/spa.ts).
   */
  async currentUserAnswer(site: SiteContext, user: { id: string }) {
    return { status: true as const, currency: site.config?.currency ?? 'usd', ...(await this.profile(site, user)) };
  }

  /** The signed-in user as the client sees it, with the status-only order list for redirects. */
  async profile(site: SiteContext, user: store.UserRow | { id: string }) {
    const row = 'email' in user ? user : await store.findUserById(this.db, site.id, user.id);
    if (!row) throw new AppError('unauthorized', 'Please sign in to continue');
    const isCustomer = row.role === 'user';
    const orders = isCustomer ? await listOrderStatuses(this.db, site.id, row.id) : [];
    // The status list is bounded; only a customer with more orders than it holds needs a count.
    const count = orders.length < ORDER_STATUS_LIMIT ? orders.length : await countVisibleOrders(this.db, site.id, row.id);
    return { user: toSessionUser(row, count), orders };
  }

  /** Always the same answer and the same work up front, so nobody learns which e-mails have accounts. */
  async requestReset(site: SiteContext, email: string, address: string): Promise<void> {
    const byAddress = await this.limits.resetRequestsPerAddress.take(address);
    const byAccount = await this.limits.resetRequestsPerAccount.take(accountKey(site, email));
    if (!byAddress.allowed || !byAccount.allowed) throw tooMany();
    // The lookup and the mail leave the request path: the answer takes the same time either way.
    this.platform.background.run('password reset mail', () => this.sendReset(site, email));
  }

  private async sendReset(site: SiteContext, email: string) {
    const user = await store.findUserByEmail(this.db, site.id, email);
    if (!user) return;
    const code = newSecret();
    await store.saveCode(this.db, site.id, user.id, 'reset', code, RESET_CODE_TTL_MS);
    await this.platform.mailer.send(resetPasswordMail(site, user, this.siteUrl(site, `/reset-password/${code}`)));
  }

  /** The reset page asks first whether its link still works, so nobody types a new password for nothing. */
  async checkResetCode(site: SiteContext, code: string, address: string): Promise<void> {
    if (!(await this.limits.codeAttemptsPerAddress.take(address)).allowed) throw tooMany();
    if (!(await store.isLiveCode(this.db, site.id, 'reset', code))) throw new AppError('not_found', INVALID_RESET_CODE, undefined, 'invalid_reset_code');
  }

  async completeReset(site: SiteContext, code: string, password: string, address: string): Promise<void> {
    if (!(await this.limits.codeAttemptsPerAddress.take(address)).allowed) throw tooMany();
    const problem = passwordProblem(password);
    if (problem) throw badRequest(problem, { password: problem });
    const userId = await store.consumeCode(this.db, site.id, 'reset', code);
    if (!userId) throw badRequest(INVALID_RESET_CODE, { code: INVALID_RESET_CODE }, 'invalid_reset_code');
    await store.setPassword(this.db, site.id, userId, await hashPassword(password));
    // Any other reset link of this user (an older mail, a lockout warning) stops working now.
    await store.voidUnusedCodes(this.db, site.id, userId, 'reset');
    await this.platform.sessions.destroyAllFor(userId);
    const user = await store.findUserById(this.db, site.id, userId);
    // The owner is back in control: sign-in starts afresh for the account, from everywhere.
    if (user) await Promise.all([this.limits.loginPerAccount.forget(accountKey(site, user.email)), this.limits.loginPerAccountAndAddress.forget(`${accountKey(site, user.email)}|${address}`)]);
  }

  /** Exchanges a single-use code for a session; a pending package is remembered for checkout. */
  async autoLogin(site: SiteContext, code: string, packageId: string | undefined, address: string) {
    if (!(await this.limits.codeAttemptsPerAddress.take(address)).allowed) throw tooMany();
    const userId = await store.consumeCode(this.db, site.id, 'autologin', code);
    if (!userId) throw new AppError('forbidden', AUTOLOGIN_FAILED);
    if (packageId && (await this.packageExists(site.id, packageId))) {
      await store.setPendingPackage(this.db, site.id, userId, packageId);
      await this.platform.sessions.forgetUser(userId);
    }
    const user = await store.findUserById(this.db, site.id, userId);
    if (!user) throw new AppError('forbidden', AUTOLOGIN_FAILED);
    const session = await this.platform.sessions.create(user, false);
    return { session, ...(await this.profile(site, user)) };
  }

  /**
   * The buyer at checkout: the site's customer with this e-mail, or a new customer without a
   * password (they sign in through the auto-login code their payment earns, then may set one).
   * `created` tells whether this call made the account. Staff e-mails are refused.
   */
  async findOrCreateCustomer(siteId: string, input: { firstName: string; lastName: string; email: string; uniqueCustomerId?: string }): Promise<{ id: string; firstName: string; lastName: string; email: string; created: boolean }> {
    const existing = await store.findUserByEmail(this.db, siteId, input.email);
    if (existing) {
      if (existing.role !== 'user') throw new AppError('conflict', 'This e-mail belongs to a staff account', { email: 'This e-mail belongs to a staff account' });
      return { id: existing.id, firstName: existing.firstName, lastName: existing.lastName, email: existing.email, created: false };
    }
    const created = await store.insertCustomer(this.db, siteId, input);
    if (created) return { ...created, created: true };
    // Registered by a concurrent request a moment ago.
    const again = await store.findUserByEmail(this.db, siteId, input.email);
    if (!again) throw new AppError('conflict', 'Please try again');
    return { id: again.id, firstName: again.firstName, lastName: again.lastName, email: again.email, created: false };
  }

  /** A customer of the site as checkout needs them: whether they could already sign in with a password. */
  async customerForCheckout(siteId: string, userId: string): Promise<{ id: string; hasPassword: boolean } | null> {
    const user = await store.findUserById(this.db, siteId, userId);
    if (!user || user.role !== 'user') return null;
    return { id: user.id, hasPassword: user.passwordHash !== null };
  }

  /** Issued by checkout (and by tests): a link that signs the customer in once, within 10 minutes. */
  async issueAutoLoginCode(siteId: string, userId: string): Promise<string> {
    const code = newSecret();
    await store.saveCode(this.db, siteId, userId, 'autologin', code, AUTOLOGIN_CODE_TTL_MS);
    return code;
  }

  siteUrl(site: SiteContext, pathname: string): string {
    return siteUrl(this.platform.config, site.primaryDomain, pathname);
  }

  private async packageExists(siteId: string, packageId: string): Promise<boolean> {
    const rows = await this.db.select({ id: packages.id, siteId: packages.siteId }).from(packages).where(eq(packages.id, packageId)).limit(1);
    return rows[0]?.siteId === siteId;
  }
}

const accountKey = (site: SiteContext, email: string) => `${site.id}:${email.trim().toLowerCase()}`;

export function toSessionUser(u: store.UserRow, orders: number): SessionUser {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role: u.role,
    profile_img: u.profileImg,
    pending_purchase_package_id: u.pendingPurchasePackageId,
    uniqueCustomerId: u.uniqueCustomerId,
    orders,
  };
}
