import { PERSISTED_STATE_KEY, sessionEnded } from '@mizan/shared/browser';
import { assessment, mcq, trueOrFalse } from '../test/fixtures';
import {
  draftLoaded,
  draftReset,
  draftSlice,
  emptyDraft,
  fieldsChanged,
  initialDraftState,
  payloadOf,
  questionAdded,
  questionMoved,
  questionRemoved,
  questionReplaced,
  type DraftState,
} from './draft-slice';

const reduce = (state: DraftState, ...actions: { type: string }[]) =>
  actions.reduce((next, action) => draftSlice.reducer(next, action), state);

describe('the draft slice', () => {
  it('loads an assessment from admin/getexam.php and sends it back the way the save calls read it', () => {
    const loaded = assessment(7, 'Grade 7 admission', {
      lang: 'Ar',
      istimed: 1,
      duration: 40,
      selectedteachers: [
        { id: 2, displayname: 'Sara Ahmed' },
        { id: 3, displayname: 'Omar Khaled' },
      ],
      grading_teachers_ids: [2, 3],
      editing_teachers_ids: [3],
      selectedgroups: [{ groupname: '7A' }],
      nextAssessmentId: 8,
      showResults: true,
    });
    const state = reduce(initialDraftState, draftLoaded(loaded));
    expect(state.dirty).toBe(false);
    expect(payloadOf(state.draft)).toEqual({
      id: 7,
      name: 'Grade 7 admission',
      lang: 'Ar',
      startdate: null,
      enddate: null,
      nooftrials: 1,
      istimed: 1,
      duration: 40,
      grade: '',
      type: '',
      selectedgroups: [{ groupname: '7A' }],
      selectedteachers: [
        { id: 2, displayname: 'Sara Ahmed' },
        { id: 3, displayname: 'Omar Khaled' },
      ],
      grading_teachers_ids: [2, 3],
      editing_teachers_ids: [3],
      open: true,
      nextAssessmentId: 8,
      showResults: true,
      allowResume: false,
      requireAccessCodes: false,
      shuffleQuestions: false,
      questions: loaded.questions,
    });
  });

  it('sends no duration while Timed is off (kept in the draft for when it is turned on again)', () => {
    const state = reduce(initialDraftState, fieldsChanged({ istimed: true, duration: 25 }), fieldsChanged({ istimed: false }));
    expect(state.draft.duration).toBe(25);
    expect(payloadOf(state.draft)).toMatchObject({ istimed: 0, duration: null });
  });

  it('drops an editor who is no longer a reviewer', () => {
    const loaded = reduce(
      initialDraftState,
      draftLoaded(assessment(7, 'x', { selectedteachers: [{ id: 3, displayname: 'Omar' }], editing_teachers_ids: [3] })),
    );
    const state = reduce(loaded, fieldsChanged({ reviewers: [{ id: 2, displayname: 'Sara' }] }));
    expect(payloadOf(state.draft)).toMatchObject({ grading_teachers_ids: [2], editing_teachers_ids: [] });
  });

  it('adds, replaces, moves and removes questions, and marks the draft changed', () => {
    const b = trueOrFalse({ id: 'tf00000002' });
    let state = reduce(initialDraftState, questionAdded(trueOrFalse()), questionAdded(mcq()), questionAdded(b));
    expect(state.dirty).toBe(true);
    state = reduce(state, questionMoved({ id: 'tf00000002', to: 0 }));
    expect(state.draft.questions.map((question) => question.id)).toEqual(['tf00000002', 'tf00000001', 'mcq0000001']);
    state = reduce(state, questionMoved({ id: 'tf00000002', to: 99 }));
    expect(state.draft.questions.map((question) => question.id)).toEqual(['tf00000001', 'mcq0000001', 'tf00000002']);
    state = reduce(state, questionReplaced(mcq({ totalMark: '9' })));
    expect(state.draft.questions[1].totalMark).toBe('9');
    state = reduce(state, questionRemoved('tf00000001'));
    expect(state.draft.questions.map((question) => question.id)).toEqual(['mcq0000001', 'tf00000002']);
  });

  it('is emptied by a reset and by the end of the session', () => {
    const edited = reduce(initialDraftState, fieldsChanged({ name: 'Half-built' }), questionAdded(mcq()));
    expect(reduce(edited, draftReset())).toEqual({ draft: emptyDraft(), dirty: false });
    expect(reduce(edited, sessionEnded())).toEqual(initialDraftState);
  });
});

describe('the draft after a reload', () => {
  afterEach(() => window.localStorage.clear());

  /** Load the store and the slice afresh, as a page reload does, with `saved` in localStorage. */
  function reloadWith(saved: unknown): DraftState {
    window.localStorage.setItem(PERSISTED_STATE_KEY, JSON.stringify(saved));
    let state: DraftState | undefined;
    jest.isolateModules(() => {
      const { store } = jest.requireActual('@mizan/shared/browser') as typeof import('@mizan/shared/browser');
      const { selectDraftState } = jest.requireActual('./draft-slice') as typeof import('./draft-slice');
      state = selectDraftState(store.getState());
    });
    if (!state) throw new Error('The slice did not load');
    return state;
  }

  it('starts from the draft saved before the reload', () => {
    const draft = { ...emptyDraft(), name: 'Saved before the reload', istimed: true, duration: 20, questions: [trueOrFalse()] };
    const state = reloadWith({ assessmentDraft: { draft, dirty: true } });
    expect(state.draft).toEqual(draft);
    expect(state.dirty).toBe(true);
  });

  it('fills in fields an older build did not save, and keeps the rest', () => {
    const state = reloadWith({ assessmentDraft: { draft: { name: 'Older draft', lang: 'Ar' }, dirty: true } });
    expect(state.draft).toEqual({ ...emptyDraft(), name: 'Older draft', lang: 'Ar' });
    // The reducers can work on it at once.
    expect(reduce(state, questionAdded(mcq())).draft.questions).toHaveLength(1);
  });
});
