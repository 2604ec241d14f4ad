import { fireEvent, screen } from '@testing-library/react';
import { newQuestion, plainText, toExamView, WORD_COUNT_EXCEEDED, type EssayQuestion } from '@mizan/shared';
import type { ExamQuestionOf } from '../question-type-ui';
import { preloadRichTextEditor } from '../../components/rich-text/LazyRichTextEditor';
import { renderExam } from '../test-support/render-type';
import { EssayExam } from './EssayExam';

jest.mock('../../components/rich-text/RichTextEditor', () =>
  jest.requireActual('../test-support/FakeRichTextEditor').fakeRichTextEditorModule(),
);
// The editor arrives in its own chunk; loaded ahead, it renders at once.
beforeAll(() => preloadRichTextEditor());

function examOf(overrides: Partial<EssayQuestion>): ExamQuestionOf<'EssayComponent'> {
  const view = toExamView({ ...newQuestion('EssayComponent'), ...overrides }, 'attempt-1');
  if (view.type !== 'EssayComponent') throw new Error('not an essay');
  return view;
}

const counter = () => screen.getByTestId('essay-word-counter');

describe('Essay exam', () => {
  it("sends each change and counts words live as 'x / limit', Arabic included", async () => {
    const { user, lastAnswer } = renderExam(
      EssayExam,
      examOf({ wordlimit: 10, showWordCount: true, showWordLimit: true, answerPlaceHolder: 'Write here' }),
    );
    expect(screen.getByPlaceholderText('Write here')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('0 / 10');
    await user.type(screen.getByLabelText('Your answer'), 'أحب القراءة كثيرا');
    expect(counter()).toHaveTextContent('3 / 10');
    expect(lastAnswer()?.type).toBe('EssayComponent');
    expect(plainText(lastAnswer()!.text)).toBe('أحب القراءة كثيرا');
    expect(screen.queryByText(WORD_COUNT_EXCEEDED)).not.toBeInTheDocument();
  });

  it('over the limit without allowOverLimit: warns, keeps the text editable, sends nothing over the limit', async () => {
    const { user, answers, lastAnswer } = renderExam(EssayExam, examOf({ wordlimit: 2, showWordCount: true, showWordLimit: true }));
    const box = screen.getByLabelText('Your answer');
    await user.type(box, 'one two');
    expect(plainText(lastAnswer()!.text)).toBe('one two');
    const sent = answers.length;

    await user.type(box, ' three');
    expect(screen.getByText(WORD_COUNT_EXCEEDED)).toBeInTheDocument();
    expect(counter()).toHaveTextContent('3 / 2');
    expect(screen.getByText(/can't be submitted/)).toHaveTextContent('(2 words)');
    expect(box).toHaveValue('one two three');
    expect(answers.slice(sent).every((answer) => plainText(answer.text).split(' ').filter(Boolean).length <= 2)).toBe(true);
    expect(plainText(lastAnswer()!.text).trim()).toBe('one two');

    await user.type(box, '{Backspace>6/}');
    expect(screen.queryByText(WORD_COUNT_EXCEEDED)).not.toBeInTheDocument();
    expect(plainText(lastAnswer()!.text)).toBe('one two');
  });

  it('over the limit with allowOverLimit: warns and still sends', async () => {
    const { user, lastAnswer } = renderExam(EssayExam, examOf({ wordlimit: 1, allowOverLimit: true }));
    await user.type(screen.getByLabelText('Your answer'), 'one two');
    expect(screen.getByText(WORD_COUNT_EXCEEDED)).toBeInTheDocument();
    expect(screen.queryByText(/can't be submitted/)).not.toBeInTheDocument();
    expect(plainText(lastAnswer()!.text)).toBe('one two');
  });

  it('shows no counter unless the author asked for one', async () => {
    const { user } = renderExam(EssayExam, examOf({ wordlimit: 1 }));
    expect(screen.queryByTestId('essay-word-counter')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your answer'), 'one two');
    expect(screen.getByText(WORD_COUNT_EXCEEDED)).toBeInTheDocument();
  });

  it('shows a saved answer read-only when disabled', () => {
    renderExam(EssayExam, examOf({}), {
      disabled: true,
      answer: { type: 'EssayComponent', text: [{ type: 'paragraph', children: [{ text: 'My saved essay' }] }] },
    });
    expect(screen.getByText('My saved essay')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your answer')).not.toBeInTheDocument();
  });
});

describe('Essay exam pictures', () => {
  it('leaves an inline picture out of the answer, says so, and still saves the text', async () => {
    const { user, lastAnswer } = renderExam(EssayExam, examOf({}));
    const box = screen.getByLabelText('Your answer');
    await user.type(box, 'see');
    expect(screen.queryByText(/Pictures can't be added/)).not.toBeInTheDocument();
    // The stand-in editor reads a line [[image:URL]] as a picture.
    fireEvent.change(box, { target: { value: 'see\n[[image:data:image/png;base64,iVBORw0KGgo=]]\n[[image:/media/ok.png]]' } });
    expect(screen.getByText(/Pictures can't be added/)).toBeInTheDocument();
    expect(lastAnswer()!.text).toEqual([
      { type: 'paragraph', children: [{ text: 'see' }] },
      { type: 'image', url: '/media/ok.png', children: [{ text: '' }] },
    ]);
  });
});
