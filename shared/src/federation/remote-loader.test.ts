import type { FederationRuntime } from './remote-loader';

async function freshLoader() {
  let loaded!: typeof import('./remote-loader');
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./remote-loader');
  });
  return loaded;
}

function answerRemotesJson(body: unknown, ok = true) {
  const fetchMock = jest.fn(async () => ({ ok, status: ok ? 200 : 500, json: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function fakeRuntime(modules: Record<string, unknown>): FederationRuntime & { registered: unknown[] } {
  const registered: unknown[] = [];
  return {
    registered,
    registerRemotes: (remotes) => registered.push(...remotes),
    loadRemote: async <T>(id: string) => modules[id] as T,
  };
}

describe('loading a remote through /remotes.json', () => {
  it('reads the addresses once and registers them, absolute, with the asking runtime', async () => {
    const fetchMock = answerRemotesJson({ mf_users: '/remotes/mf_users/mf-manifest.json' });
    const { loadFederatedModule } = await freshLoader();
    const runtime = fakeRuntime({ 'mf_users/spa': { mount: 'yes' } });
    expect(await loadFederatedModule(runtime, 'mf_users/spa')).toEqual({ mount: 'yes' });
    await loadFederatedModule(runtime, 'mf_users/spa');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(runtime.registered).toEqual([{ name: 'mf_users', entry: 'http://localhost/remotes/mf_users/mf-manifest.json' }]);
  });

  it('registers again with a second container runtime (nested loads)', async () => {
    answerRemotesJson({ mf_questions: 'https://cdn.example/q/mf-manifest.json' });
    const { loadFederatedModule } = await freshLoader();
    const shell = fakeRuntime({ 'mf_questions/registry': {} });
    const assessments = fakeRuntime({ 'mf_questions/registry': {} });
    await loadFederatedModule(shell, 'mf_questions/registry');
    await loadFederatedModule(assessments, 'mf_questions/registry');
    expect(assessments.registered).toEqual([{ name: 'mf_questions', entry: 'https://cdn.example/q/mf-manifest.json' }]);
  });

  it('says a remote is unavailable when the deployment lacks it or it fails to load', async () => {
    answerRemotesJson({ mf_users: '/remotes/mf_users/mf-manifest.json' });
    const { loadFederatedModule, RemoteUnavailableError } = await freshLoader();
    const runtime: FederationRuntime = {
      registerRemotes: () => undefined,
      loadRemote: async () => {
        throw new Error('remoteEntry.js 404');
      },
    };
    await expect(loadFederatedModule(runtime, 'mf_applicants/spa')).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(loadFederatedModule(runtime, 'mf_users/spa')).rejects.toThrow('The mf_users part of Mizan is not available right now.');
  });

  it('tries /remotes.json again after it failed', async () => {
    answerRemotesJson({}, false);
    const { remoteAddresses } = await freshLoader();
    await expect(remoteAddresses()).rejects.toThrow('answered 500');
    answerRemotesJson({ mf_users: '/x' });
    await expect(remoteAddresses()).resolves.toEqual({ mf_users: '/x' });
  });
});

describe('starting a remote over after a failure', () => {
  it('says not installed, distinctly, when /remotes.json does not list the remote', async () => {
    answerRemotesJson({ mf_users: '/remotes/mf_users/mf-manifest.json' });
    const { loadFederatedModule, RemoteNotInstalledError, RemoteUnavailableError } = await freshLoader();
    const failure = loadFederatedModule(fakeRuntime({}), 'mf_applicants/spa');
    await expect(failure).rejects.toBeInstanceOf(RemoteNotInstalledError);
    await expect(failure).rejects.toBeInstanceOf(RemoteUnavailableError);
    await expect(failure).rejects.toThrow('not installed in this deployment');
  });

  it('with fresh, reads /remotes.json again and registers the remote again with force', async () => {
    answerRemotesJson({ mf_users: '/remotes/mf_users/mf-manifest.json' });
    const { loadFederatedModule } = await freshLoader();
    const calls: { names: string[]; force: boolean }[] = [];
    const runtime: FederationRuntime = {
      registerRemotes: (remotes, options) => calls.push({ names: remotes.map((r) => r.name), force: options?.force === true }),
      loadRemote: async <T>() => ({ mount: 'yes' }) as T,
    };
    await loadFederatedModule(runtime, 'mf_users/spa');
    const fetchMock = answerRemotesJson({ mf_users: '/remotes/mf_users/mf-manifest.json', mf_exam: '/remotes/mf_exam/mf-manifest.json' });
    await loadFederatedModule(runtime, 'mf_users/spa', { fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      { names: ['mf_users'], force: false },
      { names: ['mf_exam'], force: false },
      { names: ['mf_users'], force: true },
    ]);
  });
});
