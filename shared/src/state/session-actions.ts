import { ApiError } from '../api/api-error';
import { PATHS } from '../routing/paths';
import { readSessionView } from '../session/session-cookie';
import { api } from './api';
import { endSession } from './end-session';
import { sessionRefreshed } from './session-slice';
import { store } from './store';

/** Logout from the menu: tell the server, forget the session, reload on the login page. */
export async function signOut(): Promise<void> {
  try {
    await api.call('logout');
  } catch {
    // Signing out must work offline too; the local session is cleared regardless.
  }
  endSession();
  window.location.assign(PATHS.login);
}

/**
 * Refresh the session so the menu shows the flags the user holds now. The
 * server re-sets the session cookies (it hands a browser's scripts no token)
 * and the menu is drawn from the fresh `quizsession`. A failed refresh clears
 * the session and reloads (SPEC §4); a network error keeps it.
 */
export async function refreshRoles(): Promise<void> {
  if (store.getState().session.unsignedToken === null) return;
  try {
    await api.call('refreshRoles', {});
    const refreshed = readSessionView();
    if (refreshed) {
      store.dispatch(sessionRefreshed(refreshed));
      return;
    }
  } catch (error) {
    if (error instanceof ApiError && error.isNetworkError) return;
  }
  endSession();
  window.location.reload();
}
