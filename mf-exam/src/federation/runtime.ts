import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from '@mizan/shared/browser';

/** mf_exam's own Module Federation runtime: mf_questions is registered here (ARCHITECTURE §3). */
export const examRuntime: FederationRuntime = { registerRemotes, loadRemote };
