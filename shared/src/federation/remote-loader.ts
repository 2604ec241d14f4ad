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
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`The ${remote} part of Mizan is not available right now.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * The remote is not listed in /remotes.json: this deployment does not include
 * it (yet). Still a RemoteUnavailableError, so callers that only know that
 * class keep working.
 */
export class RemoteNotInstalledError extends RemoteUnavailableError {
  constructor(remote: string) {
    super(remote);
    this.message = `The ${remote} part of Mizan is not installed in this deployment.`;
    this.name = 'RemoteNotInstalledError';
  }
}

export interface LoadOptions {
  /**
   * Start over after a failure: read /remotes.json again and register the
   * remote anew with the runtime, dropping whatever the runtime cached about
   * it (a failed manifest, a half-loaded entry).
   */
  fresh?: boolean;
}

let addresses: Promise<RemoteAddresses> | null = null;
/** Per runtime: the entry each remote was registered with. */
const registeredWith = new WeakMap<FederationRuntime['registerRemotes'], Map<string, string>>();

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

/** Forget the addresses read so far; the next load reads /remotes.json again. */
export function forgetRemoteAddresses(): void {
  addresses = null;
}

/**
 * Register with the caller's runtime every remote it has not seen, or has seen
 * at another address; `refresh` names a remote to register again regardless.
 */
function registerKnownRemotes(runtime: FederationRuntime, known: RemoteAddresses, refresh?: string): void {
  let seen = registeredWith.get(runtime.registerRemotes);
  if (!seen) {
    seen = new Map();
    registeredWith.set(runtime.registerRemotes, seen);
  }
  const added: { name: string; entry: string }[] = [];
  const replaced: { name: string; entry: string }[] = [];
  for (const [name, address] of Object.entries(known)) {
    const entry = new URL(address, window.location.href).href;
    const previous = seen.get(name);
    if (previous === undefined) added.push({ name, entry });
    else if (previous !== entry || name === refresh) replaced.push({ name, entry });
    seen.set(name, entry);
  }
  if (added.length > 0) runtime.registerRemotes(added);
  if (replaced.length > 0) runtime.registerRemotes(replaced, { force: true });
}

/** Load `remote/exposed` (e.g. 'mf_users/spa') through the caller's federation runtime. */
export async function loadFederatedModule<T>(runtime: FederationRuntime, id: string, options: LoadOptions = {}): Promise<T> {
  const remote = id.split('/')[0] ?? id;
  if (options.fresh) forgetRemoteAddresses();
  let known: RemoteAddresses;
  try {
    known = await remoteAddresses();
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (!known[remote]) throw new RemoteNotInstalledError(remote);
  registerKnownRemotes(runtime, known, options.fresh ? remote : undefined);
  try {
    const loaded = await runtime.loadRemote<T>(id);
    if (!loaded) throw new Error(`${id} loaded empty`);
    return loaded;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}
