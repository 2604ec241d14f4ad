import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import {
  ANSWER_SETUP_TITLE,
  GO_TO_ANSWER_MODE,
  GO_TO_SETUP_MODE,
  QUESTION_SETUP_TITLE,
  newQuestion,
  richTextFromPlain,
  toExamView,
  type Question,
} from '@mizan/shared';
import { trueOrFalse } from '../../test/questions';
import { preloadEveryTypePart } from '../../types/type-parts';
import { QuestionFrame } from './QuestionFrame';

// Rendering antd and Slate is slow on a busy machine.
jest.setTimeout(30_000);
// Only TrueOrFalse is registered here, so the "type not available" path can be tested whatever the other types do.
jest.mock('../../types/type-parts', () => {
  const actual = jest.requireActual('../../types/type-parts');
  return { ...actual, EXAM_VIEW_LOADERS: { TrueOrFalse: actual.EXAM_VIEW_LOADERS.TrueOrFalse } };
});
// Each type's parts arrive in their own chunks; loaded ahead, they render at once.
beforeAll(() => preloadEveryTypePart());

describe('QuestionFrame: headings and the mode toggle', () => {
  it("heads editingMode 'Question Setup' and offers 'Go to Answer mode'", () => {
    const onChange = jest.fn();
    render(<QuestionFrame question={trueOrFalse()} mode="editingMode" onChange={onChange} />);
    expect(screen.getByText(QUESTION_SETUP_TITLE)).toBeInTheDocument();
    expect(screen.queryByText(ANSWER_SETUP_TITLE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: GO_TO_ANSWER_MODE }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ mode: 'answeringMode' }));
  });

  it("heads answeringMode 'Correct answer setup' and offers 'Go to Question setup mode'", () => {
    const onChange = jest.fn();
    render(<QuestionFrame question={trueOrFalse()} mode="answeringMode" onChange={onChange} />);
    expect(screen.getByText(ANSWER_SETUP_TITLE)).toBeInTheDocument();
    expect(screen.queryByText(QUESTION_SETUP_TITLE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: GO_TO_SETUP_MODE }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ mode: 'editingMode' }));
  });

  it('edits the header in editingMode and shows it as text in answeringMode', () => {
    const { rerender } = render(<QuestionFrame question={trueOrFalse()} mode="editingMode" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Question header' })).toHaveTextContent('The sun is a star.');
    rerender(<QuestionFrame question={trueOrFalse()} mode="answeringMode" onChange={() => undefined} />);
    expect(screen.queryByRole('textbox', { name: 'Question header' })).toBeNull();
    expect(screen.getByText('The sun is a star.')).toBeInTheDocument();
  });

  it('shows the common fields only in editingMode', () => {
    const { rerender } = render(<QuestionFrame question={trueOrFalse()} mode="editingMode" onChange={() => undefined} />);
    expect(screen.getByLabelText('Total mark')).toHaveValue('2');
    rerender(<QuestionFrame question={trueOrFalse()} mode="answeringMode" onChange={() => undefined} />);
    expect(screen.queryByLabelText('Total mark')).toBeNull();
  });

  it('has no toggle without onChange (a read-only host)', () => {
    render(<QuestionFrame question={trueOrFalse()} mode="answeringMode" />);
    expect(screen.queryByRole('button', { name: GO_TO_SETUP_MODE })).toBeNull();
  });
});

describe('QuestionFrame: exam and grading', () => {
  it("labels the question 'Q {index}' in the exam and shows the objective only when asked", () => {
    const question = trueOrFalse({ objectives: 'Know the solar system', showObjectives: true });
    const { rerender } = render(<QuestionFrame question={toExamView(question, 'seed')} mode="examMode" index={3} />);
    expect(screen.getByText('Q 3')).toBeInTheDocument();
    expect(screen.getByText(/Know the solar system/)).toBeInTheDocument();
    rerender(<QuestionFrame question={toExamView({ ...question, showObjectives: false }, 'seed')} mode="examMode" index={3} />);
    expect(screen.queryByText(/Know the solar system/)).toBeNull();
  });

  it('projects a full question before examMode shows it (no heading of the authoring modes)', () => {
    render(<QuestionFrame question={trueOrFalse()} mode="examMode" index={1} />);
    expect(screen.queryByText(QUESTION_SETUP_TITLE)).toBeNull();
    expect(screen.getByRole('radio', { name: 'True' })).toBeInTheDocument();
  });

  it("refuses the grading and authoring modes for an applicant's copy", async () => {
    render(<QuestionFrame question={toExamView(trueOrFalse(), 'seed')} mode="gradingModeTeacher" />);
    expect(await screen.findByText('This view needs the full question')).toBeInTheDocument();
  });

  it('shows the grading panel in the grading modes, with the question’s own score unless given', () => {
    const question = trueOrFalse({ score: '1.5', feedback: 'Close' });
    const { rerender } = render(
      <QuestionFrame question={question} mode="gradingModeStudent" answer={{ type: 'TrueOrFalse', optionId: 'False' }} />,
    );
    expect(screen.getByTestId('grading-score')).toHaveTextContent('1.5 / 2');
    expect(screen.getByText('Close')).toBeInTheDocument();
    rerender(<QuestionFrame question={question} mode="gradingModeStudent" grade={{ score: '2', feedback: 'Well done' }} />);
    expect(screen.getByTestId('grading-score')).toHaveTextContent('2 / 2');
    expect(screen.getByText('Well done')).toBeInTheDocument();
  });
});

describe('QuestionFrame: a type without a UI, and direction', () => {
  it('shows a clear result for a type whose UI is not registered, without crashing', async () => {
    const question: Question = { ...newQuestion('ImageHighlight'), header: richTextFromPlain('Circle the heart') };
    render(<QuestionFrame question={question} mode="editingMode" onChange={() => undefined} />);
    expect(await screen.findByText('Highlight Image questions are not available yet')).toBeInTheDocument();
  });

  it('gives antd the rtl direction inside the frame in every mode', () => {
    for (const mode of ['editingMode', 'answeringMode', 'examMode', 'gradingModeTeacher', 'gradingModeStudent'] as const) {
      const { container, unmount } = render(
        <QuestionFrame question={trueOrFalse()} mode={mode} onChange={() => undefined} direction="rtl" />,
      );
      const frame = container.querySelector('.mizan-question');
      expect(frame).toHaveAttribute('dir', 'rtl');
      // antd marks a component it lays out right to left with an `ant-…-rtl` class.
      expect(frame?.querySelector('[class*="-rtl"]')).not.toBeNull();
      unmount();
    }
  });

  it('keeps a right-to-left question right to left on a left-to-right page, and the reverse', () => {
    const { container } = render(
      <ConfigProvider direction="rtl">
        <QuestionFrame question={trueOrFalse()} mode="examMode" direction="ltr" />
        <QuestionFrame question={{ ...trueOrFalse(), id: 'q-rtl' }} mode="examMode" direction="rtl" />
      </ConfigProvider>,
    );
    const [ltr, rtl] = [...container.querySelectorAll('.mizan-question')];
    expect(ltr?.querySelector('[class*="-rtl"]')).toBeNull();
    expect(rtl?.querySelector('[class*="-rtl"]')).not.toBeNull();
  });

  it('stays left to right by default', () => {
    const { container } = render(<QuestionFrame question={trueOrFalse()} mode="examMode" />);
    expect(container.querySelector('.mizan-question')).toHaveAttribute('dir', 'ltr');
    expect(container.querySelector('[class*="-rtl"]')).toBeNull();
  });
});

describe('QuestionFrame: onShown', () => {
  it("is called once, when the exam view's answer controls are drawn", async () => {
    const onShown = jest.fn();
    const { rerender } = render(<QuestionFrame question={trueOrFalse()} mode="examMode" index={1} onShown={onShown} />);
    expect(await screen.findByRole('radio', { name: 'True' })).toBeInTheDocument();
    expect(onShown).toHaveBeenCalledTimes(1);
    rerender(<QuestionFrame question={trueOrFalse()} mode="examMode" index={1} onShown={onShown} answer={null} />);
    expect(onShown).toHaveBeenCalledTimes(1);
  });
});
