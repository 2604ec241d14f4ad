import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { decodeTokenClaims, flagsFromClaims, isExpired } from '../domain/token';

/**
 * The signed-in staff member's session as scripts may know it: the
 * `quizsession` cookie, the token without its signature. Role, flags and
 * names are read from its claims by the selectors below; the signed token
 * stays in the HttpOnly `quiztoken` cookie, out of every script's reach.
 * Signing in (its loading and failed states, SPEC §4) is the sign-in page's
 * own state: that page has no store, and the staff pages start from the
 * cookies it leaves.
 */
export interface SessionState {
  unsignedToken: string | null;
  gotData: boolean;
}

export const initialSessionState: SessionState = { unsignedToken: null, gotData: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loginSucceeded(state, action: PayloadAction<string>) {
      state.unsignedToken = action.payload;
      state.gotData = true;
    },
    sessionRefreshed(state, action: PayloadAction<string>) {
      state.unsignedToken = action.payload;
    },
    sessionEnded() {
      return initialSessionState;
    },
  },
});

export const { loginSucceeded, sessionRefreshed, sessionEnded } = sessionSlice.actions;

type WithSession = { session: SessionState };

export const selectUnsignedToken = (state: WithSession) => state.session.unsignedToken;

export const selectClaims = createSelector([selectUnsignedToken], (view) => (view ? decodeTokenClaims(view) : null));
export const selectIsSignedIn = createSelector([selectClaims], (claims) => !isExpired(claims));
export const selectFlags = createSelector([selectClaims], flagsFromClaims);
export const selectRoleId = createSelector([selectClaims], (claims) => (claims ? Number(claims.data?.userRole) || null : null));
export const selectUserName = createSelector([selectClaims], (claims) => claims?.data?.UserName ?? null);
export const selectDisplayName = createSelector([selectClaims], (claims) => claims?.data?.Name ?? null);
