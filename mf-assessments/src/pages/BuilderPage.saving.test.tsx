import { act, screen, waitFor, within } from '@testing-library/react';
import { PERSISTED_STATE_KEY, store } from '@mizan/shared/browser';
import { draftLoaded, fieldsChanged, questionAdded } from '../state/draft-slice';
import { fakeServer, ok, type FakeReply } from '../test/fake-api';
import { assessment, listItem, mcq, trueOrFalse } from '../test/fixtures';
import { dialogContent, dialogTitle, findConfirm, resetForTest, settle } from '../test/render-assessments';
import { draft, renderBuilder, submitButton, titleInput } from '../test/render-builder';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());

beforeEach(() => resetForTest());

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
