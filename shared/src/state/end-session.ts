import { clearSessionCookie } from '../session/session-cookie';
import { sessionEnded } from './session-slice';
import { store } from './store';

/** Forget the session in this browser: cookie, localStorage and state (SPEC §4). */
export function endSession(): void {
  clearSessionCookie();
  window.localStorage.clear();
  store.dispatch(sessionEnded());
}
