import { RemoteNotInstalledError, selectFlags, selectIsSignedIn, store, type SpaLifecycles, type SpaProps } from '@mizan/shared/browser';
import {
  LOAD_ERROR,
  SKIP_BECAUSE_BROKEN,
  addErrorHandler,
  getAppStatus,
  registerApplication,
  start,
  triggerAppChange,
  unregisterApplication,
  type LifeCycles,
} from 'single-spa';
import { loadRemoteApp } from '../federation/load-remote-app';
import { appOutlet } from '../frame/app-outlet';
import { matchesRoute } from '../routing/match-route';
import { missingFlagFor } from '../routing/route-access';
import { REMOTE_APPS, type RemoteApp } from './remote-apps';
import { setRemoteState } from './remote-status';

/**
 * The single-spa root config (ARCHITECTURE §4): one application per remote of
 * REMOTE_APPS, active on its routes, loaded through /remotes.json, mounted
 * into the frame's content area. Failures stay in that area: the frame reads
 * remote-status and shows a Result with "Try again" (retryRemote).
 */
type ShellProps = { domElementGetter: () => HTMLElement };

/** single-spa loads again an app whose load failed only 200 ms after the failure. */
const SINGLE_SPA_LOAD_RETRY_MS = 200;

/** Remotes whose last load failed: the next load starts over (fresh). */
const failedBefore = new Set<string>();
/** How many loads each remote has started, to tell whether a retry really began. */
const loadsStarted = new Map<string, number>();
/** When single-spa recorded each remote's last failed load. */
const loadFailedAt = new Map<string, number>();

export function isActive(app: RemoteApp, location: Pick<Location, 'pathname'>): boolean {
  if (!app.routes.some((route) => matchesRoute(route, location.pathname))) return false;
  // Staff remotes never load for an anonymous visitor (the guard sends them to /login), nor on a page the user may not open.
  if (app.audience === 'public') return true;
  const state = store.getState();
  return selectIsSignedIn(state) && missingFlagFor(location.pathname, selectFlags(state)) === null;
}

/** The remote's lifecycles, reporting their progress to remote-status. */
function observed(remote: string, lifecycles: SpaLifecycles): LifeCycles<ShellProps> {
  return {
    bootstrap: (props) => lifecycles.bootstrap(props as SpaProps),
    mount: async (props) => {
      setRemoteState(remote, { kind: 'loading' });
      await lifecycles.mount(props as SpaProps);
      setRemoteState(remote, { kind: 'mounted' });
    },
    unmount: async (props) => {
      await lifecycles.unmount(props as SpaProps);
      setRemoteState(remote, { kind: 'idle' });
    },
  };
}

async function loadApp(app: RemoteApp): Promise<LifeCycles<ShellProps>> {
  loadsStarted.set(app.remote, (loadsStarted.get(app.remote) ?? 0) + 1);
  setRemoteState(app.remote, { kind: 'loading' });
  try {
    const lifecycles = await loadRemoteApp(app.remote, { fresh: failedBefore.has(app.remote) });
    failedBefore.delete(app.remote);
    return observed(app.remote, lifecycles);
  } catch (error) {
    failedBefore.add(app.remote);
    setRemoteState(
      app.remote,
      error instanceof RemoteNotInstalledError ? { kind: 'notInstalled' } : { kind: 'failed', error, at: Date.now() },
    );
    throw error;
  }
}

function register(app: RemoteApp): void {
  registerApplication<ShellProps>({
    name: app.remote,
    app: () => loadApp(app),
    activeWhen: (location) => isActive(app, location),
    customProps: { domElementGetter: appOutlet },
  });
}

/** A remote that loaded but threw while bootstrapping, mounting or unmounting. */
function onAppError(error: Error & { appOrParcelName: string }): void {
  const remote = error.appOrParcelName;
  if (!REMOTE_APPS.some((app) => app.remote === remote)) {
    console.error(error);
    return;
  }
  if (getAppStatus(remote) === LOAD_ERROR) {
    // loadApp already showed the failure; single-spa has just stamped its time.
    loadFailedAt.set(remote, Date.now());
    return;
  }
  console.error(`The ${remote} part of Mizan failed`, error);
  setRemoteState(remote, { kind: 'failed', error, at: Date.now() });
}

let started = false;

/** Register every remote and start single-spa; once per page. */
export function startRootConfig(): void {
  if (started) return;
  started = true;
  addErrorHandler(onAppError);
  for (const app of REMOTE_APPS) register(app);
  start({ urlRerouteOnly: true });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * "Try again" in a remote's area: really load it again. A load that failed
 * is retried by single-spa on a reroute once 200 ms have passed since the
 * failure (our loader then starts over with a fresh read of /remotes.json);
 * a remote that broke while mounting is unregistered and registered anew,
 * which loads and mounts it again.
 */
export async function retryRemote(remote: string): Promise<void> {
  const app = REMOTE_APPS.find((candidate) => candidate.remote === remote);
  if (!app) return;
  setRemoteState(remote, { kind: 'loading' });
  const status = getAppStatus(remote);
  if (status === SKIP_BECAUSE_BROKEN) {
    await unregisterApplication(remote);
    register(app);
    return;
  }
  if (status !== LOAD_ERROR) {
    await triggerAppChange();
    return;
  }
  const before = loadsStarted.get(remote) ?? 0;
  for (let round = 0; round < 10 && (loadsStarted.get(remote) ?? 0) === before; round++) {
    if (!isActive(app, window.location)) return;
    const since = Date.now() - (loadFailedAt.get(remote) ?? 0);
    await wait(Math.max(0, SINGLE_SPA_LOAD_RETRY_MS + 10 - since));
    await triggerAppChange();
  }
}
