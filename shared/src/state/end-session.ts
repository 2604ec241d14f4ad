import { clearReadableSessionCookies } from '../session/session-cookie';
import { sessionEnded } from './session-slice';
import { store } from './store';

/** Forget the session in this browser: its readable cookies, localStorage and state (SPEC §4). */
export function endSession(): void {
  clearReadableSessionCookies();
  window.localStorage.clear();
  store.dispatch(sessionEnded());
}
