import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_ASSESSMENT_LANG,
  DEFAULT_NUMBER_OF_TRIALS,
  type Assessment,
  type AssessmentDraft,
  type AssessmentItem,
  type AssessmentLang,
  type Teacher,
} from '@mizan/shared';
import { injectSlice, sessionEnded } from '@mizan/shared/browser';

/**
 * The assessment builder's draft (SPEC §2 "Assessment builder"), a slice
 * injected into the one shared store and persisted with it (localStorage
 * 'state'), so a reload of /assessmentcomponent keeps what was typed.
 * 'Add Assessment' resets it, Edit loads admin/getexam.php into it, a
 * successful save resets it, and signing out empties it.
 */
export interface DraftFields {
  /** The assessment being edited; null for a new one. */
  id: number | null;
  name: string;
  lang: AssessmentLang;
  /** ISO instants, or null for no limit. */
  startdate: string | null;
  enddate: string | null;
  /** Assigned Reviewers (selectedteachers). */
  reviewers: Teacher[];
  /** Reviewers who may also edit; kept as loaded (the builder has no field for it). */
  editorIds: number[];
  /** null while the box is empty (saved as the default, 1). */
  nooftrials: number | null;
  istimed: boolean;
  /** Minutes; kept while Timed is off, sent only when it is on. */
  duration: number | null;
  grade: string;
  type: string;
  /** Group names (selectedgroups' groupname). */
  groups: string[];
  nextAssessmentId: number | null;
  showResults: boolean;
  allowResume: boolean;
  requireAccessCodes: boolean;
  open: boolean;
  /** ours: each applicant gets the questions in an order of their own. */
  shuffleQuestions: boolean;
  /** Fixed questions and draw slots. */
  questions: AssessmentItem[];
}

export interface DraftState {
  draft: DraftFields;
  /** Something was changed since the draft was reset or loaded. */
  dirty: boolean;
}

export function emptyDraft(): DraftFields {
  return {
    id: null,
    name: '',
    lang: DEFAULT_ASSESSMENT_LANG,
    startdate: null,
    enddate: null,
    reviewers: [],
    editorIds: [],
    nooftrials: DEFAULT_NUMBER_OF_TRIALS,
    istimed: false,
    duration: null,
    grade: '',
    type: '',
    groups: [],
    nextAssessmentId: null,
    showResults: false,
    allowResume: false,
    requireAccessCodes: false,
    open: true,
    shuffleQuestions: false,
    questions: [],
  };
}

export const initialDraftState: DraftState = { draft: emptyDraft(), dirty: false };

/** An assessment from admin/getexam.php as a draft. */
export function draftOf(assessment: Assessment): DraftFields {
  return {
    id: assessment.id,
    name: assessment.name,
    lang: assessment.lang,
    startdate: assessment.startdate,
    enddate: assessment.enddate,
    reviewers: assessment.selectedteachers.map(({ id, displayname }) => ({ id, displayname })),
    editorIds: assessment.editing_teachers_ids,
    nooftrials: assessment.nooftrials,
    istimed: assessment.istimed === 1,
    duration: assessment.duration,
    grade: assessment.grade,
    type: assessment.type,
    groups: assessment.selectedgroups.map((group) => group.groupname),
    nextAssessmentId: assessment.nextAssessmentId,
    showResults: assessment.showResults,
    allowResume: assessment.allowResume,
    requireAccessCodes: assessment.requireAccessCodes,
    open: assessment.open,
    shuffleQuestions: assessment.shuffleQuestions,
    questions: assessment.questions,
  };
}

/** What admin/addexam.php (or updateexam.php, with the id) is sent for this draft. */
export function payloadOf(draft: DraftFields): AssessmentDraft {
  const reviewerIds = draft.reviewers.map((reviewer) => reviewer.id);
  return {
    ...(draft.id !== null ? { id: draft.id } : {}),
    name: draft.name,
    lang: draft.lang,
    startdate: draft.startdate,
    enddate: draft.enddate,
    nooftrials: draft.nooftrials,
    istimed: draft.istimed ? 1 : 0,
    duration: draft.istimed ? draft.duration : null,
    grade: draft.grade,
    type: draft.type,
    selectedgroups: draft.groups.map((groupname) => ({ groupname })),
    selectedteachers: draft.reviewers,
    grading_teachers_ids: reviewerIds,
    editing_teachers_ids: draft.editorIds.filter((id) => reviewerIds.includes(id)),
    open: draft.open,
    nextAssessmentId: draft.nextAssessmentId,
    showResults: draft.showResults,
    allowResume: draft.allowResume,
    requireAccessCodes: draft.requireAccessCodes,
    shuffleQuestions: draft.shuffleQuestions,
    questions: draft.questions,
  };
}

export const draftSlice = createSlice({
  name: 'assessmentDraft',
  initialState: initialDraftState,
  reducers: {
    draftReset: () => ({ draft: emptyDraft(), dirty: false }),
    draftLoaded: (_state, action: PayloadAction<Assessment>) => ({ draft: draftOf(action.payload), dirty: false }),
    fieldsChanged: (state, action: PayloadAction<Partial<Omit<DraftFields, 'id' | 'questions'>>>) => {
      Object.assign(state.draft, action.payload);
      state.dirty = true;
    },
    questionAdded: (state, action: PayloadAction<AssessmentItem>) => {
      state.draft.questions.push(action.payload);
      state.dirty = true;
    },
    questionReplaced: (state, action: PayloadAction<AssessmentItem>) => {
      const index = state.draft.questions.findIndex((question) => question.id === action.payload.id);
      if (index === -1) state.draft.questions.push(action.payload);
      else state.draft.questions[index] = action.payload;
      state.dirty = true;
    },
    questionRemoved: (state, action: PayloadAction<string>) => {
      state.draft.questions = state.draft.questions.filter((question) => question.id !== action.payload);
      state.dirty = true;
    },
    /** Put the question `id` at place `to` (0-based), the others keeping their order. */
    questionMoved: (state, action: PayloadAction<{ id: string; to: number }>) => {
      const questions = state.draft.questions;
      const from = questions.findIndex((question) => question.id === action.payload.id);
      if (from === -1) return;
      const to = Math.max(0, Math.min(questions.length - 1, action.payload.to));
      if (from === to) return;
      const [moved] = questions.splice(from, 1);
      questions.splice(to, 0, moved);
      state.dirty = true;
    },
  },
  extraReducers: (builder) => {
    // Signing out leaves no draft behind (endSession also clears localStorage).
    builder.addCase(sessionEnded, () => initialDraftState);
  },
});

export const { draftReset, draftLoaded, fieldsChanged, questionAdded, questionReplaced, questionRemoved, questionMoved } =
  draftSlice.actions;

/**
 * A draft saved by an older build may lack a field added since: fill it from
 * an empty draft, once, so the reducers always see every field.
 */
function complete(state: DraftState | undefined): DraftState | undefined {
  if (state === undefined) return state;
  const fields = state.draft && typeof state.draft === 'object' ? state.draft : null;
  const whole = fields !== null && Object.keys(emptyDraft()).every((key) => key in fields) && Array.isArray(fields.questions);
  if (whole) return state;
  return {
    draft: { ...emptyDraft(), ...(fields ?? {}), questions: Array.isArray(fields?.questions) ? fields.questions : [] },
    dirty: Boolean(state.dirty),
  };
}

injectSlice({
  ...draftSlice,
  reducer: (state: DraftState | undefined, action: { type: string }) => draftSlice.reducer(complete(state), action),
} as typeof draftSlice);

/** The slice's state; it exists once injected, the fallback covers the instant before. */
export const selectDraftState = (state: unknown): DraftState =>
  (state as { assessmentDraft?: DraftState }).assessmentDraft ?? initialDraftState;
