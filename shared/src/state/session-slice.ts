import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeTokenClaims, flagsFromClaims, isExpired } from '../domain/token';

/**
 * The signed-in staff member's session. Only the token is kept: role, flags
 * and names are read from its claims by the selectors below. Signing in
 * (its loading and failed states, SPEC §4) is the sign-in page's own state:
 * that page has no store, and the staff pages start from the cookie it leaves.
 */
export interface SessionState {
  token: string | null;
  gotData: boolean;
}

export const initialSessionState: SessionState = { token: null, gotData: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loginSucceeded(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.gotData = true;
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    sessionEnded() {
      return initialSessionState;
    },
  },
});

export const { loginSucceeded, tokenRefreshed, sessionEnded } = sessionSlice.actions;

type WithSession = { session: SessionState };

export const selectToken = (state: WithSession) => state.session.token;

export const selectClaims = createSelector([selectToken], (token) => (token ? decodeTokenClaims(token) : null));
export const selectIsSignedIn = createSelector([selectClaims], (claims) => !isExpired(claims));
export const selectFlags = createSelector([selectClaims], flagsFromClaims);
export const selectRoleId = createSelector([selectClaims], (claims) => (claims ? Number(claims.data?.userRole) || null : null));
export const selectUserName = createSelector([selectClaims], (claims) => claims?.data?.UserName ?? null);
export const selectDisplayName = createSelector([selectClaims], (claims) => claims?.data?.Name ?? null);
