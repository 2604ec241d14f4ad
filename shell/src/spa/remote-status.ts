import { useSyncExternalStore } from 'react';

/**
 * Where each remote stands, as the shell's frame needs to draw its area:
 * a spinner while it loads, its screen once mounted, a calm note when this
 * deployment does not include it, a "Try again" Result when it failed.
 */
export type RemoteState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'mounted' } | { kind: 'notInstalled' } | { kind: 'failed'; error: unknown; at: number };

const IDLE: RemoteState = { kind: 'idle' };
const states = new Map<string, RemoteState>();
const listeners = new Set<() => void>();

export function remoteState(remote: string): RemoteState {
  return states.get(remote) ?? IDLE;
}

export function setRemoteState(remote: string, state: RemoteState): void {
  states.set(remote, state);
  for (const listener of listeners) listener();
}

export function subscribeToRemoteStates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRemoteState(remote: string): RemoteState {
  return useSyncExternalStore(subscribeToRemoteStates, () => remoteState(remote));
}
