import { ApiError } from '../api/api-error';
import { PATHS } from '../routing/paths';
import { api } from './api';
import { endSession } from './end-session';
import { tokenRefreshed } from './session-slice';
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
 * Refresh the token so the menu shows the flags the user holds now. A failed
 * refresh clears the token and reloads (SPEC §4); a network error keeps it.
 */
export async function refreshRoles(): Promise<void> {
  const token = store.getState().session.token;
  if (!token) return;
  try {
    const answer = await api.call('refreshRoles', { token });
    if (answer.data) {
      store.dispatch(tokenRefreshed(answer.data));
      return;
    }
  } catch (error) {
    if (error instanceof ApiError && error.isNetworkError) return;
  }
  endSession();
  window.location.reload();
}
