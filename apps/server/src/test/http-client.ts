import http from 'node:http';
import { uploadRequest } from '@portal/domain/files/calls';
import { UPLOAD_CONTEXTS, type UploadContext } from '@portal/domain/limits';

export type TestResponse<T = any> = { status: number; headers: http.IncomingHttpHeaders; body: T; raw: Buffer };
type RequestOptions = { body?: unknown; form?: FormData; headers?: Record<string, string>; csrf?: boolean };

/**
 * Real HTTP against the test server, with a Host header (fetch won't send one) so each test can
 * talk to any site, and a cookie jar so a client stays signed in like a browser would.
 */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly port: number,
    readonly host: string,
  ) {}

  get = <T = any>(path: string, o: RequestOptions = {}) => this.request<T>('GET', path, o);
  post = <T = any>(path: string, body?: unknown, o: RequestOptions = {}) => this.request<T>('POST', path, { ...o, body });
  patch = <T = any>(path: string, body?: unknown, o: RequestOptions = {}) => this.request<T>('PATCH', path, { ...o, body });
  put = <T = any>(path: string, body?: unknown, o: RequestOptions = {}) => this.request<T>('PUT', path, { ...o, body });
  delete = <T = any>(path: string, o: RequestOptions = {}) => this.request<T>('DELETE', path, o);

  async signIn(email: string, password = 'demo-password'): Promise<TestResponse> {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`sign-in of ${email} on ${this.host} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }

  /** Uploads bytes as a multipart file, built exactly as the web client builds it; `context` selects the accepted types. */
  upload(name: string, bytes: Buffer | string, context = 'document', type = 'application/octet-stream') {
    const blob = new Blob([typeof bytes === 'string' ? Buffer.from(bytes) : bytes], { type });
    if ((UPLOAD_CONTEXTS as readonly string[]).includes(context)) {
      const { method, url, form } = uploadRequest(blob, name, context as UploadContext);
      return this.request(method, url, { form });
    }
    // A context the contract does not know, to see it refused.
    const form = new FormData();
    form.append('file', blob, name);
    return this.request('POST', `/api/file/upload?context=${encodeURIComponent(context)}`, { form });
  }

  withCookie(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(method: string, path: string, o: RequestOptions = {}): Promise<TestResponse<T>> {
    let payload: Buffer | undefined;
    const headers: Record<string, string> = { host: this.host, ...(o.csrf === false ? {} : { 'x-requested-with': 'XMLHttpRequest' }), ...o.headers };
    if (o.form) {
      const encoded = new Response(o.form);
      headers['content-type'] = encoded.headers.get('content-type')!;
      payload = Buffer.from(await encoded.arrayBuffer());
    } else if (o.body !== undefined) {
      payload = Buffer.from(typeof o.body === 'string' ? o.body : JSON.stringify(o.body));
      headers['content-type'] ??= 'application/json';
    }
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (payload) headers['content-length'] = String(payload.length);
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: this.port, method, path, headers }, resolve);
      req.on('error', reject);
      req.end(payload);
    });
    const chunks: Buffer[] = [];
    for await (const c of res) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks);
    this.storeCookies(res.headers['set-cookie']);
    // A compressed body (a test that asked for it) is left to the test to decompress.
    const isJson = (res.headers['content-type'] ?? '').includes('application/json') && !res.headers['content-encoding'];
    return { status: res.statusCode ?? 0, headers: res.headers, body: (isJson && raw.length ? JSON.parse(raw.toString()) : raw.toString()) as T, raw };
  }

  private storeCookies(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }
}
