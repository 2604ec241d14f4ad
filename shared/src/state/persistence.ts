/**
 * The store is saved to localStorage under 'state' on each change, with every
 * slice's gotData flag reset to false (SPEC §4), so a reload fetches fresh
 * data. The session is never saved there: it comes from the cookies.
 */
export const PERSISTED_STATE_KEY = 'state';

type SliceStates = Record<string, unknown>;

export function loadPersistedState(storage: Storage = window.localStorage): SliceStates {
  try {
    const saved = storage.getItem(PERSISTED_STATE_KEY);
    const parsed: unknown = saved ? JSON.parse(saved) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SliceStates) : {};
  } catch {
    return {};
  }
}

function withoutFreshness(sliceState: unknown): unknown {
  if (!sliceState || typeof sliceState !== 'object' || Array.isArray(sliceState)) return sliceState;
  const copy: Record<string, unknown> = { ...(sliceState as Record<string, unknown>) };
  if ('gotData' in copy) copy.gotData = false;
  return copy;
}

export function toPersistedState(state: SliceStates, skipped: ReadonlySet<string>): SliceStates {
  const persisted: SliceStates = {};
  for (const [key, sliceState] of Object.entries(state)) {
    if (!skipped.has(key)) persisted[key] = withoutFreshness(sliceState);
  }
  const session = persisted.session as Record<string, unknown> | undefined;
  if (session) persisted.session = { ...session, unsignedToken: null };
  return persisted;
}

export function savePersistedState(state: SliceStates, skipped: ReadonlySet<string>, storage: Storage = window.localStorage) {
  try {
    storage.setItem(PERSISTED_STATE_KEY, JSON.stringify(toPersistedState(state, skipped)));
  } catch {
    // A full or disabled localStorage must never break the app; the state lives on in memory.
  }
}
