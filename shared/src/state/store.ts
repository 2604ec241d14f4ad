import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { readSessionView } from '../session/session-cookie';
import { loadPersistedState, savePersistedState } from './persistence';
import { initialSessionState, sessionSlice, type SessionState } from './session-slice';

/**
 * The one redux store of every React root (ARCHITECTURE §5). `@mizan/shared`
 * is a Module Federation singleton, so the shell and every remote share it.
 * Remotes add their own slices with injectSlice; the staff entry adds the
 * serverData cache (server-data.ts) with injectSlice and addMiddleware, so
 * the applicant's page, which shares this module, never loads RTK Query.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();
const saved = loadPersistedState();
const notPersisted = new Set<string>();

function sessionFromCookie(): SessionState {
  return { ...initialSessionState, unsignedToken: readSessionView() };
}

const dynamicMiddleware = createDynamicMiddleware();

export const store = configureStore({
  reducer: rootReducer,
  preloadedState: { session: sessionFromCookie() },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(dynamicMiddleware.middleware),
});

/** Add a middleware to the running store (once per middleware; adding it again does nothing). */
export function addMiddleware(middleware: Middleware): void {
  dynamicMiddleware.addMiddleware(middleware as never);
}

let saveScheduled = false;
store.subscribe(() => {
  if (saveScheduled) return;
  saveScheduled = true;
  queueMicrotask(() => {
    saveScheduled = false;
    savePersistedState(store.getState() as Record<string, unknown>, notPersisted);
  });
});

/** A reducer that starts from the state saved before the last reload. */
function startingFrom<State>(reducer: Reducer<State>, savedState: unknown): Reducer<State> {
  return (state, action) => reducer(state === undefined && savedState !== undefined ? (savedState as State) : state, action);
}

/** What injectSlice takes: a Slice, or anything with a reducer and the path it lives at (an RTK Query api). */
export interface InjectableSlice<State> {
  reducerPath: string;
  reducer: Reducer<State>;
}

/**
 * Add a remote's slice to the store. Its saved state (if any) is restored;
 * pass persist: false for large lists that should not go to localStorage.
 */
export function injectSlice<State>(slice: InjectableSlice<State>, options: { persist?: boolean } = {}) {
  const persist = options.persist ?? true;
  if (!persist) notPersisted.add(slice.reducerPath);
  const reducer = persist ? startingFrom(slice.reducer, saved[slice.reducerPath]) : slice.reducer;
  const injected = rootReducer.inject({ reducerPath: slice.reducerPath, reducer } as never);
  // The new slice's state appears only once an action runs through the reducer.
  store.dispatch({ type: 'mizan/sliceInjected', payload: slice.reducerPath });
  return injected;
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
