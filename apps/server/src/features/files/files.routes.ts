import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@portal/domain/call';
import { uploadFile } from '@portal/domain/files/calls';
import { UPLOAD_TYPES, type UploadContext } from '@portal/domain/limits';
import { AppError, badRequest } from '../../platform/errors';
import type { SiteContext, UserContext } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { FilesService } from './files.service';

const contexts = Object.keys(UPLOAD_TYPES) as [UploadContext, ...UploadContext[]];
const keyParams = z.object({ key: idParam });

export function registerFileRoutes(app: FastifyInstance, platform: Platform): FilesService {
  const service = new FilesService(platform);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    uploadFile.path,
    {
      // Reviewers look on read-only: they never upload.
      config: { access: ['user', 'writer', 'admin'] },
      schema: { querystring: z.object({ context: z.enum(contexts).default('document') }), response: { 200: uploadFile.response } },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data');
      const part = await req.file();
      if (!part || (part.fieldname !== 'file' && part.fieldname !== 'image')) throw badRequest('Attach one file in the "file" field', { file: 'Required' });
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', 'The file is too large.');
        throw err;
      }
      const file = await service.upload(req.site!, req.user!, req.query.context, { filename: part.filename, bytes });
      return { status: true, file };
    },
  );

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

  return service;
}
