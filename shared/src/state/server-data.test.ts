import type { AnswerOf } from '../api/contract';
import { NETWORK_ERROR_MESSAGE } from '../api/api-error';
import { SESSION_MISSING_MESSAGE } from '../api/call-failure';
import { FakeApiServer, ok } from '../testing/fake-api-server';
import { contractBaseQuery, serverData } from './server-data';
import { loginSucceeded, sessionEnded } from './session-slice';
import { store } from './store';

const mockServer = new FakeApiServer();

jest.mock('./api', () => {
  const { createApiClient } = jest.requireActual('../api/client');
  const { store: sharedStore } = jest.requireActual('./store');
  return {
    api: createApiClient({
      hasSession: () => sharedStore.getState().session.unsignedToken !== null,
      getCsrfProof: () => 'test-proof',
      onSessionEnded: () => undefined,
      adapter: (config: never) => mockServer.adapter(config),
    }),
  };
});

const USERS = [{ id: 1, displayname: 'Head Office', userName: 'admin', role_id: 1, flags: [] }];

const usersApi = serverData.enhanceEndpoints({ addTagTypes: ['TestUsers'] }).injectEndpoints({
  endpoints: (build) => ({
    testUsers: build.query<AnswerOf<'listUsers'>, void>({ query: () => ({ call: 'listUsers' }), providesTags: ['TestUsers'] }),
  }),
});

const baseQueryApi = {} as Parameters<typeof contractBaseQuery>[1];

beforeEach(() => {
  mockServer.reset();
  store.dispatch(sessionEnded());
  store.dispatch(loginSucceeded('test-token'));
});

describe('contractBaseQuery', () => {
  it("resolves the answer of the contract call, sent by the shared client with the session's CSRF proof", async () => {
    mockServer.on('admin/getusers.php', ok(USERS));
    expect(await contractBaseQuery({ call: 'listUsers' }, baseQueryApi, {})).toEqual({ data: { data: USERS } });
    expect(mockServer.requestsTo('admin/getusers.php')[0].csrfProof).toBe('test-proof');
  });

  it('resolves a refused call as a CallFailure with the server sentence', async () => {
    mockServer.on('postusers', { status: 409, body: { msg: 'A user with the username "admin" already exists.' } });
    const data = { displayname: 'Admin', userName: 'admin', role_id: 1, password: 'secret-1' } as never;
    expect(await contractBaseQuery({ call: 'addUser', data }, baseQueryApi, {})).toEqual({
      error: { status: 409, message: 'A user with the username "admin" already exists.' },
    });
  });

  it('turns the network going down into the network sentence', async () => {
    mockServer.on('admin/getusers.php', 'network-down');
    expect(await contractBaseQuery({ call: 'listUsers' }, baseQueryApi, {})).toEqual({
      error: { status: null, message: NETWORK_ERROR_MESSAGE },
    });
  });

  it("turns a user call's -2 (no session) into a failure without calling the server", async () => {
    store.dispatch(sessionEnded());
    const result = await contractBaseQuery({ call: 'updateUser', data: { UserId: 1 } as never, userCall: true }, baseQueryApi, {});
    expect(result).toEqual({ error: { status: null, message: SESSION_MISSING_MESSAGE } });
    expect(mockServer.requests).toHaveLength(0);
  });
});

describe('serverData', () => {
  it('caches an endpoint a remote injects in the shared store, and refetches once its tag is invalidated', async () => {
    mockServer.on('admin/getusers.php', ok(USERS));
    const subscription = store.dispatch(usersApi.endpoints.testUsers.initiate());
    await subscription;
    expect(usersApi.endpoints.testUsers.select()(store.getState() as never).data).toEqual({ data: USERS });

    store.dispatch(usersApi.util.invalidateTags(['TestUsers']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mockServer.requestsTo('admin/getusers.php')).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('is never saved to localStorage', async () => {
    mockServer.on('admin/getusers.php', ok(USERS));
    await store.dispatch(usersApi.endpoints.testUsers.initiate(undefined, { subscribe: false }));
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem('state')!)).not.toHaveProperty('serverData');
  });

  it('forgets what it held when the session ends', async () => {
    mockServer.on('admin/getusers.php', ok(USERS));
    const subscription = store.dispatch(usersApi.endpoints.testUsers.initiate());
    await subscription;
    store.dispatch(sessionEnded());
    expect(usersApi.endpoints.testUsers.select()(store.getState() as never).data).toBeUndefined();
    subscription.unsubscribe();
  });
});
