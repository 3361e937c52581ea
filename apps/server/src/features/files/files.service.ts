import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { StoredFile } from '@portal/domain/files/calls';
import { fileNameProblem, FILE_TYPE_MESSAGE, FILE_TOO_LARGE_MESSAGE } from '@portal/domain/files/rules';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type UploadContext } from '@portal/domain/limits';
import type { Db } from '../../platform/db/database';
import { newId } from '../../platform/db/ids';
import { files } from '../../platform/db/schema';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { SiteContext, UserContext } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { loadOwnership, maySeeOrder } from '../orders/order-access';
import { detectAllowedType } from './file-type-check';
import { findFile, insertFile, type FileRow } from './files.store';

const FILE_NOT_FOUND = 'File not found';

export class FilesService {
  constructor(private readonly platform: Platform) {}

  private get db(): Db {
    return this.platform.database.db;
  }

  async upload(site: SiteContext, user: UserContext, context: UploadContext, file: { filename: string; bytes: Buffer }): Promise<StoredFile> {
    if (!(await this.platform.limits.uploadsPerUser.take(user.id)).allowed) throw new AppError('rate_limited', 'Too many uploads. Please wait a few minutes and try again.', undefined, 'too_many_uploads');
    const nameProblem = fileNameProblem(file.filename);
    if (nameProblem) throw badRequest(nameProblem, { file: nameProblem });
    if (file.bytes.length === 0) throw badRequest('The file is empty.', { file: 'The file is empty.' });
    if (file.bytes.length > UPLOAD_MAX_BYTES) throw new AppError('payload_too_large', FILE_TOO_LARGE_MESSAGE);
    const type = await detectAllowedType(context, file.filename, file.bytes);
    if (!type) {
      const accepted = UPLOAD_TYPES[context].extensions.join(', ');
      throw new AppError('unsupported_media_type', `${FILE_TYPE_MESSAGE} Accepted: ${accepted}.`, { file: FILE_TYPE_MESSAGE });
    }
    const key = newId();
    await this.platform.storage.put(key, file.bytes, type.mime);
    const originalname = file.filename.split(/[\\/]/).pop()!.slice(0, 255);
    await insertFile(this.db, {
      key,
      siteId: site.id,
      uploadedBy: user.id,
      purpose: 'upload',
      originalName: originalname,
      mimeType: type.mime,
      size: file.bytes.length,
    });
    return { key, originalname, mimetype: type.mime, size: file.bytes.length };
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
    if (file.orderId) {
      const order = await loadOwnership(this.db, site.id, file.orderId);
      return order !== null && maySeeOrder(user, order);
    }
    return file.uploadedBy === user.id || user.role === 'admin';
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
          or(and(eq(files.uploadedBy, user.id), isNull(files.orderId)), eq(files.orderId, orderId)),
        ),
      );
    if (rows.length !== unique.length) throw badRequest('One of the files could not be found. Please upload it again.');
    await this.db.update(files).set({ orderId }).where(and(eq(files.siteId, siteId), inArray(files.key, unique)));
  }
}
