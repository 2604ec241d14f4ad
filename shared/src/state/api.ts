import { createApiClient } from '../api/client';
import { readCsrfProof } from '../session/session-cookie';
import { endSession } from './end-session';
import { store } from './store';

/** The API client every app uses: it sends the session's CSRF proof and ends the session on 401. */
export const api = createApiClient({
  hasSession: () => store.getState().session.unsignedToken !== null,
  getCsrfProof: () => readCsrfProof(),
  onSessionEnded: () => endSession(),
});
