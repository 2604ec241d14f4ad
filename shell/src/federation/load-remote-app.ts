import { loadFederatedModule, type SpaLifecycles } from '@mizan/shared/browser';
import { shellRuntime } from './runtime';

/**
 * The single-spa lifecycles a remote exposes as `./spa`. The only way the
 * shell reaches a remote: through /remotes.json and its own runtime. `fresh`
 * starts over after a failure (re-read /remotes.json, re-register).
 */
export function loadRemoteApp(remote: string, options: { fresh?: boolean } = {}): Promise<SpaLifecycles> {
  return loadFederatedModule<SpaLifecycles>(shellRuntime, `${remote}/spa`, options);
}
