import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ASSESSMENT_TITLE_REQUIRED,
  DURATION_MIN_MESSAGE,
  END_AFTER_START_MESSAGE,
  HEADER_REQUIRED,
  TOTAL_MARK_REQUIRED,
  TRIALS_MIN_MESSAGE,
  questionMessage,
} from '@mizan/shared';
import { PERSISTED_STATE_KEY, store } from '@mizan/shared/browser';
import { draftLoaded, fieldsChanged, questionAdded, selectDraftState } from '../state/draft-slice';
import { fakeServer, ok, type FakeReply } from '../test/fake-api';
import { federation } from '../test/federation';
import { assessment, listItem, mcq, trueOrFalse } from '../test/fixtures';
import {
  chooseOption,
  dialogContent,
  dialogTitle,
  findConfirm,
  renderAssessmentsApp,
  resetForTest,
  settle,
} from '../test/render-assessments';
import { NO_TYPE_SELECTED } from './BuilderPage';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());
const draft = () => selectDraftState(store.getState()).draft;

function serveLookups() {
  fakeServer.on(
    'admin/getteachers.php',
    ok([
      { id: 2, displayname: 'Sara Ahmed' },
      { id: 3, displayname: 'Omar Khaled' },
    ]),
  );
  fakeServer.on('admin/getgrades.php', ok([{ id: 1, name: 'Grade 7' }]));
  fakeServer.on('admin/getgroups.php', ok([{ id: 1, name: 'Boys', groupname: 'Boys' }]));
  fakeServer.on('admin/getgradesubject.php', ok({ subjects: [], groups: [{ id: 2, name: '7A', groupname: '7A' }] }));
  fakeServer.on('admin/getexams.php', ok([listItem(8, 'Interview day')]));
}

function renderBuilder() {
  serveLookups();
  return renderAssessmentsApp('/assessmentcomponent');
}

const submitButton = () => screen.getByRole('button', { name: /Submit exam$/ });
const titleInput = () => screen.getByLabelText('Title');

beforeEach(() => resetForTest());

describe('the builder: menu and question editors', () => {
  it('lists the question types with their labels, and asks for one while none is chosen', async () => {
    renderBuilder();
    const menu = screen.getByRole('navigation', { name: 'Question types' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'True/False',
      'Multiple Choice',
      'RIASEC',
      'Matching',
      'Ordering',
      'Short Answer/Essay',
      'Audio',
      'Video',
      'File Upload',
      'Highlight Image',
      'Fill the blank',
      'Label',
    ]);
    expect(screen.getByText(NO_TYPE_SELECTED)).toBeInTheDocument();
    // mf_questions' registry is loaded through this container's runtime, addresses from /remotes.json.
    await waitFor(() => expect(federation.loads).toContain('mf_questions/registry'));
    expect(federation.registered[0].remotes).toContainEqual({
      name: 'mf_questions',
      entry: 'http://localhost/remotes/mf_questions/mf-manifest.json',
    });
  });

  it("opens mf_questions' editor for a type in a modal; its own checks run, and Cancel adds nothing", async () => {
    const { user } = renderBuilder();
    await user.click(screen.getByRole('menuitem', { name: 'True/False' }));

    const editor = await screen.findByRole('dialog', { name: 'True/False question' });
    expect(screen.queryByText(NO_TYPE_SELECTED)).not.toBeInTheDocument();
    expect(screen.getByText('Adding a True/False question…')).toBeInTheDocument();
    expect(federation.loads).toContain('mf_questions/QuestionEditor');

    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    const error = await findConfirm('error');
    expect(dialogTitle(error)).toBe('error');
    expect(dialogContent(error)).toBe(HEADER_REQUIRED);
    await user.click(within(error).getByRole('button', { name: 'OK' }));

    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText(NO_TYPE_SELECTED)).toBeInTheDocument());
    expect(draft().questions).toEqual([]);
  });

  it('Edit opens a question in its editor and Save replaces it in the list', async () => {
    store.dispatch(questionAdded(trueOrFalse()));
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));

    const editor = await screen.findByRole('dialog', { name: 'True/False question' });
    await user.click(within(editor).getByRole('button', { name: 'Go to Answer mode' }));
    // The type's answer-key part arrives in its own chunk of mf_questions.
    await user.click(await within(editor).findByRole('radio', { name: 'False' }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByText(NO_TYPE_SELECTED)).toBeInTheDocument());
    expect(draft().questions).toHaveLength(1);
    const [saved] = draft().questions;
    if (saved.type !== 'TrueOrFalse') throw new Error(`A ${saved.type} question was saved`);
    expect(saved.options.map((option) => option.isTrue)).toEqual([false, true]);
  });

  it('shows a Result with Try again in the editor area when mf_questions cannot be loaded, and loads it on Try again', async () => {
    federation.failing = true;
    const { user } = renderBuilder();
    await user.click(screen.getByRole('menuitem', { name: 'Multiple Choice' }));

    const area = screen.getByTestId('editor-area');
    expect(await within(area).findByText('The question editor could not be loaded')).toBeInTheDocument();
    // The rest of the builder keeps working.
    expect(titleInput()).toBeEnabled();

    federation.failing = false;
    const registrations = federation.registered.length;
    await user.click(within(area).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Multiple Choice question' })).toBeInTheDocument();
    // Try again starts over: /remotes.json read again and mf_questions registered anew (force).
    expect(federation.registered.slice(registrations)).toContainEqual({
      remotes: [{ name: 'mf_questions', entry: 'http://localhost/remotes/mf_questions/mf-manifest.json' }],
      options: { force: true },
    });
  });
});

describe('the builder: the question list', () => {
  beforeEach(() => {
    store.dispatch(questionAdded(trueOrFalse()));
    store.dispatch(questionAdded(mcq()));
    store.dispatch(questionAdded(trueOrFalse({ id: 'tf00000002', headertxt: 'Water is wet.' })));
  });

  const headers = () => screen.getAllByTestId('question-header').map((header) => header.textContent);

  it('shows each question by its header, type and mark', async () => {
    renderBuilder();
    expect(headers()).toEqual(['The sun is a star.', 'Which are prime numbers?', 'Water is wet.']);
    const first = screen.getByRole('listitem', { name: 'Question 1' });
    expect(within(first).getByText('True/False')).toBeInTheDocument();
    expect(within(first).getByText('2 marks')).toBeInTheDocument();
  });

  it('moves a question with Move up / Move down, the first up and the last down disabled, focus kept', async () => {
    const { user } = renderBuilder();
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move question 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move question 1 down' }));
    expect(headers()).toEqual(['Which are prime numbers?', 'The sun is a star.', 'Water is wet.']);
    expect(screen.getByRole('button', { name: 'Move question 2 down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move question 3 up' }));
    expect(headers()).toEqual(['Which are prime numbers?', 'Water is wet.', 'The sun is a star.']);
    expect(draft().questions.map((question) => question.id)).toEqual(['mcq0000001', 'tf00000002', 'tf00000001']);
  });

  it('moves a question by dragging it onto another', async () => {
    renderBuilder();
    const dataTransfer = {
      setData: () => undefined,
      getData: () => '',
      setDragImage: () => undefined,
      dropEffect: 'move',
      effectAllowed: 'all',
      types: [],
      files: [],
      items: [],
    };
    const dragged = screen.getByTestId('question-row-tf00000002');
    const target = screen.getByTestId('question-row-tf00000001');
    act(() => {
      fireEvent.dragStart(dragged, { dataTransfer });
      fireEvent.dragEnter(target, { dataTransfer });
      fireEvent.dragOver(target, { dataTransfer });
      fireEvent.drop(target, { dataTransfer });
      fireEvent.dragEnd(dragged, { dataTransfer });
    });
    await waitFor(() => expect(headers()).toEqual(['Water is wet.', 'The sun is a star.', 'Which are prime numbers?']));
  });

  it('deletes a question after its confirm', async () => {
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Delete question 2' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete question 2?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(headers()).toEqual(['The sun is a star.', 'Water is wet.']));
  });
});

describe('the builder: setup fields and their rules', () => {
  it("keeps 'Submit exam' disabled while the title is empty or blank", async () => {
    const { user } = renderBuilder();
    expect(submitButton()).toBeDisabled();
    await user.type(titleInput(), '   ');
    expect(submitButton()).toBeDisabled();
    await user.type(titleInput(), 'Grade 7 admission');
    expect(submitButton()).toBeEnabled();
    await user.clear(titleInput());
    expect(submitButton()).toBeDisabled();
  });

  it('shows Duration in minutes only while Timed is checked', async () => {
    const { user } = renderBuilder();
    expect(screen.queryByLabelText('Duration in minutes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Timed' }));
    expect(screen.getByLabelText('Duration in minutes')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Timed' }));
    expect(screen.queryByLabelText('Duration in minutes')).not.toBeInTheDocument();
  });

  it('starts with English, one trial, not timed; Language is English=En or Arabic=Ar', async () => {
    const { user } = renderBuilder();
    expect(screen.getByLabelText('Number of trials')).toHaveValue('1');
    expect(screen.getByRole('checkbox', { name: 'Timed' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Arabic' }));
    expect(draft().lang).toBe('Ar');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(draft().lang).toBe('En');
  });

  it("says what is wrong with the shared rules' messages", async () => {
    const { user } = renderBuilder();
    // Title: once touched.
    expect(screen.queryByText(ASSESSMENT_TITLE_REQUIRED)).not.toBeInTheDocument();
    await user.click(titleInput());
    await user.tab();
    expect(await screen.findByText(ASSESSMENT_TITLE_REQUIRED)).toBeInTheDocument();

    const trials = screen.getByLabelText('Number of trials');
    await user.clear(trials);
    await user.type(trials, '0');
    expect(await screen.findByText(TRIALS_MIN_MESSAGE)).toBeInTheDocument();
    await user.clear(trials);
    await user.type(trials, '2');
    await waitFor(() => expect(screen.queryByText(TRIALS_MIN_MESSAGE)).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: 'Timed' }));
    expect(await screen.findByText(DURATION_MIN_MESSAGE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Duration in minutes'), '45');
    await waitFor(() => expect(screen.queryByText(DURATION_MIN_MESSAGE)).not.toBeInTheDocument());

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-06-10T09:00' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-06-01T09:00' } });
    expect(await screen.findByText(END_AFTER_START_MESSAGE)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-06-20T17:30' } });
    await waitFor(() => expect(screen.queryByText(END_AFTER_START_MESSAGE)).not.toBeInTheDocument());
    expect(draft().startdate).toBe(new Date(2026, 5, 10, 9, 0).toISOString());
    expect(draft().enddate).toBe(new Date(2026, 5, 20, 17, 30).toISOString());
  });

  it("marks a question the save rules refuse, and 'Submit exam' shows the first message in an 'error' dialog without saving", async () => {
    store.dispatch(questionAdded(trueOrFalse()));
    store.dispatch(questionAdded(mcq({ totalMark: '' })));
    const { user } = renderBuilder();
    const message = questionMessage(2, TOTAL_MARK_REQUIRED);
    expect(within(screen.getByRole('listitem', { name: 'Question 2' })).getByText(message)).toBeInTheDocument();

    await user.type(titleInput(), 'Grade 7 admission');
    await user.click(submitButton());
    const error = await findConfirm('error');
    expect(dialogTitle(error)).toBe('error');
    expect(dialogContent(error)).toBe(message);
    expect(document.querySelector('.ant-modal-confirm-confirm')).toBeNull();
    expect(fakeServer.requestsTo('admin/addexam.php')).toHaveLength(0);
  });

  it('offers the teachers of admin/getteachers.php as Assigned Reviewers, and the groups of the chosen grade', async () => {
    const { user } = renderBuilder();
    await chooseOption(user, screen.getByLabelText('Assigned Reviewers'), 'Omar Khaled');
    expect(draft().reviewers).toEqual([{ id: 3, displayname: 'Omar Khaled' }]);

    await chooseOption(user, screen.getByLabelText('Grade'), 'Grade 7');
    expect(draft().grade).toBe('Grade 7');
    await waitFor(() => expect(fakeServer.requestsTo('admin/getgradesubject.php')[0]?.data).toEqual({ grade: 'Grade 7' }));
    await chooseOption(user, screen.getByLabelText('Groups'), '7A');
    expect(draft().groups).toEqual(['7A']);

    await chooseOption(user, screen.getByLabelText('Next assessment'), 'Interview day');
    expect(draft().nextAssessmentId).toBe(8);
  });
});

describe('the builder: saving', () => {
  function fillValidDraft() {
    store.dispatch(questionAdded(trueOrFalse()));
    store.dispatch(questionAdded(mcq()));
    store.dispatch(fieldsChanged({ istimed: true, duration: 30, reviewers: [{ id: 2, displayname: 'Sara Ahmed' }] }));
  }

  it('confirms, shows a spinner while saving, then the server’s message; the draft is reset and the list shown', async () => {
    fillValidDraft();
    let answer: (reply: FakeReply) => void = () => undefined;
    fakeServer.on('admin/addexam.php', () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderBuilder();
    await user.type(titleInput(), 'Grade 7 admission');
    await user.click(screen.getByRole('checkbox', { name: 'Show results to applicants after grading' }));

    await user.click(submitButton());
    const confirm = await findConfirm('confirm');
    expect(dialogTitle(confirm)).toBe('Are you sure publishing this exam?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(document.querySelector('.ant-spin-fullscreen.ant-spin-spinning')).not.toBeNull());
    expect(screen.getByText('Saving the assessment…')).toBeInTheDocument();
    const [request] = fakeServer.requestsTo('admin/addexam.php');
    expect(request.data).toMatchObject({
      name: 'Grade 7 admission',
      lang: 'En',
      nooftrials: 1,
      istimed: 1,
      duration: 30,
      selectedteachers: [{ id: 2, displayname: 'Sara Ahmed' }],
      grading_teachers_ids: [2],
      showResults: true,
      allowResume: false,
    });
    expect((request.data as { questions: { id: string }[] }).questions.map((question) => question.id)).toEqual([
      'tf00000001',
      'mcq0000001',
    ]);
    expect(request.data).not.toHaveProperty('id');

    fakeServer.on('admin/getexams.php', ok([listItem(9, 'Grade 7 admission')]));
    await act(async () =>
      answer({ status: 200, body: { data: assessment(9, 'Grade 7 admission'), msg: 'Assessment added successfully.' } }),
    );

    const success = await findConfirm('success');
    expect(dialogContent(success)).toBe('Assessment added successfully.');
    expect(window.location.pathname).toBe('/dashboard/assessments');
    expect(draft().name).toBe('');
    expect(draft().questions).toEqual([]);
    expect(document.querySelector('.ant-spin-fullscreen.ant-spin-spinning')).toBeNull();
  });

  it('sends an edited assessment to admin/updateexam.php with its id', async () => {
    store.dispatch(draftLoaded(assessment(7, 'Grade 7 admission')));
    fakeServer.on('admin/updateexam.php', ok(assessment(7, 'Grade 7 admission, 2026'), 'Assessment updated successfully.'));
    const { user } = renderBuilder();
    expect(screen.getByRole('heading', { name: 'Edit assessment: Grade 7 admission' })).toBeInTheDocument();
    await user.type(titleInput(), ', 2026');
    await user.click(submitButton());
    await user.click(within(await findConfirm('confirm')).getByRole('button', { name: 'Yes' }));

    expect(dialogContent(await findConfirm('success'))).toBe('Assessment updated successfully.');
    expect(fakeServer.requestsTo('admin/updateexam.php')[0].data).toMatchObject({ id: 7, name: 'Grade 7 admission, 2026' });
    expect(fakeServer.requestsTo('admin/addexam.php')).toHaveLength(0);
  });

  it('keeps the draft and the page when the server refuses, and shows its message', async () => {
    fillValidDraft();
    fakeServer.on('admin/addexam.php', { status: 400, body: { msg: 'Grade must be one of the grades list.' } });
    const { user } = renderBuilder();
    await user.type(titleInput(), 'Grade 7 admission');
    await user.click(submitButton());
    await user.click(within(await findConfirm('confirm')).getByRole('button', { name: 'Yes' }));

    const error = await findConfirm('error');
    expect(dialogContent(error)).toBe('Grade must be one of the grades list.');
    expect(window.location.pathname).toBe('/assessmentcomponent');
    expect(draft().name).toBe('Grade 7 admission');
    expect(draft().questions).toHaveLength(2);
  });

  it('saves nothing when the confirm is answered No', async () => {
    fillValidDraft();
    const { user } = renderBuilder();
    await user.type(titleInput(), 'Grade 7 admission');
    await user.click(submitButton());
    await user.click(within(await findConfirm('confirm')).getByRole('button', { name: 'No' }));
    await settle();
    expect(fakeServer.requestsTo('admin/addexam.php')).toHaveLength(0);
    expect(window.location.pathname).toBe('/assessmentcomponent');
  });
});

describe('the builder: the draft survives a reload', () => {
  it("is saved to localStorage 'state' as it is typed", async () => {
    const { user } = renderBuilder();
    await user.type(titleInput(), 'Half-built');
    await user.click(screen.getByRole('checkbox', { name: 'Timed' }));
    await settle();
    const saved = JSON.parse(window.localStorage.getItem(PERSISTED_STATE_KEY) ?? '{}');
    expect(saved.assessmentDraft.draft).toMatchObject({ name: 'Half-built', istimed: true });
    expect(saved.assessmentDraft.dirty).toBe(true);
  });
});
