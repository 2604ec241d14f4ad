import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Question } from '@mizan/shared';
import { injectSlice, sessionEnded } from '@mizan/shared/browser';

/**
 * The single-editor routes (/mcq, /truefalse, …) are a sandbox: SPEC gives
 * them no server call, so a saved question is kept here, in the shared store
 * (and so in localStorage under 'state'), never sent to the server and never
 * added to an assessment. The list keeps the latest SANDBOX_LIMIT questions
 * and is emptied when the session ends (logout or an expired session).
 */
export const SANDBOX_LIMIT = 20;

export interface SandboxState {
  saved: Question[];
}

export const initialSandboxState: SandboxState = { saved: [] };

export const sandboxSlice = createSlice({
  name: 'questionSandbox',
  initialState: initialSandboxState,
  reducers: {
    questionSaved(state, action: PayloadAction<Question>) {
      const rest = state.saved.filter((question) => question.id !== action.payload.id);
      state.saved = [action.payload, ...rest].slice(0, SANDBOX_LIMIT);
    },
    questionRemoved(state, action: PayloadAction<string>) {
      state.saved = state.saved.filter((question) => question.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialSandboxState);
  },
});

export const { questionSaved, questionRemoved } = sandboxSlice.actions;

injectSlice(sandboxSlice);

export const selectSandbox = (state: unknown): SandboxState =>
  (state as { questionSandbox?: SandboxState }).questionSandbox ?? initialSandboxState;
