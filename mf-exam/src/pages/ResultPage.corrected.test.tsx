import { screen, within } from '@testing-library/react';
import { fakeServer } from '../test/fake-api';
import { HASH, serveExam, studentExam, trueFalse } from '../test/exam-server';
import { prepareEachExamTest, renderExamApp } from '../test/render-exam';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('../federation/questions-remote', () => jest.requireActual('../test/questions-remote-from-source').questionsRemoteFromSource());

const PATH = `/assessment?hash=${HASH}`;
prepareEachExamTest();

/** A released result whose second question a regrade corrected (its key was wrong) at noon UTC, a day no time zone moves. */
function correctedResult(lang: 'En' | 'Ar') {
  return {
    title: 'Admission test',
    lang,
    total: 2,
    max: 2,
    percent: 100,
    career: '',
    gradedAt: '2026-01-02T10:00:00.000Z',
    questions: [
      {
        question: trueFalse('q1', 'The sun is a star.'),
        answer: { type: 'TrueOrFalse', optionId: 'True' },
        score: 1,
        max: 1,
        feedback: '',
        correctedAt: null,
      },
      {
        question: trueFalse('q2', 'The moon is a planet.'),
        answer: { type: 'TrueOrFalse', optionId: 'True' },
        score: 1,
        max: 1,
        feedback: '',
        correctedAt: '2026-03-14T12:00:00.000Z',
      },
    ],
  };
}

function serveCorrected(lang: 'En' | 'Ar') {
  serveExam(studentExam({ status: 'graded', showResults: true, submittedAt: '2026-01-01T09:20:00.000Z' }, { lang }));
  fakeServer.on('student/getresult.php', {
    status: 200,
    body: { data: { status: 'graded', available: true, result: correctedResult(lang) } },
  });
}

const questionSection = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-question-id="${id}"]`) as HTMLElement;

describe('a corrected question in the released result', () => {
  it('says "Corrected on {date}" beside the corrected mark only', async () => {
    serveCorrected('En');
    const { container } = renderExamApp(PATH);
    await screen.findByTestId('result-total');
    const corrected = questionSection(container, 'q2');
    expect(within(corrected).getByTestId('result-score')).toHaveTextContent('1 / 1');
    expect(within(corrected).getByText('Corrected on 14 March 2026')).toBeInTheDocument();
    expect(within(corrected).getByText('The answer key of this question was corrected, and its mark with it.')).toBeInTheDocument();
    expect(within(corrected).getByText('Corrected on 14 March 2026').closest('time')).toHaveAttribute(
      'datetime',
      '2026-03-14T12:00:00.000Z',
    );
    expect(within(questionSection(container, 'q1')).queryByTestId('corrected-on')).toBeNull();
    expect(screen.getAllByTestId('corrected-on')).toHaveLength(1);
  });

  it('says it in Arabic, with Arabic digits, for an Arabic assessment', async () => {
    serveCorrected('Ar');
    const { container } = renderExamApp(PATH);
    await screen.findByTestId('result-total');
    const note = within(questionSection(container, 'q2')).getByTestId('corrected-on');
    expect(note).toHaveTextContent('عُدِّلت الدرجة في ١٤ مارس ٢٠٢٦');
    expect(note).not.toHaveTextContent('Corrected');
  });
});
