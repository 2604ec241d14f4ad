import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HEADER_REQUIRED } from '@mizan/shared';
import { store } from '@mizan/shared/browser';
import { questionAdded } from '../state/draft-slice';
import { federation } from '../test/federation';
import { mcq, trueOrFalse } from '../test/fixtures';
import { dialogContent, dialogTitle, findConfirm, resetForTest } from '../test/render-assessments';
import { draft, renderBuilder, titleInput } from '../test/render-builder';
import { NO_TYPE_SELECTED } from './BuilderPage';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());

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
      'Numerical',
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
