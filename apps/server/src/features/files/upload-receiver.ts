import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_TOO_LARGE_MESSAGE, fileTypeRefusal, FILE_TYPE_MESSAGE } from '@portal/domain/files/rules';
import { FILE_TYPES, type FileExtension, type UploadContext } from '@portal/domain/limits';
import { newId } from '../../platform/db/ids';
import { AppError, badRequest } from '../../platform/errors';
import { ContentCheck } from './file-type-check';

/** A file stream as the multipart parser hands it over: `truncated` once it hit the size limit. */
export type IncomingStream = Readable & { truncated?: boolean };

export type ReceivedFile = { tempPath: string; size: number; mime: string };

export const FILE_EMPTY_MESSAGE = 'The file is empty.';

export const tooLarge = () => new AppError('payload_too_large', FILE_TOO_LARGE_MESSAGE, { file: FILE_TOO_LARGE_MESSAGE });
export const wrongType = (context: UploadContext) => new AppError('unsupported_media_type', fileTypeRefusal(context), { file: FILE_TYPE_MESSAGE });

/**
 * Streams an upload into a temporary file, counting its size and checking its content on the way,
 * so no upload is ever held whole in memory and a wrong or oversized one is cut off early. On any
 * failure (too large, wrong type, the client going away) the partial file is removed.
 */
export async function receiveUpload(
  source: IncomingStream,
  options: { ext: FileExtension; context: UploadContext; incomingDir: string; maxBytes: number },
): Promise<ReceivedFile> {
  const tempPath = path.join(options.incomingDir, `${newId()}.part`);
  const check = new ContentCheck(options.ext);
  let size = 0;
  try {
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > options.maxBytes) throw tooLarge();
          if (!check.push(chunk)) throw wrongType(options.context);
          yield chunk;
        }
      },
      fs.createWriteStream(tempPath, { flags: 'wx' }),
    );
    // The parser stops at its own limit and marks the stream instead of failing it.
    if (source.truncated) throw tooLarge();
    if (size === 0) throw badRequest(FILE_EMPTY_MESSAGE, { file: FILE_EMPTY_MESSAGE });
    if (!(await check.finish(tempPath))) throw wrongType(options.context);
    return { tempPath, size, mime: FILE_TYPES[options.ext].mimeTypes[0] };
  } catch (err) {
    await fs.promises.rm(tempPath, { force: true });
    throw interrupted(err) ? badRequest(UPLOAD_INTERRUPTED_MESSAGE) : err;
  }
}

export const UPLOAD_INTERRUPTED_MESSAGE = 'The upload was interrupted. Please try again.';

// The client went away or the multipart body ended early: the client's doing, not a server fault.
function interrupted(err: unknown): boolean {
  if (err instanceof AppError) return false;
  const code = (err as { code?: string }).code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'FST_MP_PREMATURE_CLOSE' || /terminated early|aborted/i.test((err as Error).message ?? '');
}
