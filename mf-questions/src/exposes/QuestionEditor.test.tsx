import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  CORRECT_ANSWER_REQUIRED,
  HEADER_REQUIRED,
  TOTAL_MARK_REQUIRED,
  VALIDATION_DIALOG_TITLE,
  newQuestion,
  type Question,
} from '@mizan/shared';
import { trueOrFalse } from '../test/questions';
import { preloadEveryTypePart } from '../types/type-parts';
import { QuestionEditor } from './QuestionEditor';

// Each type's parts arrive in their own chunks; loaded ahead, they render at once.
beforeAll(() => preloadEveryTypePart());

function renderEditor(question: Question) {
  const onSave = jest.fn();
  const onCancel = jest.fn();
  render(<QuestionEditor open question={question} onSave={onSave} onCancel={onCancel} />);
  return { onSave, onCancel };
}

/** The open confirm dialog is titled 'error' and says `message`. */
async function errorDialogSays(message: string) {
  const dialog = await waitFor(() => {
    const found = document.querySelector('.ant-modal-confirm-error');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  expect(dialog.querySelector('.ant-modal-confirm-title')).toHaveTextContent(new RegExp(`^${VALIDATION_DIALOG_TITLE}$`));
  expect(dialog.querySelector('.ant-modal-confirm-content')).toHaveTextContent(message);
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

jest.setTimeout(30_000);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('QuestionEditor: save-time validation (SPEC §5, TrueOrFalse order)', () => {
  it(`'${HEADER_REQUIRED}' for a new question`, async () => {
    const { onSave } = renderEditor(newQuestion('TrueOrFalse'));
    await save();
    await errorDialogSays(HEADER_REQUIRED);
    expect(onSave).not.toHaveBeenCalled();
  });

  it(`'${TOTAL_MARK_REQUIRED}' once the header is written`, async () => {
    const { onSave } = renderEditor(trueOrFalse({ totalMark: '' }, null));
    await save();
    await errorDialogSays(TOTAL_MARK_REQUIRED);
    expect(onSave).not.toHaveBeenCalled();
  });

  it(`'${CORRECT_ANSWER_REQUIRED}' until the answer is chosen in answer mode, then saves`, async () => {
    const { onSave } = renderEditor(trueOrFalse({ headertxt: '' }, null));
    await save();
    await errorDialogSays(CORRECT_ANSWER_REQUIRED);
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to Answer mode' }));
    expect(screen.getByText('Correct answer setup')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'True' }));
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved = onSave.mock.calls[0][0];
    expect(saved.options[0]).toMatchObject({ id: 'True', isTrue: true });
    expect(saved.options[1]).toMatchObject({ id: 'False', isTrue: false });
    expect(saved.correctAnswerChosen).toBe(true);
    expect(saved.headertxt).toBe('The sun is a star.');
    expect(saved.mode).toBe('editingMode');
  });

  it('works on a copy: the question given is not changed, and Cancel just cancels', async () => {
    const question = trueOrFalse({}, null);
    const before = JSON.stringify(question);
    const { onSave, onCancel } = renderEditor(question);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Answer mode' }));
    fireEvent.click(screen.getByRole('radio', { name: 'False' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
    expect(JSON.stringify(question)).toBe(before);
  });
});
