import { autoLogin, currentUser, login, logout } from '@portal/domain/auth/calls';
import { genericErrorText, NetworkError } from '@portal/domain/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/fixtures';
import { forgetAnswersInPage } from './answer-in-page';
import { ApiError, callApi, callUrl, setUnauthorizedHandler } from './api-client';

function reply(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
const unauthorized = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setUnauthorizedHandler(unauthorized);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  unauthorized.mockReset();
});

describe('callUrl', () => {
  it('fills path parameters and leaves empty query values out', () => {
    expect(callUrl(autoLogin, { params: { code: 'a/b' }, query: { packageId: undefined } })).toBe('/api/autologin/a%2Fb');
    expect(callUrl(autoLogin, { params: { code: 'c1' }, query: { packageId: 'p 1' } })).toBe('/api/autologin/c1?packageId=p+1');
  });
});

describe('callApi', () => {
  it('sends JSON with the CSRF header and same-origin credentials', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: true, user: makeUser(), orders: [] }));
    await callApi(login, { body: { email: 'a@b.test', password: 'secret', rememberMe: true }, allowUnauthorized: true });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' });
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'a@b.test', password: 'secret', rememberMe: true });
  });

  it('sends the CSRF header on GETs too', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: true }));
    await callApi(logout);
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('throws an ApiError with the status and the server body', async () => {
    fetchMock.mockResolvedValue(reply(400, { message: 'Check the form', errors: { email: 'Taken' } }));
    const error = await callApi(logout).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Taken' });
    expect(genericErrorText(error)).toBe('Check the form');
  });

  it('signs out on a 401 unless the caller handles it', async () => {
    fetchMock.mockImplementation(async () => reply(401, { message: 'Not signed in' }));
    await expect(callApi(logout)).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).toHaveBeenCalledTimes(1);

    await expect(callApi(currentUser, { allowUnauthorized: true })).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('turns a request without an answer into a NetworkError (shown as Timeout!)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await callApi(logout).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(NetworkError);
    expect(genericErrorText(error)).toBe('Timeout!');
  });

  it('refuses an answer that does not match the contract', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 'yes' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(callApi(logout)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('answers in the page', () => {
  const userAnswer = { status: true, currency: 'usd', user: makeUser(), orders: [] };
  /** A block as the server writes it (platform/http/page-answers.ts). */
  function putInPage(url: string, json: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.dataset.answerOf = url;
    block.textContent = json;
    document.head.append(block);
  }
  afterEach(() => forgetAnswersInPage());

  it("answers a GET from the page's block once, then from the API", async () => {
    putInPage('/api/auth/user', JSON.stringify(userAnswer));
    expect(await callApi(currentUser)).toEqual(userAnswer);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(reply(200, { ...userAnswer, currency: 'eur' }));
    expect((await callApi(currentUser)).currency).toBe('eur');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the API when the block is of another address, malformed, off its contract, or forgotten', async () => {
    fetchMock.mockImplementation(async () => reply(200, userAnswer));
    putInPage('/api/auth/user?x=1', JSON.stringify(userAnswer));
    await callApi(currentUser);
    putInPage('/api/auth/user', '{"status":');
    await callApi(currentUser);
    putInPage('/api/auth/user', JSON.stringify({ status: 'yes' }));
    await callApi(currentUser);
    putInPage('/api/auth/user', JSON.stringify(userAnswer));
    forgetAnswersInPage();
    await callApi(currentUser);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('never answers a change from the page', async () => {
    putInPage('/api/auth/logout', JSON.stringify({ status: true }));
    fetchMock.mockResolvedValue(reply(200, { status: true }));
    await callApi(logout);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
