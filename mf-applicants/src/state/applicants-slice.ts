import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Applicant, LookupItem, ScoreColumn, YesNoChoice } from '@mizan/shared';
import { injectSlice, sessionEnded } from '@mizan/shared/browser';
import { fetchApplicantList } from './applicant-calls';
import { toFailure, type CallFailure } from './failure';

/**
 * The applicants screen's slice, injected into the one shared store
 * (ARCHITECTURE §5). Not persisted: 20,000 applicants with national IDs and
 * phone numbers have no place in a school computer's localStorage, and the
 * list is fetched on every visit anyway.
 */
export interface ApplicantsState {
  list: Applicant[];
  schools: LookupItem[];
  /** The assessments with graded attempts: one score column each. */
  scoreColumns: ScoreColumn[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  failure: CallFailure | null;
  gotData: boolean;
}

export const initialApplicantsState: ApplicantsState = { list: [], schools: [], scoreColumns: [], status: 'idle', failure: null, gotData: false };

/** `admin/getapplicant.php`: every applicant and the schools. */
export const loadApplicants = createAsyncThunk<Awaited<ReturnType<typeof fetchApplicantList>>, void, { rejectValue: CallFailure }>(
  'applicants/load',
  async (_, { rejectWithValue }) => {
    try {
      return await fetchApplicantList();
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
);

function indexOf(list: Applicant[], id: number): number {
  return list.findIndex((applicant) => applicant.id === id);
}

export const applicantsSlice = createSlice({
  name: 'applicants',
  initialState: initialApplicantsState,
  reducers: {
    /** An applicant added or updated through updateapp (the answer's record). */
    applicantSaved(state, action: PayloadAction<Applicant>) {
      const index = indexOf(state.list, action.payload.id);
      if (index === -1) state.list.push(action.payload);
      // A saved record carries no scores (they come from the assessments): the row keeps its own.
      else state.list[index] = { ...action.payload, scores: action.payload.scores ?? state.list[index].scores };
    },
    /** enrolled or competent saved on the server. */
    choiceSaved(state, action: PayloadAction<{ id: number; field: 'enrolled' | 'competent'; status: YesNoChoice }>) {
      const index = indexOf(state.list, action.payload.id);
      if (index !== -1) state.list[index][action.payload.field] = action.payload.status;
    },
    /** A submitted interview's parent score: the My Review (100) cell, without reloading. */
    interviewScored(state, action: PayloadAction<{ id: number; parent: number }>) {
      const index = indexOf(state.list, action.payload.id);
      if (index !== -1) state.list[index].interview = action.payload.parent;
    },
    /** Applicants added by an import; the list is reloaded after, this only avoids a flash. */
    applicantsAdded(state, action: PayloadAction<Applicant[]>) {
      for (const applicant of action.payload) {
        const index = indexOf(state.list, applicant.id);
        if (index === -1) state.list.push(applicant);
        else state.list[index] = applicant;
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadApplicants.pending, (state) => {
        state.status = 'loading';
        state.failure = null;
      })
      .addCase(loadApplicants.fulfilled, (state, action) => {
        state.list = action.payload.applicants;
        state.schools = action.payload.schools;
        state.scoreColumns = action.payload.scoreColumns;
        state.status = 'ready';
        state.gotData = true;
      })
      .addCase(loadApplicants.rejected, (state, action) => {
        state.status = 'failed';
        state.failure = action.payload ?? toFailure(action.error);
      })
      // Signing out leaves no applicant in memory.
      .addCase(sessionEnded, () => initialApplicantsState);
  },
});

export const { applicantSaved, choiceSaved, interviewScored, applicantsAdded } = applicantsSlice.actions;

injectSlice(applicantsSlice, { persist: false });

/** The slice's state; it exists once injected, the fallback covers the instant before. */
export const selectApplicants = (state: unknown): ApplicantsState =>
  (state as { applicants?: ApplicantsState }).applicants ?? initialApplicantsState;
