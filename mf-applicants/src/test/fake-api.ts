/**
 * A fake Mizan API for the tests: the real shared API client (wrapper,
 * bearer token, error handling) runs unchanged, only its HTTP transport is
 * replaced by this in-memory adapter. The export download, which goes
 * through axios directly, is answered by the same adapter.
 */
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type FakeReply = { status: number; body: unknown; headers?: Record<string, string> } | 'network-down';
/** `data` is the wrapper's data, or the query of a GET; `request` is everything that was sent. */
type Handler = (data: unknown, request: SeenRequest) => FakeReply | Promise<FakeReply>;

export interface SeenRequest {
  method: string;
  path: string;
  /** The `data` inside the {sign, data} wrapper. */
  data: unknown;
  sign: unknown;
  authorization: string | undefined;
  /** Query parameters (GET calls, the import's drop_invalid, the export's filters). */
  params: Record<string, string>;
  /** The raw body of a file call (import). */
  body: unknown;
  contentType: string | undefined;
  xSign: string | undefined;
}

function pathOf(url: string): string {
  return url.replace(/^\/api\//, '');
}

class FakeServer {
  private handlers = new Map<string, Handler>();
  requests: SeenRequest[] = [];

  reset(): void {
    this.handlers.clear();
    this.requests = [];
  }

  /** Answer `path` (the contract's wire path, e.g. 'admin/getapplicant.php'). */
  on(path: string, handler: Handler | FakeReply): void {
    this.handlers.set(path, typeof handler === 'function' ? handler : () => handler);
  }

  requestsTo(path: string): SeenRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = pathOf(config.url ?? '');
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
    let data: unknown;
    if (reply.body instanceof Blob) data = reply.body;
    // Through JSON, as over the wire: the store must never hold (and freeze) the fake's own objects.
    else data = reply.body === undefined ? undefined : JSON.parse(JSON.stringify(reply.body));
    const response: AxiosResponse = { data, status: reply.status, statusText: '', headers: reply.headers ?? {}, config };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

export const fakeServer = new FakeServer();

/** The module '@mizan/shared/browser' as the tests see it: everything real, `api` on the fake server. */
export function mockedSharedBrowser() {
  const actual = jest.requireActual('@mizan/shared/browser') as typeof import('@mizan/shared/browser');
  // Calls made with axios directly (the export download) reach the same fake.
  axios.defaults.adapter = fakeServer.adapter;
  return {
    ...actual,
    api: actual.createApiClient({
      getToken: () => actual.store.getState().session.token,
      onSessionEnded: actual.endSession,
      adapter: fakeServer.adapter,
    }),
  };
}
