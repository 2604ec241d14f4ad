import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HEADER_REQUIRED, QUESTION_SETUP_TITLE } from '@mizan/shared';
import { AppProviders, store } from '@mizan/shared/browser';
import { QuestionsApp } from '../QuestionsApp';
import { questionSaved, selectSandbox } from '../state/sandbox-slice';
import { trueOrFalse } from '../test/questions';
import { SANDBOX_NOTICE, SAVED_MESSAGE } from './SingleEditorPage';

// Only TrueOrFalse is registered here, so a route without a UI can be tested whatever the other types do.
jest.mock('../types/registry', () => {
  const { trueOrFalseUI } = jest.requireActual('../types/true-false');
  return {
    QUESTION_TYPE_UIS: { TrueOrFalse: trueOrFalseUI },
    questionTypeUI: (type: string) => (type === 'TrueOrFalse' ? trueOrFalseUI : undefined),
  };
});

// Each test renders the editor and up to three previews; generous on a busy machine.
jest.setTimeout(60_000);

function open(path: string) {
  window.history.pushState(null, '', path);
  return render(
    <AppProviders>
      <QuestionsApp />
    </AppProviders>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the single-editor routes', () => {
  it('opens the TrueOrFalse editor on /truefalse with its previews and the sandbox notice', () => {
    open('/truefalse');
    expect(screen.getByRole('heading', { name: 'True/False question' })).toBeInTheDocument();
    expect(screen.getByText(QUESTION_SETUP_TITLE)).toBeInTheDocument();
    expect(screen.getByText(SANDBOX_NOTICE)).toBeInTheDocument();
    for (const tab of ['Exam', 'Teacher grading', 'Student result']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(screen.getByText('Q 1')).toBeInTheDocument();
  });

  it('validates on Save with the error dialog and keeps nothing', async () => {
    open('/truefalse');
    const before = selectSandbox(store.getState()).saved.length;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    });
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm-error')).not.toBeNull());
    expect(document.querySelector('.ant-modal-confirm-content')).toHaveTextContent(HEADER_REQUIRED);
    expect(selectSandbox(store.getState()).saved).toHaveLength(before);
  });

  it('plays a sample answer in the exam preview into the grading previews', async () => {
    open('/truefalse');
    const examTab = screen.getByRole('tabpanel');
    fireEvent.click(within(examTab).getByRole('radio', { name: 'False' }));
    expect(within(examTab).getByRole('radio', { name: 'False' })).toBeChecked();
    fireEvent.click(screen.getByRole('tab', { name: 'Teacher grading' }));
    await waitFor(() => expect(screen.getByText('Automatic score of this answer: 0 / 0')).toBeInTheDocument());
  });

  it('switches the question to right to left', () => {
    const { container } = open('/truefalse');
    expect(container.querySelector('.mizan-question[dir="rtl"]')).toBeNull();
    fireEvent.click(screen.getByText('العربية'));
    expect(container.querySelectorAll('.mizan-question[dir="rtl"]').length).toBeGreaterThan(0);
  });

  it('shows a clear result on the route of a type whose UI is not registered', () => {
    open('/imagehighlight');
    expect(screen.getByText('The Highlight Image editor is not available yet')).toBeInTheDocument();
  });

  it('shows nothing on other paths', () => {
    const { container } = open('/dashboard/user');
    expect(container.querySelector('.mizan-single-editor')).toBeNull();
  });
});

describe('saving in the sandbox', () => {
  it('reopens a question from the practice list and saves the change with a success message', async () => {
    store.dispatch(questionSaved(trueOrFalse({ id: 'sandbox001', totalMark: '3' }, 'False')));
    open('/truefalse');
    const list = screen.getByText('Saved True/False questions (this browser)').closest('.ant-card') as HTMLElement;
    expect(within(list).getByText('The sun is a star.')).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: /Open/ }));
    fireEvent.change(screen.getByLabelText('Total mark'), { target: { value: '4' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    });
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    const saved = selectSandbox(store.getState()).saved;
    expect(saved[0]).toMatchObject({ id: 'sandbox001', totalMark: '4', headertxt: 'The sun is a star.' });
    expect(saved.filter((item) => item.id === 'sandbox001')).toHaveLength(1);
  });
});
