import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The shell's Module Federation runtime plugin (ARCHITECTURE §3), wired in
 * through webpack.config.cjs. It runs before the shared modules are set up,
 * so it imports nothing but types.
 *
 * - A remote's mf-manifest.json is fetched with a time limit and tried again
 *   a couple of times when the network or the server fails (not on a 404:
 *   a missing file will not appear by asking again a moment later).
 * - A remote's remoteEntry.js that fails to load is tried again the same way.
 * - errorLoadRemote offers no fallback module, so a remote that cannot be
 *   loaded rejects with its error; the shell shows its "Try again" screen.
 */
export const ATTEMPTS = 3;
export const MANIFEST_TIMEOUT_MS = 10_000;
const RETRY_DELAY_MS = 300;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class ManifestFetchError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | null,
    cause?: unknown,
  ) {
    super(status === null ? `${url} could not be fetched` : `${url} answered ${status}`, { cause });
    this.name = 'ManifestFetchError';
  }

  get worthRetrying(): boolean {
    return this.status === null || this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

async function fetchOnce(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const abortWithCaller = () => controller.abort();
  init.signal?.addEventListener('abort', abortWithCaller);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new ManifestFetchError(url, response.status);
    return response;
  } catch (error) {
    throw error instanceof ManifestFetchError ? error : new ManifestFetchError(url, null, error);
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', abortWithCaller);
  }
}

/** fetch with a time limit per attempt, retried on network errors, time-outs and 5xx. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  options: { attempts?: number; timeoutMs?: number; delayMs?: number } = {},
): Promise<Response> {
  const { attempts = ATTEMPTS, timeoutMs = MANIFEST_TIMEOUT_MS, delayMs = RETRY_DELAY_MS } = options;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await fetchOnce(url, init, timeoutMs);
    } catch (error) {
      lastError = error;
      if (error instanceof ManifestFetchError && !error.worthRetrying) break;
      if (attempt < attempts) await wait(delayMs * attempt);
    }
  }
  throw lastError;
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorContext = Parameters<LoadEntryErrorHook>[0];
type RemoteEntry = Exclude<Awaited<ReturnType<LoadEntryErrorContext['getRemoteEntry']>>, false | void | undefined>;

/** Load a remote's remoteEntry.js again after it failed, a couple of times. */
async function retryRemoteEntry(context: LoadEntryErrorContext): Promise<RemoteEntry | undefined> {
  const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = context;
  for (let attempt = 2; attempt <= ATTEMPTS; attempt++) {
    await wait(RETRY_DELAY_MS * (attempt - 1));
    // The failed load is still recorded under this key; without removing it
    // the next attempt would wait on the same failure.
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (entry) return entry;
    } catch {
      // try again, or give up below
    }
  }
  return undefined;
}

export default function mizanRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mizan-remote-retry',

    fetch(url, init) {
      return fetchWithRetry(url, init);
    },

    loadEntryError(context) {
      // The hook is typed as a promise of a promise; resolving with the inner
      // promise is the same at run time as resolving with the entry.
      return new Promise<Promise<RemoteEntry | undefined> | undefined>((resolve) => resolve(retryRemoteEntry(context)));
    },

    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`Mizan could not load ${id} (${lifecycle}).`, error);
      return undefined;
    },
  };
}
