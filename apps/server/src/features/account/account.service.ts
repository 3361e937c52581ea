import { ACCOUNT_MESSAGES } from '@portal/domain/account/rules';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { AppError, forbidden } from '../../platform/errors';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import type { FilesService } from '../files';
import * as store from './account.store';
import { squareProfilePicture } from './profile-picture';

const emailTaken = () => new AppError('conflict', ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken }, 'email_taken');
const wrongPassword = () => new AppError('rule_broken', ACCOUNT_MESSAGES.currentPasswordWrong, { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong }, 'wrong_current_password');
const tooManyChecks = () => new AppError('rate_limited', 'Too many attempts. Please wait 15 minutes and try again.', undefined, 'too_many_attempts');

/**
 * The account page's changes (spec 001 sections 5 and 7). Each call names the account by `_id`; only
 * the caller's own is accepted, so nothing of anyone else can change. Every change makes the
 * session caches of all processes read the user again (name and picture show at once).
 */
export class AccountService {
  constructor(
    private readonly platform: Platform,
    private readonly files: FilesService,
  ) {}

  private get db() {
    return this.platform.database.db;
  }

  async updatePicture({ site, user }: Actor, accountId: string, uploadKey: string): Promise<string> {
    ownAccount(user.id, accountId);
    const upload = await this.files.readOwnUpload(site.id, user.id, uploadKey);
    const picture = await squareProfilePicture(upload.bytes, upload.file.mimeType);
    const key = await this.files.storeProfilePicture(site.id, user.id, { bytes: picture.bytes, mimeType: picture.mimeType, name: `profile.${picture.extension}` });
    await store.setProfileImage(this.db, site.id, user.id, key);
    // The original may carry a location in its EXIF data; only the re-encoded square is kept.
    await this.files.removeOwnUpload(site.id, user.id, uploadKey);
    await this.platform.sessions.forgetUser(user.id);
    return key;
  }

  async updateDetails({ site, user }: Actor, accountId: string, details: { firstName: string; lastName: string; email: string }): Promise<void> {
    ownAccount(user.id, accountId);
    if (await store.emailUsedByAnother(this.db, site.id, user.id, details.email)) throw emailTaken();
    try {
      await store.setDetails(this.db, site.id, user.id, details);
    } catch (err) {
      // Two accounts taking the same address at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    await this.platform.sessions.forgetUser(user.id);
  }

  /**
   * Needs the current password (decision 010): a session left open on a shared computer must not be
   * enough to lock the owner out. Guesses are limited per account. Every other session ends; the
   * one that made the change stays.
   */
  async changePassword({ site, user }: Actor, accountId: string, change: { currentPassword: string; password: string }): Promise<void> {
    ownAccount(user.id, accountId);
    const limiter = this.platform.limits.passwordChecksPerUser;
    if (!(await limiter.take(user.id)).allowed) throw tooManyChecks();
    const account = await store.findAccount(this.db, site.id, user.id);
    if (!account || !(await verifyPassword(account.passwordHash, change.currentPassword))) throw wrongPassword();
    await limiter.forget(user.id);
    await store.setPasswordHash(this.db, site.id, user.id, await hashPassword(change.password));
    await store.voidResetCodes(this.db, site.id, user.id);
    await this.platform.sessions.destroyAllFor(user.id, user.sessionId);
  }
}

function ownAccount(callerId: string, accountId: string): void {
  if (callerId !== accountId) throw forbidden('You may change only your own account');
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
