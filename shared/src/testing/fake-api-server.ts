/**
 * A fake Mizan API for the browser apps' tests: the real shared API client
 * (wrapper, CSRF proof, 401/403 handling, the -1/-2 results) runs
 * unchanged; only its HTTP transport is replaced by this in-memory adapter.
 * Test-only: imported as '@mizan/shared/testing', never from an app's code.
 */
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { CSRF_HEADER } from '../domain/session';

export type FakeReply = { status: number; body: unknown; headers?: Record<string, string> } | 'network-down';

export interface SeenRequest {
  method: string;
  path: string;
  /** The `data` inside the {sign, data} wrapper, or the query of a GET. */
  data: unknown;
  sign: unknown;
  /** An Authorization header (the browser apps send none: their session is the HttpOnly cookie). */
  authorization: string | undefined;
  /** The X-CSRF-Token header: the session's proof, copied from the quizcsrf cookie. */
  csrfProof: string | undefined;
  /** Query parameters (GET calls, raw calls' options). */
  params: Record<string, string>;
  /** The body as sent (a raw file for upload and import calls). */
  body: unknown;
  contentType: string | undefined;
  xSign: string | undefined;
}

/** Answers one call; `data` is the wrapper's data, `request` everything that was sent. */
export type FakeHandler = (data: unknown, request: SeenRequest) => FakeReply | Promise<FakeReply>;

/** A reply answering `data` (and `msg`) with 200. */
export const ok = (data: unknown, msg?: string): FakeReply => ({ status: 200, body: msg === undefined ? { data } : { data, msg } });

export class FakeApiServer {
  private handlers = new Map<string, FakeHandler>();
  requests: SeenRequest[] = [];

  reset(): void {
    this.handlers.clear();
    this.requests = [];
  }

  /** Answer `path`, the contract's wire path (e.g. 'admin/getusers.php'). */
  on(path: string, handler: FakeHandler | FakeReply): void {
    this.handlers.set(path, typeof handler === 'function' ? handler : () => handler);
  }

  requestsTo(path: string): SeenRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  /** Records the request and runs its handler. */
  private async answer(seen: SeenRequest): Promise<FakeReply> {
    this.requests.push(seen);
    const handler = this.handlers.get(seen.path);
    try {
      return handler ? await handler(seen.data, seen) : { status: 404, body: { msg: `No fake for ${seen.path}` } };
    } catch (error) {
      // A broken fake must not pass for a network error.
      return { status: 500, body: { msg: `The fake for ${seen.path} threw: ${String(error)}` } };
    }
  }

  /** The transport of the applicant's client (its `fetch` option): the same handlers, over fetch's interface. */
  fetch = (async (input: string, init: RequestInit = {}) => {
    const [address, query = ''] = input.replace(/^\/api\//, '').split('?');
    const params = Object.fromEntries(new URLSearchParams(query));
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = await this.answer({
      method: (init.method ?? 'GET').toUpperCase(),
      path: address,
      data: body ? body.data : params,
      sign: body ? body.sign : undefined,
      authorization: headers.Authorization,
      csrfProof: headers[CSRF_HEADER],
      params,
      body: init.body,
      contentType: headers['Content-Type'],
      xSign: headers['X-Sign'],
    });
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, text: async () => text };
  }) as unknown as typeof fetch;

  adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = (config.url ?? '').replace(/^\/api\//, '');
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const headers = AxiosHeaders.from(config.headers as never);
    const params = (config.params ?? {}) as Record<string, string>;
    const wrapped = body && typeof body === 'object' && !(body instanceof Blob);
    const seen: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path,
      data: wrapped ? body.data : config.params,
      sign: wrapped ? body.sign : undefined,
      authorization: headers.get('Authorization')?.toString(),
      csrfProof: headers.get(CSRF_HEADER)?.toString(),
      params,
      body: config.data,
      contentType: headers.get('Content-Type')?.toString(),
      xSign: headers.get('X-Sign')?.toString(),
    };
    const reply = await this.answer(seen);
    if (reply === 'network-down') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    // Through JSON, as over the wire, so the store never holds (and freezes) the fake's own objects.
    const data: unknown =
      reply.body instanceof Blob ? reply.body : reply.body === undefined ? undefined : JSON.parse(JSON.stringify(reply.body));
    const response: AxiosResponse = { data, status: reply.status, statusText: '', headers: reply.headers ?? {}, config };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

export interface FakeSharedBrowserOptions {
  /**
   * 'store': the client sends the session's CSRF proof (the quizcsrf cookie,
   * setTestSessionCookies) and ends the session like the app's; 'none': an applicant, no session.
   */
  session?: 'store' | 'none';
  /** Also answer calls made with axios directly (downloads, uploads). */
  answerPlainAxios?: boolean;
}

/**
 * The module '@mizan/shared/browser' as a test sees it: everything real, its
 * `api` and `applicantApi` on the fake server. Use as
 * `jest.mock('@mizan/shared/browser', () => sharedBrowserOn(fakeServer))`.
 */
export function sharedBrowserOn(server: FakeApiServer, options: FakeSharedBrowserOptions = {}) {
  const actual = jest.requireActual('@mizan/shared/browser') as typeof import('../browser');
  if (options.answerPlainAxios) axios.defaults.adapter = server.adapter;
  const withSession = (options.session ?? 'store') === 'store';
  const client = actual.createApiClient({
    hasSession: withSession ? () => actual.store.getState().session.unsignedToken !== null : () => false,
    getCsrfProof: withSession ? () => actual.readCsrfProof() : () => null,
    onSessionEnded: withSession ? actual.endSession : () => undefined,
    adapter: server.adapter,
  });
  // The shared module's own callers (serverData's base query, the session calls, signIn) hold the real
  // `api` and `applicantApi` objects, not this mock's exports: their methods are swapped so they reach the fake too.
  Object.assign(actual.api, client);
  Object.assign(actual.applicantApi, actual.createApplicantApiClient({ fetch: server.fetch }));
  return { ...actual, api: actual.api, applicantApi: actual.applicantApi };
}
