import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { freeCritiqueFields, freeCritiqueStatus, requestFreeCritique } from '@portal/domain/free-critiques/calls';
import { AppError, badRequest } from '../../platform/errors';
import { addRoute } from '../../platform/http/route';
import type { FreeCritiquesService } from './free-critiques.service';

/** The public free-critique form and its status: no account needed (the request's id is its secret). */
export function registerFreeCritiqueRoutes(app: FastifyInstance, service: FreeCritiquesService): void {
  addRoute(app, requestFreeCritique, 'public', async ({ site, req }) => {
    if (!req.isMultipart()) throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data');
    const part: MultipartFile | undefined = await req.file();
    if (!part || part.fieldname !== 'file') {
      part?.file.destroy();
      throw badRequest('Attach the resume in the "file" field', { file: 'Required' });
    }
    const values = Object.fromEntries(
      Object.entries(part.fields).flatMap(([name, field]) => (field && !Array.isArray(field) && field.type === 'field' ? [[name, String(field.value)]] : [])),
    );
    const parsed = freeCritiqueFields.safeParse(values);
    if (!parsed.success) {
      part.file.destroy();
      const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]));
      throw badRequest('Check the form', errors);
    }
    const requestId = await service.request(site, req.ip, parsed.data, { filename: part.filename, stream: part.file });
    return { status: true, requestId };
  });
  addRoute(app, freeCritiqueStatus, 'public', async ({ site, params }) => ({ status: true, ...(await service.status(site, params.id)) }));
}
