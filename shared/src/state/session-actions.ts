import { ApiError } from '../api/api-error';
import { PATHS } from '../routing/paths';
import type { LoginRequest } from '../validation/login';
import { LOGIN_FAILED, WRONG_CREDENTIALS } from '../validation/messages';
import { api } from './api';
import { endSession } from './end-session';
import { loginFailed, loginStarted, loginSucceeded, tokenRefreshed } from './session-slice';
import { store } from './store';

/** How a failed sign-in is shown: inline under the form, or in a dialog (SPEC §8). */
export type LoginOutcome =
  { ok: true } | { ok: false; kind: 'wrongCredentials'; message: string } | { ok: false; kind: 'exception'; message: string };

export async function signIn(credentials: LoginRequest): Promise<LoginOutcome> {
  store.dispatch(loginStarted());
  try {
    const answer = await api.call('login', credentials);
    store.dispatch(loginSucceeded(answer.data));
    return { ok: true };
  } catch (error) {
    const message = error instanceof ApiError ? error.message : LOGIN_FAILED;
    store.dispatch(loginFailed(message));
    if (error instanceof ApiError && error.status === 401) return { ok: false, kind: 'wrongCredentials', message: WRONG_CREDENTIALS };
    return { ok: false, kind: 'exception', message: message || LOGIN_FAILED };
  }
}

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
