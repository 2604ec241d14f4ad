import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { newQuestion, richTextFromPlain, toExamView, type QuestionAnswer, type QuestionViewProps } from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { HASH, serveExam, studentExam } from '../test/exam-server';
import { prepareEachExamTest, renderExamApp } from '../test/render-exam';
import { TYPING_PAUSE_MS } from './ExamPage';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
/** The Numerical answer as a plain textbox reporting every keystroke, as mf_questions' box does: what is under test is when the page saves. */
jest.mock('../federation/questions-remote', () => ({
  QuestionsArea: ({ children }: { children: ReactNode }) => children,
  QuestionView: ({ index, answer, onAnswer }: QuestionViewProps) => (
    <label>
      {`Q ${index}`}
      <input
        value={answer?.type === 'Numerical' ? answer.value : ''}
        onChange={(event) => onAnswer?.({ type: 'Numerical', value: event.target.value, unit: '' })}
      />
    </label>
  ),
}));

const PATH = `/assessment?hash=${HASH}`;
prepareEachExamTest();

const NUMERICAL = toExamView(
  { ...newQuestion('Numerical'), id: 'rod', header: richTextFromPlain('How long is the rod?'), headertxt: 'How long is the rod?' },
  HASH,
);
const KEYSTROKE_MS = 200;

const numberBox = () => within(document.querySelector<HTMLElement>('[data-question-id="rod"]') as HTMLElement).getByRole('textbox');
const savedAnswers = () =>
  fakeServer.requestsTo('student/saveanswer.php').map((request) => (request.data as { answer: QuestionAnswer }).answer);

describe('a Numerical answer typed in the exam', () => {
  it('is sent once typing pauses, as typed in Arabic-Indic digits, not once per key', async () => {
    jest.useFakeTimers();
    serveExam(studentExam({}, { questions: [NUMERICAL] }));
    renderExamApp(PATH, { advanceTimers: jest.advanceTimersByTime });
    await screen.findByText('Q 1');
    for (const value of ['٣', '٣٫', '٣٫٥']) {
      fireEvent.change(numberBox(), { target: { value } });
      await act(async () => jest.advanceTimersByTimeAsync(KEYSTROKE_MS));
    }
    expect(savedAnswers()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(savedAnswers()).toEqual([{ type: 'Numerical', value: '٣٫٥', unit: '' }]);
  });
});
