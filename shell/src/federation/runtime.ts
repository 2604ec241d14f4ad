import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from '@mizan/shared/browser';

/**
 * The shell container's own Module Federation runtime, handed to shared's
 * loadFederatedModule, which registers the remotes of /remotes.json with it.
 */
export const shellRuntime: FederationRuntime = { registerRemotes, loadRemote };
