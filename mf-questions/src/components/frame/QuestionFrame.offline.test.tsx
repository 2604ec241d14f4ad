import { act, fireEvent, render, screen } from '@testing-library/react';
import { APPLICANT_TEXT_AR, APPLICANT_TEXT_EN, toExamView } from '@mizan/shared';
import { trueOrFalse } from '../../test/questions';
import { EXAM_VIEW_LOADERS } from '../../types/type-parts';
import { QuestionFrame } from './QuestionFrame';

// The exam view's chunk fails to arrive until the test says the connection is back.
jest.mock('../../types/type-parts', () => {
  const actual = jest.requireActual('../../types/type-parts');
  const { cachedLazy } = jest.requireActual('../lazy/cached-lazy');
  const loaders = { TrueOrFalse: jest.fn() };
  return {
    ...actual,
    EXAM_VIEW_LOADERS: loaders,
    lazyExamView: (type: 'TrueOrFalse') => cachedLazy(`${type}.Exam`, () => loaders[type]()),
  };
});
const loadView = jest.mocked(EXAM_VIEW_LOADERS.TrueOrFalse!);
const realLoader = jest.requireActual('../../types/type-parts').EXAM_VIEW_LOADERS.TrueOrFalse;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadView.mockReset();
  loadView.mockRejectedValue(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }));
});
afterEach(() => jest.mocked(console.error).mockRestore());

function renderTwoQuestions(direction: 'ltr' | 'rtl') {
  const first = toExamView(trueOrFalse(), 'attempt-offline');
  render(
    <>
      <QuestionFrame question={first} mode="examMode" index={1} direction={direction} onAnswer={jest.fn()} />
      <section data-testid="next-question">Q 2 stays here</section>
    </>,
  );
}

describe("a question whose view's code cannot arrive (offline)", () => {
  it('says so in that question only, in the assessment’s language; Try again asks anew, and it shows once back online', async () => {
    renderTwoQuestions('rtl');
    expect(await screen.findByText(APPLICANT_TEXT_AR.questionNotLoaded)).toBeInTheDocument();
    expect(screen.getByText('السؤال 1')).toBeInTheDocument();
    expect(screen.getByTestId('next-question')).toBeInTheDocument();

    // Still offline: Try again fails again, and says so again.
    fireEvent.click(screen.getByRole('button', { name: APPLICANT_TEXT_AR.tryAgain }));
    expect(await screen.findByText(APPLICANT_TEXT_AR.questionNotLoaded)).toBeInTheDocument();
    expect(loadView).toHaveBeenCalledTimes(2);

    loadView.mockImplementation(realLoader);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('radio', { name: 'صح' })).toBeInTheDocument();
    expect(screen.queryByText(APPLICANT_TEXT_AR.questionNotLoaded)).not.toBeInTheDocument();
    expect(APPLICANT_TEXT_EN.questionNotLoaded).toBe('This question could not be loaded. It loads by itself when the connection returns.');
  });
});
