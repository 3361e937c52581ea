import fs from 'node:fs';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { StoredFile } from '@portal/domain/files/calls';
import { fileNameProblem } from '@portal/domain/files/rules';
import { UPLOAD_MAX_BYTES, UPLOADS_IN_FLIGHT_PER_USER, type UploadContext } from '@portal/domain/limits';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { files } from '../../platform/db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { SiteContext, UserContext } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { streamToBuffer } from '../../platform/storage/storage';
import { claimedType } from './file-type-check';
import { findFile, insertFile, type FileRow } from './files.store';
import { receiveUpload, wrongType, type IncomingStream } from './upload-receiver';
import { customerBoughtDownloadable, loadOwnership, mayOpenOrder } from '../orders';

const FILE_NOT_FOUND = 'File not found';

/** One upload as it arrives: the name the client gave and the bytes, still streaming in. */
export type IncomingFile = { filename: string; stream: IncomingStream };

export const TOO_MANY_UPLOADS_MESSAGE = `Too many uploads at once. Please wait until your other uploads have finished (at most ${UPLOADS_IN_FLIGHT_PER_USER} at a time).`;

export class FilesService {
  // Uploads each user has streaming in right now (this process); see UPLOADS_IN_FLIGHT_PER_USER.
  private inFlight = new Map<string, number>();

  constructor(private readonly platform: Platform) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  /**
   * Receives one upload from a request. The slot is taken before the body is read, so a user's
   * fourth simultaneous upload is refused without receiving any of it; `open` yields the file part.
   */
  async receive(site: SiteContext, user: UserContext, context: UploadContext, open: () => Promise<IncomingFile>): Promise<StoredFile> {
    const running = this.inFlight.get(user.id) ?? 0;
    if (running >= UPLOADS_IN_FLIGHT_PER_USER) throw new AppError('rate_limited', TOO_MANY_UPLOADS_MESSAGE, undefined, 'too_many_uploads_at_once');
    this.inFlight.set(user.id, running + 1);
    try {
      if (!(await this.platform.limits.uploadsPerUser.take(user.id)).allowed) throw new AppError('rate_limited', 'Too many uploads. Please wait a few minutes and try again.', undefined, 'too_many_uploads');
      const file = await open();
      return await this.store(site, user, context, file);
    } finally {
      const left = (this.inFlight.get(user.id) ?? 1) - 1;
      if (left > 0) this.inFlight.set(user.id, left);
      else this.inFlight.delete(user.id);
    }
  }

  /** Stores bytes made on the server (a drawn signature) with the same checks as an upload. */
  async upload(site: SiteContext, user: UserContext, context: UploadContext, file: { filename: string; bytes: Buffer }): Promise<StoredFile> {
    return this.store(site, user, context, { filename: file.filename, stream: Readable.from([file.bytes]) });
  }

  /**
   * A visitor's file sent with a public form (the free critique): no account, so no uploader; over
   * HTTP only the site's admins may read it, and the feature that keeps its key reads it on the
   * server (`readVisitorUpload`).
   * The caller limits how often an address may send one; the unattached-file job removes it after a day.
   */
  async receiveFromVisitor(site: SiteContext, context: UploadContext, file: IncomingFile): Promise<StoredFile> {
    return this.store(site, null, context, file);
  }

  /** The bytes of a visitor's upload (see receiveFromVisitor), or null when it is gone; `db` may be the caller's transaction. */
  async readVisitorUpload(db: Db, siteId: string, key: string): Promise<Buffer | null> {
    const file = await findFile(db, siteId, key);
    if (!file || file.uploadedBy !== null || file.purpose !== 'upload') return null;
    const stream = await this.platform.storage.get(key);
    return stream ? streamToBuffer(stream) : null;
  }

  /**
   * The bytes of a file attached to the order, for background work on the server (reading a
   * delivered document), or null when it is not that order's or is gone. `db` may be the caller's transaction.
   */
  async readOrderFile(db: Db, siteId: string, orderId: string, key: string): Promise<Buffer | null> {
    const file = await findFile(db, siteId, key);
    if (!file || file.orderId !== orderId) return null;
    const stream = await this.platform.storage.get(key);
    return stream ? streamToBuffer(stream) : null;
  }

  private async store(site: SiteContext, user: UserContext | null, context: UploadContext, file: IncomingFile): Promise<StoredFile> {
    const refusal = this.nameOrTypeRefusal(context, file.filename);
    if (refusal) {
      // Nothing of a refused file is read: stop the parser instead of receiving the rest.
      file.stream.destroy();
      throw refusal;
    }
    const ext = claimedType(context, file.filename)!;
    const { storage } = this.platform;
    const received = await receiveUpload(file.stream, { ext, context, incomingDir: storage.incomingDir, maxBytes: UPLOAD_MAX_BYTES });
    const key = newId();
    try {
      await storage.putFile(key, received.tempPath, received.mime, received.size);
    } catch (err) {
      await fs.promises.rm(received.tempPath, { force: true });
      throw err;
    }
    // Cut by characters, not UTF-16 units, so a long name never ends in half an emoji.
    const originalname = [...file.filename.split(/[\\/]/).pop()!].slice(0, 255).join('');
    try {
      await insertFile(this.db, { key, siteId: site.id, uploadedBy: user?.id ?? null, purpose: 'upload', originalName: originalname, mimeType: received.mime, size: received.size });
    } catch (err) {
      // A stored object without its row could never be read or cleaned up: remove it.
      await storage.remove(key).catch(() => {});
      throw err;
    }
    return { key, originalname, mimetype: received.mime, size: received.size };
  }

  private nameOrTypeRefusal(context: UploadContext, filename: string): AppError | null {
    const nameProblem = fileNameProblem(filename);
    if (nameProblem) return badRequest(nameProblem, { file: nameProblem });
    if (!claimedType(context, filename)) return wrongType(context);
    return null;
  }

  /**
   * The bytes of the caller's own upload that nothing owns yet, to make another file from it (a
   * profile picture). Anybody else's key, or one already attached, is "not found".
   */
  async readOwnUpload(siteId: string, userId: string, key: string): Promise<{ file: FileRow; bytes: Buffer }> {
    const file = await findFile(this.db, siteId, key);
    if (!file || file.uploadedBy !== userId || file.orderId !== null || file.purpose !== 'upload') throw notFound(FILE_NOT_FOUND);
    const stream = await this.platform.storage.get(key);
    if (!stream) throw notFound(FILE_NOT_FOUND);
    return { file, bytes: await streamToBuffer(stream) };
  }

  /** Stores a profile picture made on the server; every signed-in user of the site may see it. */
  async storeProfilePicture(siteId: string, userId: string, picture: { bytes: Buffer; mimeType: string; name: string }): Promise<string> {
    const key = newId();
    await this.platform.storage.put(key, picture.bytes, picture.mimeType);
    try {
      await insertFile(this.db, { key, siteId, uploadedBy: userId, purpose: 'profile', originalName: picture.name, mimeType: picture.mimeType, size: picture.bytes.length });
    } catch (err) {
      await this.platform.storage.remove(key).catch(() => {});
      throw err;
    }
    return key;
  }

  /** Removes the caller's own unattached upload (its content lives on in what was made of it). */
  async removeOwnUpload(siteId: string, userId: string, key: string): Promise<void> {
    const removed = await this.db
      .delete(files)
      .where(and(eq(files.siteId, siteId), eq(files.key, key), eq(files.uploadedBy, userId), eq(files.purpose, 'upload'), isNull(files.orderId), isNull(files.staffChatWriterId)))
      .returning({ key: files.key });
    if (removed.length > 0) await this.platform.storage.remove(key);
  }

  /** The file and its bytes, if this visitor may read it; otherwise "not found", as for a missing key. */
  async open(site: SiteContext, user: UserContext | null, key: string) {
    const file = await findFile(this.db, site.id, key);
    if (!file || !(await this.mayRead(site, user, file))) throw notFound(FILE_NOT_FOUND);
    const stream = await this.platform.storage.get(key);
    if (!stream) throw notFound(FILE_NOT_FOUND);
    return { file, stream };
  }

  private async mayRead(site: SiteContext, user: UserContext | null, file: FileRow): Promise<boolean> {
    if (file.purpose === 'branding') return true;
    if (!user) return false;
    if (file.purpose === 'profile') return true;
    // A package's guide or template: its buyers (and the site's staff), not whoever has the key.
    if (file.purpose === 'downloadable') return user.role !== 'user' || (await customerBoughtDownloadable(this.db, site.id, user.id, file.key));
    if (file.orderId) {
      // An order hidden from its customer keeps its files from them too, as its pages do.
      const order = await loadOwnership(this.db, site.id, file.orderId);
      return order !== null && mayOpenOrder(user, order);
    }
    if (file.staffChatWriterId) return file.staffChatWriterId === user.id || user.role === 'admin';
    return file.uploadedBy === user.id || user.role === 'admin';
  }

  /**
   * A file sent in a chat: attached to the order (an order's chat) or to the writer's chat with the
   * admins, so every member may read it. Like attachToOrder, only the sender's own unattached upload
   * (or the same file again, for a retried send) is accepted. Returns what a message shows of it.
   */
  async attachToChat(siteId: string, user: UserContext, place: { orderId: string } | { staffChatWriterId: string }, key: string) {
    const same = 'orderId' in place ? eq(files.orderId, place.orderId) : eq(files.staffChatWriterId, place.staffChatWriterId);
    const [row] = await this.db
      .update(files)
      .set(place)
      .where(and(eq(files.siteId, siteId), eq(files.key, key), eq(files.purpose, 'upload'), or(and(eq(files.uploadedBy, user.id), isNull(files.orderId), isNull(files.staffChatWriterId)), same)))
      .returning({ key: files.key, mimetype: files.mimeType, originalname: files.originalName });
    if (!row) throw badRequest('The file could not be found. Please upload it again.');
    return row;
  }

  /**
   * Attaches uploaded files to an order so everyone who may see the order may read them. Only the
   * uploader's own unattached files (or files already on this order) can be attached: a key
   * guessed or copied from elsewhere is refused.
   */
  async attachToOrder(siteId: string, user: UserContext, orderId: string, keys: string[]): Promise<void> {
    const unique = [...new Set(keys)];
    if (unique.length === 0) return;
    const rows = await this.db
      .select({ key: files.key })
      .from(files)
      .where(
        and(
          eq(files.siteId, siteId),
          inArray(files.key, unique),
          or(and(eq(files.uploadedBy, user.id), isNull(files.orderId), isNull(files.staffChatWriterId)), eq(files.orderId, orderId)),
        ),
      );
    if (rows.length !== unique.length) throw badRequest('One of the files could not be found. Please upload it again.');
    await this.db.update(files).set({ orderId }).where(and(eq(files.siteId, siteId), inArray(files.key, unique)));
  }

  /**
   * Makes the admin's own uploaded images the site's branding (logo, login and welcome images):
   * public from then on, and never removed as unattached. Keys already branding of this site pass;
   * anything else (another user's upload, a document, a key from elsewhere) is refused. `db` is
   * the caller's transaction (the settings saved with it).
   */
  async adoptAsBranding(db: Db, siteId: string, user: UserContext, keys: string[]): Promise<void> {
    await this.adopt(db, siteId, user, keys, 'branding');
  }

  /**
   * Makes the admin's own uploads a package's downloadables (any type): readable by the buyers of
   * the package and the staff (`mayRead`), never removed as unattached. `db` is the catalog's transaction.
   */
  async adoptAsDownloadables(db: Db, siteId: string, user: UserContext, keys: string[]): Promise<void> {
    await this.adopt(db, siteId, user, keys, 'downloadable');
  }

  private async adopt(db: Db, siteId: string, user: UserContext, keys: string[], purpose: 'branding' | 'downloadable'): Promise<void> {
    const unique = [...new Set(keys)];
    if (unique.length === 0) return;
    const rows = await db
      .select({ key: files.key, mimeType: files.mimeType })
      .from(files)
      .where(
        and(
          eq(files.siteId, siteId),
          inArray(files.key, unique),
          or(and(eq(files.uploadedBy, user.id), isNull(files.orderId), eq(files.purpose, 'upload')), eq(files.purpose, purpose)),
        ),
      );
    if (rows.length !== unique.length || (purpose === 'branding' && rows.some((r) => !r.mimeType.startsWith('image/')))) throw badRequest('Upload the image again', { image: 'Upload the image again' });
    await db.update(files).set({ purpose }).where(and(eq(files.siteId, siteId), inArray(files.key, unique), eq(files.purpose, 'upload')));
  }

}
