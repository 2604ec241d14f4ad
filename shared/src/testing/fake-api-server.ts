/**
 * A fake Mizan API for the browser apps' tests: the real shared API client
 * (wrapper, bearer token, 401/403 handling, the -1/-2 results) runs
 * unchanged; only its HTTP transport is replaced by this in-memory adapter.
 * Test-only: imported as '@mizan/shared/testing', never from an app's code.
 */
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type FakeReply = { status: number; body: unknown; headers?: Record<string, string> } | 'network-down';

export interface SeenRequest {
  method: string;
  path: string;
  /** The `data` inside the {sign, data} wrapper, or the query of a GET. */
  data: unknown;
  sign: unknown;
  authorization: string | undefined;
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
      params,
      body: config.data,
      contentType: headers.get('Content-Type')?.toString(),
      xSign: headers.get('X-Sign')?.toString(),
    };
    this.requests.push(seen);
    const handler = this.handlers.get(path);
    let reply: FakeReply;
    try {
      reply = handler ? await handler(seen.data, seen) : { status: 404, body: { msg: `No fake for ${path}` } };
    } catch (error) {
      // A broken fake must not pass for a network error.
      reply = { status: 500, body: { msg: `The fake for ${path} threw: ${String(error)}` } };
    }
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
  /** 'store': the client sends the store's token and ends the session like the app's; 'none': an applicant, no session. */
  session?: 'store' | 'none';
  /** Also answer calls made with axios directly (downloads, uploads). */
  answerPlainAxios?: boolean;
}

/**
 * The module '@mizan/shared/browser' as a test sees it: everything real, its
 * `api` on the fake server. Use as
 * `jest.mock('@mizan/shared/browser', () => sharedBrowserOn(fakeServer))`.
 */
export function sharedBrowserOn(server: FakeApiServer, options: FakeSharedBrowserOptions = {}) {
  const actual = jest.requireActual('@mizan/shared/browser') as typeof import('../browser');
  if (options.answerPlainAxios) axios.defaults.adapter = server.adapter;
  const withSession = (options.session ?? 'store') === 'store';
  const client = actual.createApiClient({
    getToken: withSession ? () => actual.store.getState().session.token : () => null,
    onSessionEnded: withSession ? actual.endSession : () => undefined,
    adapter: server.adapter,
  });
  // The shared module's own callers (serverData's base query, the session calls) hold the real
  // `api` object, not this mock's export: its methods are swapped so they reach the fake too.
  Object.assign(actual.api, client);
  return { ...actual, api: actual.api };
}
