import type { AxiosAdapter, AxiosRequestConfig, AxiosResponse } from 'axios';
import { AxiosError } from 'axios';
import { CSRF_HEADER, CSRF_PROOF_MISSING_CODE } from '../domain/session';
import { ApiError } from './api-error';
import { USER_CALL_NETWORK_ERROR, USER_CALL_NO_SESSION, createApiClient } from './client';

type Reply = { status: number; body: unknown } | 'network-down';

function fakeServer(reply: Reply) {
  const requests: AxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    if (reply === 'network-down') throw new AxiosError('Network Error', 'ERR_NETWORK', config as never);
    const response = { data: reply.body, status: reply.status, statusText: '', headers: {}, config } as AxiosResponse;
    if (reply.status >= 400) throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config as never, null, response);
    return response;
  };
  return { adapter, requests };
}

/** A client whose browser holds the readable session cookie `quizcsrf` = `proof` (null: signed out). */
function clientFor(reply: Reply, proof: string | null = 'the-proof') {
  const server = fakeServer(reply);
  const onSessionEnded = jest.fn();
  const client = createApiClient({
    hasSession: () => proof !== null,
    getCsrfProof: () => proof,
    onSessionEnded,
    adapter: server.adapter,
  });
  return { client, onSessionEnded, requests: server.requests };
}

describe('the API client', () => {
  beforeEach(() => sessionStorage.clear());

  it('wraps the payload with the per-tab fingerprint and posts to the contract path', async () => {
    const { client, requests } = clientFor({ status: 200, body: { data: 'tok' } });
    await client.call('login', { user: 'admin', pass: 'secret' });
    const body = JSON.parse(requests[0].data as string);
    expect(requests[0].url).toBe('auth/login.php');
    expect(requests[0].method).toBe('post');
    expect(body.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(body.data).toEqual({ user: 'admin', pass: 'secret' });
    expect(requests[0].withCredentials).toBe(true);
  });

  it('keeps one fingerprint for the tab', async () => {
    const { client, requests } = clientFor({ status: 200, body: { data: [] } });
    await client.call('roles');
    await client.call('schools');
    expect(JSON.parse(requests[0].data as string).sign).toBe(JSON.parse(requests[1].data as string).sign);
    expect(sessionStorage.getItem('fingerprint')).toBe(JSON.parse(requests[0].data as string).sign);
  });

  it('sends the CSRF proof on staff calls only, and never a token: the token rides in its HttpOnly cookie', async () => {
    const { client, requests } = clientFor({ status: 200, body: { data: [] } });
    await client.call('roles');
    await client.call('login', { user: 'admin', pass: 'secret' });
    expect(requests[0].headers?.[CSRF_HEADER]).toBe('the-proof');
    expect(requests[0].withCredentials).toBe(true);
    expect(requests[1].headers?.[CSRF_HEADER]).toBeUndefined();
    for (const request of requests) expect(request.headers?.Authorization).toBeUndefined();
  });

  it('ends the session when the server finds no CSRF proof (the quizcsrf cookie is gone), and keeps the code', async () => {
    const { client, onSessionEnded } = clientFor({ status: 403, body: { msg: 'No proof.', code: CSRF_PROOF_MISSING_CODE } });
    await expect(client.call('roles')).rejects.toEqual(new ApiError(403, 'No proof.', CSRF_PROOF_MISSING_CODE));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('rejects with the server msg and ends the session on 401 from a staff call', async () => {
    const { client, onSessionEnded } = clientFor({ status: 401, body: { msg: 'Your session has ended.' } });
    await expect(client.call('roles')).rejects.toEqual(new ApiError(401, 'Your session has ended.'));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('does not end a session on a failed login', async () => {
    const { client, onSessionEnded } = clientFor({ status: 401, body: { msg: 'Wrong Username Or Password' } }, null);
    await expect(client.call('login', { user: 'admin', pass: 'nope' })).rejects.toThrow('Wrong Username Or Password');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session on 403 from a user call but not from another call', async () => {
    const forbiddenUsers = clientFor({ status: 403, body: { msg: 'Not allowed' } });
    await expect(
      forbiddenUsers.client.call('addUser', { displayname: 'A', userName: 'abc', role_id: 2, password: 'password1' }),
    ).rejects.toThrow('Not allowed');
    expect(forbiddenUsers.onSessionEnded).toHaveBeenCalledTimes(1);

    const forbiddenLookup = clientFor({ status: 403, body: { msg: 'Not allowed' } });
    await expect(forbiddenLookup.client.call('roles')).rejects.toThrow('Not allowed');
    expect(forbiddenLookup.onSessionEnded).not.toHaveBeenCalled();
  });

  it("resolves user calls with the seed's -1 on a network error and -2 without a session", async () => {
    expect(await clientFor('network-down').client.callUserApi('listUsers', '1')).toBe(USER_CALL_NETWORK_ERROR);
    const signedOut = clientFor({ status: 200, body: { data: [] } }, null);
    expect(await signedOut.client.callUserApi('listUsers', '1')).toBe(USER_CALL_NO_SESSION);
    expect(signedOut.requests).toHaveLength(0);
  });

  it('reports a network error as an ApiError without status', async () => {
    const error = await clientFor('network-down')
      .client.call('roles')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });
});
