/**
 * A fake Mizan API for the tests: the real shared API client (wrapper,
 * bearer token, 403 handling, the -1/-2 results) runs unchanged, only its
 * HTTP transport is replaced by this in-memory adapter.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { NewUser, PermissionFlag, User, UserChanges } from '@mizan/shared';
import { DEFAULT_FLAGS_BY_ROLE, isRoleId } from '@mizan/shared';

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

  /** Answer `path` (the contract's wire path, e.g. 'admin/getusers.php'). */
  on(path: string, handler: Handler | FakeReply): void {
    this.handlers.set(path, typeof handler === 'function' ? handler : () => handler);
  }

  requestsTo(path: string): SeenRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = config.url ?? '';
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

export function user(id: number, displayname: string, userName: string, roleId: number, flags?: PermissionFlag[]): User {
  return { id, displayname, userName, role_id: roleId, flags: flags ?? (isRoleId(roleId) ? [...DEFAULT_FLAGS_BY_ROLE[roleId]] : []) };
}

export const ADMIN = user(1, 'Head Office', 'admin', 1);
export const TEACHER = user(2, 'Sara Ahmed', 'sara', 2);
export const GRADER = user(3, 'Omar Khaled', 'omar', 3);

/**
 * The three user calls backed by an in-memory list, answering like the
 * server does (409 on a taken username, role defaults for new accounts).
 */
export function serveUsers(initial: User[] = [ADMIN, TEACHER, GRADER]) {
  const users = initial.map((entry) => ({ ...entry, flags: [...entry.flags] }));
  fakeServer.on('admin/getusers.php', () => ({ status: 200, body: { data: users } }));
  fakeServer.on('postusers', (data) => {
    const newUser = data as NewUser;
    if (users.some((existing) => existing.userName === newUser.userName)) {
      return { status: 409, body: { msg: `A user with the username "${newUser.userName}" already exists.` } };
    }
    const added = user(Math.max(0, ...users.map((existing) => existing.id)) + 1, newUser.displayname, newUser.userName, newUser.role_id);
    users.push(added);
    return { status: 200, body: { data: added, msg: `The user "${added.userName}" was added.` } };
  });
  fakeServer.on('putusers', (data) => {
    const changes = data as UserChanges;
    const target = users.find((existing) => existing.id === changes.UserId);
    if (!target) return { status: 404, body: { msg: `There is no user with the id ${changes.UserId}.` } };
    if (changes.displayname !== undefined) target.displayname = changes.displayname;
    if (changes.role_id !== undefined) target.role_id = changes.role_id;
    if (changes.flags !== undefined) target.flags = changes.flags;
    return { status: 200, body: { data: target, msg: `The user "${target.userName}" was updated.` } };
  });
  return users;
}
