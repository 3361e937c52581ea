import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { idParam } from '@portal/domain/call';
import type { Role } from '@portal/domain/auth/calls';
import { uploadFile } from '@portal/domain/files/calls';
import { AppError, badRequest } from '../../platform/errors';
import type { SiteContext, UserContext } from '../../platform/http/context';
import { addRoute } from '../../platform/http/route';
import type { Platform } from '../../platform/platform';
import { FilesService } from './files.service';
import { startUnattachedCleanup } from './unattached-cleanup';
import { UPLOAD_INTERRUPTED_MESSAGE } from './upload-receiver';

const keyParams = z.object({ key: idParam });

// Reviewers are read-only: they may read every file of their site's orders but upload none.
export const UPLOAD_ROLES = ['user', 'writer', 'admin'] as const satisfies readonly Role[];

export function registerFileRoutes(app: FastifyInstance, platform: Platform, service: FilesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Uploads never attached to anything are removed after a day, checked at start and hourly.
  let cleanup: ReturnType<typeof startUnattachedCleanup> | null = null;
  app.addHook('onReady', async () => {
    cleanup = startUnattachedCleanup(platform, app.log);
  });
  app.addHook('onClose', async () => {
    await cleanup?.stop();
  });

  addRoute(app, uploadFile, UPLOAD_ROLES, async ({ site, user, query, req }) => {
    if (!req.isMultipart()) throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data');
    const file = await service.receive(site, user, query.context, async () => {
      const part = await firstFilePart(req);
      if (!part || (part.fieldname !== 'file' && part.fieldname !== 'image')) {
        part?.file.destroy();
        throw badRequest('Attach one file in the "file" field', { file: 'Required' });
      }
      // A context sent as a form field (as an older client did) would be silently ignored; say so.
      const field = part.fields.context;
      const formContext = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
      if (formContext !== undefined && formContext !== query.context) {
        part.file.destroy();
        throw badRequest('Send the upload context in the query (?context=...), not as a form field', { context: 'Use the query' });
      }
      return { filename: part.filename, stream: part.file };
    });
    return { status: true, file };
  });

  const send = async (reply: FastifyReply, site: SiteContext, user: UserContext | null, key: string, download: boolean) => {
    const { file, stream } = await service.open(site, user, key);
    const inline = !download && (file.mimeType.startsWith('image/') || file.mimeType === 'application/pdf');
    return reply
      .header('Content-Type', file.mimeType)
      .header('Content-Length', String(file.size))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', file.purpose === 'branding' ? 'public, max-age=3600' : 'private, max-age=300')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
      .send(stream);
  };

  r.get('/api/file/:key', { config: { access: 'public' }, schema: { params: keyParams } }, (req, reply) => send(reply, req.site!, req.user, req.params.key, false));
  r.get('/api/file/download/:key', { config: { access: 'public' }, schema: { params: keyParams } }, (req, reply) => send(reply, req.site!, req.user, req.params.key, true));
}

/**
 * The request's file part, or a refusal when the client goes away before it arrives: otherwise
 * the wait would never end and the user's upload slot would never come back.
 */
function firstFilePart(req: FastifyRequest): Promise<MultipartFile | undefined> {
  const raw = req.raw;
  if (raw.destroyed && !raw.complete) return Promise.reject(badRequest(UPLOAD_INTERRUPTED_MESSAGE));
  return new Promise((resolve, reject) => {
    const onClose = () => {
      if (!raw.complete) reject(badRequest(UPLOAD_INTERRUPTED_MESSAGE));
    };
    raw.once('close', onClose);
    req
      .file()
      .then(resolve, reject)
      .finally(() => raw.off('close', onClose));
  });
}
