import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from '@mizan/shared/browser';

/**
 * This container's own Module Federation runtime. mf_assessments bundles its
 * own runtime instance, so the remotes it loads (mf_questions) are registered
 * here, not in the shell's (ARCHITECTURE §3): a nested load then works when
 * every remote sits on a different origin.
 */
export const assessmentsRuntime: FederationRuntime = { registerRemotes, loadRemote };
