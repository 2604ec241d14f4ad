import mizanRetryPlugin, { fetchWithRetry } from './retry-plugin';

const fast = { delayMs: 1, timeoutMs: 50 };

function answers(...steps: (number | 'network' | 'hang')[]) {
  const fetchMock = jest.fn(async (_url: string, init?: RequestInit) => {
    const step = steps.shift() ?? 200;
    if (step === 'network') throw new TypeError('Failed to fetch');
    if (step === 'hang') {
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    }
    return { ok: step < 400, status: step } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('fetching a remote manifest', () => {
  it('tries again after a network error and a 503, then succeeds', async () => {
    const fetchMock = answers('network', 503, 200);
    await expect(fetchWithRetry('/remotes/mf_users/mf-manifest.json', {}, fast)).resolves.toMatchObject({ status: 200 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after three attempts with a clear error', async () => {
    const fetchMock = answers(502, 502, 502, 200);
    await expect(fetchWithRetry('/m.json', {}, fast)).rejects.toThrow('/m.json answered 502');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not ask again for a manifest that is not there (404)', async () => {
    const fetchMock = answers(404, 200);
    await expect(fetchWithRetry('/m.json', {}, fast)).rejects.toThrow('/m.json answered 404');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a server that never answers', async () => {
    answers('hang', 'hang', 'hang');
    await expect(fetchWithRetry('/m.json', {}, fast)).rejects.toThrow('/m.json could not be fetched');
  });
});

describe('loading a remote entry that failed', () => {
  const hook = mizanRetryPlugin().loadEntryError!;

  it('drops the failed load and loads the entry again', async () => {
    const globalLoading: Record<string, Promise<undefined> | undefined> = { mf_users: Promise.resolve(undefined) };
    const entry = { get: jest.fn(), init: jest.fn() };
    const staleLoadSeen: unknown[] = [];
    const getRemoteEntry = jest.fn(async () => {
      staleLoadSeen.push(globalLoading.mf_users);
      return entry;
    });
    const context = { getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading, uniqueKey: 'mf_users' };
    await expect(hook(context as never)).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(staleLoadSeen).toEqual([undefined]);
  });

  it('gives up (no fallback) when the entry keeps failing, so the load rejects', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
    const context = { getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading: {}, uniqueKey: 'mf_users' };
    await expect(hook(context as never)).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
