import { createApiClient } from '../api/client';
import { endSession } from './end-session';
import { store } from './store';

/** The API client every app uses: it sends the session token and ends the session on 401. */
export const api = createApiClient({
  getToken: () => store.getState().session.token,
  onSessionEnded: () => endSession(),
});
