import type { CallResponse } from '@portal/domain/call';
import { NetworkError } from '@portal/domain/errors';
import { uploadFile, uploadRequest } from '@portal/domain/files/calls';
import { UPLOADS_IN_FLIGHT_PER_USER, type UploadContext } from '@portal/domain/limits';
import { ApiError, notifyUnauthorized, REQUESTED_WITH } from './api-client';

export type UploadResult = CallResponse<typeof uploadFile>;

export type UploadOptions = {
  /** Which file types the server accepts for this upload (see UPLOAD_TYPES). */
  context?: UploadContext;
  /** Called with 0..100 while the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { message: text };
  }
}

// The server takes at most UPLOADS_IN_FLIGHT_PER_USER uploads of a user at once; the tab queues
// the rest instead of having them refused, whichever drop zone they come from.
let active = 0;
const waiting: (() => void)[] = [];

function releaseOnce(): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Hand the slot straight to the next upload, so no newcomer can slip in between.
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
}

/**
 * Uploads one file, after the uploads before it when enough are running. XMLHttpRequest rather
 * than fetch because only it reports upload progress, which the drop zones and chat attachments show.
 */
export function uploadWithProgress(file: File, options: UploadOptions = {}): Promise<UploadResult> {
  const run = () => {
    const release = releaseOnce();
    return send(file, options).finally(release);
  };
  if (active < UPLOADS_IN_FLIGHT_PER_USER) {
    active += 1;
    return run();
  }
  return new Promise<void>((resolve) => waiting.push(resolve)).then(run);
}

function send(file: File, options: UploadOptions): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = uploadRequest(file, file.name, options.context);
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(REQUESTED_WITH)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadFile.response.safeParse(body);
        if (parsed.success) {
          options.onProgress?.(100);
          resolve(parsed.data);
        } else {
          reject(new ApiError(xhr.status, { message: 'Unexpected response from the server' }));
        }
        return;
      }
      if (xhr.status === 401) notifyUnauthorized();
      reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new NetworkError('Upload failed'));
    xhr.ontimeout = () => reject(new NetworkError('Upload timed out'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));

    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload cancelled', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }

    xhr.send(request.form);
  });
}
