/**
 * mf_questions as the tests see it. The real path runs: our loader → shared
 * loadFederatedModule → /remotes.json → this container's registerRemotes and
 * loadRemote. Only @module-federation/enhanced/runtime is replaced: its
 * loadRemote requires the id, which jest maps to mf-questions' source
 * (jest.config.cjs: ^mf_questions/(.*)$), and `fetch` answers /remotes.json.
 */
export const federation = {
  /** Every registerRemotes call: the remotes and options. */
  registered: [] as { remotes: { name: string; entry: string }[]; options?: { force?: boolean } }[],
  /** Every loadRemote id, in order. */
  loads: [] as string[],
  /** While true, every load fails as a remote that is down does. */
  failing: false,
};

export const REMOTES_JSON = {
  mf_questions: '/remotes/mf_questions/mf-manifest.json',
  mf_assessments: '/remotes/mf_assessments/mf-manifest.json',
};

export function fakeFederationRuntime() {
  return {
    registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => {
      federation.registered.push({ remotes, options });
    },
    loadRemote: async (id: string) => {
      federation.loads.push(id);
      if (federation.failing) throw new Error(`Failed to fetch the manifest of ${id}`);
      return jest.requireActual(id) as unknown;
    },
  };
}

/** /remotes.json for loadFederatedModule (jsdom has no fetch). */
export function serveRemotesJson(): void {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (!url.endsWith('/remotes.json')) return { ok: false, status: 404, json: async () => ({}) } as Response;
    return { ok: true, status: 200, json: async () => REMOTES_JSON } as Response;
  }) as typeof fetch;
}

export function resetFederation(): void {
  federation.registered = [];
  federation.loads = [];
  federation.failing = false;
  serveRemotesJson();
}
