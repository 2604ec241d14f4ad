/**
 * A fake Mizan API for the tests: the real shared API client (wrapper,
 * bearer token, error handling) runs unchanged, only its HTTP transport is
 * replaced by this in-memory adapter.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type FakeReply = { status: number; body: unknown } | 'network-down';
type Handler = (data: unknown) => FakeReply | Promise<FakeReply>;

export interface SeenRequest {
  method: string;
  path: string;
  /** The `data` inside the {sign, data} wrapper. */
  data: unknown;
  sign: unknown;
  authorization: string | undefined;
}

class FakeServer {
  private handlers = new Map<string, Handler>();
  requests: SeenRequest[] = [];

  reset(): void {
    this.handlers.clear();
    this.requests = [];
  }

  /** Answer `path` (the contract's wire path, e.g. 'admin/getexams.php'). */
  on(path: string, handler: Handler | FakeReply): void {
    this.handlers.set(path, typeof handler === 'function' ? handler : () => handler);
  }

  requestsTo(path: string): SeenRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = (config.url ?? '').replace(/^\/api\//, '');
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const headers = AxiosHeaders.from(config.headers as never);
    this.requests.push({
      method: (config.method ?? 'get').toUpperCase(),
      path,
      data: body?.data,
      sign: body?.sign,
      authorization: headers.get('Authorization')?.toString(),
    });
    const handler = this.handlers.get(path);
    let reply: FakeReply;
    try {
      reply = handler ? await handler(body?.data) : { status: 404, body: { msg: `No fake for ${path}` } };
    } catch (error) {
      // A broken fake must not pass for a network error.
      reply = { status: 500, body: { msg: `The fake for ${path} threw: ${String(error)}` } };
    }
    if (reply === 'network-down') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    // Through JSON, as over the wire: the store must never hold (and freeze) the fake's own objects.
    const data: unknown = reply.body === undefined ? undefined : JSON.parse(JSON.stringify(reply.body));
    const response: AxiosResponse = { data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

export const fakeServer = new FakeServer();

/** The module '@mizan/shared/browser' as the tests see it: everything real, `api` on the fake server. */
export function mockedSharedBrowser() {
  const actual = jest.requireActual('@mizan/shared/browser') as typeof import('@mizan/shared/browser');
  return {
    ...actual,
    api: actual.createApiClient({
      getToken: () => actual.store.getState().session.token,
      onSessionEnded: actual.endSession,
      adapter: fakeServer.adapter,
    }),
  };
}

/** A reply answering `data` (and `msg`) with 200. */
export const ok = (data: unknown, msg?: string): FakeReply => ({ status: 200, body: msg === undefined ? { data } : { data, msg } });
