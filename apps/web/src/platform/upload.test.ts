import { uploadFile } from '@portal/domain/files/calls';
import { UPLOADS_IN_FLIGHT_PER_USER } from '@portal/domain/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in that records what was sent and lets each test answer.
class FakeXhr {
  static last: FakeXhr;
  static created = 0;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;

  constructor() {
    FakeXhr.last = this;
    FakeXhr.created += 1;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

let uploadWithProgress: typeof import('./upload').uploadWithProgress;
let ApiError: typeof import('./api-client').ApiError;
let setUnauthorizedHandler: typeof import('./api-client').setUnauthorizedHandler;
beforeEach(async () => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // Fresh modules: the queue of uploads in flight belongs to the tab, and the web tests share one
  // module graph per worker, so another file's unanswered upload would hold a place in it.
  vi.resetModules();
  ({ uploadWithProgress } = await import('./upload'));
  ({ ApiError, setUnauthorizedHandler } = await import('./api-client'));
});
afterEach(() => vi.unstubAllGlobals());

const file = new File(['hello'], 'resume.pdf', { type: 'application/pdf' });
const stored = { key: 'k1', originalname: 'resume.pdf', mimetype: 'application/pdf', size: 5 };

describe('uploadWithProgress', () => {
  it('posts the file and its context with the CSRF header and reports progress', async () => {
    const progress: number[] = [];
    const done = uploadWithProgress(file, { context: 'pdf', onProgress: (percent) => progress.push(percent) });
    const xhr = FakeXhr.last;
    // The context travels in the query, where the contract declares it and the server reads it.
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/file/upload?context=pdf']);
    expect(uploadFile.query.parse(Object.fromEntries(new URL(xhr.url, 'http://x').searchParams))).toEqual({ context: 'pdf' });
    expect(xhr.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['file']);
    expect((xhr.body?.get('file') as File).name).toBe('resume.pdf');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.answer(200, { status: true, file: stored });
    await expect(done).resolves.toEqual({ status: true, file: stored });
    expect(progress).toEqual([25, 100]);
  });

  it('asks for the general document types when no context is given', () => {
    void uploadWithProgress(file).catch(() => {});
    expect(FakeXhr.last.url).toBe('/api/file/upload?context=document');
    FakeXhr.last.answer(200, { status: true, file: stored });
  });

  it('rejects with the server error, and signs out on a 401', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    const tooBig = uploadWithProgress(file);
    FakeXhr.last.answer(413, { message: 'The file is too large.' });
    await expect(tooBig).rejects.toMatchObject({ status: 413, message: 'The file is too large.' });

    const signedOut = uploadWithProgress(file);
    FakeXhr.last.answer(401, { message: 'Not signed in' });
    await expect(signedOut).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps at most as many uploads running as the server takes at once and queues the rest', async () => {
    FakeXhr.created = 0;
    const sent: FakeXhr[] = [];
    const track = () => {
      while (sent.length < FakeXhr.created) sent.push(FakeXhr.last);
    };
    const uploads = Array.from({ length: UPLOADS_IN_FLIGHT_PER_USER + 2 }, (_, i) => {
      const upload = uploadWithProgress(new File(['x'], `f${i}.pdf`));
      track();
      return upload;
    });
    const settle = async () => {
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    };
    expect(FakeXhr.created).toBe(UPLOADS_IN_FLIGHT_PER_USER);
    sent[0]!.answer(200, { status: true, file: stored });
    await settle();
    track();
    expect(FakeXhr.created).toBe(UPLOADS_IN_FLIGHT_PER_USER + 1);
    // A failed upload frees its place too.
    sent[1]!.answer(500, { message: 'Internal Server Error' });
    await settle();
    track();
    expect(FakeXhr.created).toBe(UPLOADS_IN_FLIGHT_PER_USER + 2);
    for (const xhr of sent.slice(2)) xhr.answer(200, { status: true, file: stored });
    await expect(uploads[0]).resolves.toEqual({ status: true, file: stored });
    await expect(uploads[1]).rejects.toMatchObject({ status: 500 });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const upload = uploadWithProgress(file, { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});
