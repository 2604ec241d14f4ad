/**
 * Every cross-remote load goes through here (ARCHITECTURE §3). Production
 * builds carry no remote URLs: the addresses come from /remotes.json, read
 * once per page, and are registered with the Module Federation runtime of the
 * container that asks (each container bundles its own runtime instance, so
 * the caller passes its own registerRemotes and loadRemote).
 */
export interface FederationRuntime {
  registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void;
  loadRemote: <T>(id: string) => Promise<T | null | undefined>;
}

export type RemoteAddresses = Record<string, string>;

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string, cause?: unknown) {
    super(`The ${remote} part of Mizan is not available right now.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

let addresses: Promise<RemoteAddresses> | null = null;
const registeredWith = new WeakSet<FederationRuntime['registerRemotes']>();

/** The remote addresses of this deployment; a failed read is retried on the next call. */
export function remoteAddresses(url = '/remotes.json'): Promise<RemoteAddresses> {
  addresses ??= fetch(url, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as RemoteAddresses;
    })
    .catch((error: unknown) => {
      addresses = null;
      throw error;
    });
  return addresses;
}

/** Whether this deployment has the named remote at all (some arrive in later releases). */
export async function hasRemote(remote: string): Promise<boolean> {
  return remote in (await remoteAddresses());
}

/** Load `remote/exposed` (e.g. 'mf_users/spa') through the caller's federation runtime. */
export async function loadFederatedModule<T>(runtime: FederationRuntime, id: string): Promise<T> {
  const remote = id.split('/')[0] ?? id;
  let known: RemoteAddresses;
  try {
    known = await remoteAddresses();
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (!known[remote]) throw new RemoteUnavailableError(remote);
  if (!registeredWith.has(runtime.registerRemotes)) {
    runtime.registerRemotes(
      Object.entries(known).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
    );
    registeredWith.add(runtime.registerRemotes);
  }
  try {
    const loaded = await runtime.loadRemote<T>(id);
    if (!loaded) throw new Error(`${id} loaded empty`);
    return loaded;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}
