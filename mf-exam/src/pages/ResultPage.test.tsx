import { screen, within } from '@testing-library/react';
import { RESULTS_NOT_READY, RESULTS_NOT_RELEASED } from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { HASH, serveExam, studentExam, trueFalse } from '../test/exam-server';
import { openDialog, prepareEachExamTest, renderExamApp } from '../test/render-exam';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('../federation/questions-remote', () => jest.requireActual('../test/questions-remote-from-source').questionsRemoteFromSource());

const PATH = `/assessment?hash=${HASH}`;
const closeWindow = prepareEachExamTest();

function gradedResult(lang: 'En' | 'Ar' = 'En') {
  return {
    title: 'Admission test',
    lang,
    total: 1,
    max: 2,
    percent: 50,
    career: 'SAE',
    gradedAt: '2026-01-02T10:00:00.000Z',
    questions: [
      {
        question: trueFalse('q1', 'The sun is a star.'),
        answer: { type: 'TrueOrFalse', optionId: 'True' },
        score: 1,
        max: 1,
        feedback: 'Well done',
      },
      {
        question: trueFalse('q2', 'Water boils at 50 °C.'),
        answer: { type: 'TrueOrFalse', optionId: 'True' },
        score: 0,
        max: 1,
        feedback: '',
      },
    ],
  };
}

function serveSubmitted(showResults: boolean, status: 'submitted' | 'graded' = 'graded') {
  serveExam(studentExam({ status, showResults, submittedAt: '2026-01-01T09:20:00.000Z' }));
}

describe('the result on the exam link', () => {
  it('shows the graded submission read-only: total, percent, career, each score and feedback', async () => {
    serveSubmitted(true);
    fakeServer.on('student/getresult.php', { status: 200, body: { data: { status: 'graded', available: true, result: gradedResult() } } });
    const { container } = renderExamApp(PATH);
    const totals = await screen.findByTestId('result-total');
    expect(within(totals).getByText('1 / 2')).toBeInTheDocument();
    expect(within(totals).getByText('50%')).toBeInTheDocument();
    expect(within(totals).getByText('SAE')).toBeInTheDocument();
    expect(screen.getAllByTestId('result-score').map((node) => node.textContent)).toEqual(['1 / 1', '0 / 1']);
    expect(screen.getByText('Well done')).toBeInTheDocument();
    const first = container.querySelector<HTMLElement>('[data-question-id="q1"]') as HTMLElement;
    // The type's review arrives in its own chunk, as on the page.
    expect(await within(first).findByRole('radio', { name: 'True' })).toBeChecked();
    expect(fakeServer.requestsTo('student/getresult.php')[0].data).toEqual({ id: HASH });
    expect(screen.queryByRole('button', { name: 'Submit exam' })).toBeNull();
    expect(container.querySelector('input:not([disabled])')).toBeNull();
    expect(openDialog()).toBeNull();
    expect(closeWindow()).not.toHaveBeenCalled();
  });

  it('is right to left for an Arabic assessment', async () => {
    serveSubmitted(true);
    fakeServer.on('student/getresult.php', {
      status: 200,
      body: { data: { status: 'graded', available: true, result: gradedResult('Ar') } },
    });
    const { container } = renderExamApp(PATH);
    const totals = await screen.findByTestId('result-total');
    expect(container.querySelector('div[dir="rtl"][lang="ar"]')).not.toBeNull();
    expect(within(totals).getByText('المجموع')).toBeInTheDocument();
    expect(screen.getAllByText('الدرجة')).toHaveLength(2);
    expect(screen.getAllByText('الملاحظات')).toHaveLength(2);
    expect(screen.getByText('لا توجد ملاحظات')).toBeInTheDocument();
    expect(screen.queryByText('Total')).toBeNull();
    expect(screen.queryByText('Feedback')).toBeNull();
  });

  it('says the results are not ready while grading is unfinished', async () => {
    serveSubmitted(true, 'submitted');
    fakeServer.on('student/getresult.php', {
      status: 200,
      body: { msg: RESULTS_NOT_READY, data: { status: 'submitted', available: false, result: null } },
    });
    renderExamApp(PATH);
    expect(await screen.findByText(RESULTS_NOT_READY)).toBeInTheDocument();
    expect(closeWindow()).not.toHaveBeenCalled();
  });

  it('before the result is released, the exam link says where and when it will appear (English and Arabic)', async () => {
    serveSubmitted(false);
    fakeServer.on('student/getresult.php', {
      status: 200,
      body: { msg: RESULTS_NOT_RELEASED, data: { status: 'graded', available: false, result: null } },
    });
    const { unmount } = renderExamApp(PATH);
    expect(
      await screen.findByText('Your answers are saved. Your result will appear at this same address when it is released.'),
    ).toBeInTheDocument();
    expect(openDialog()).toBeNull();
    expect(closeWindow()).not.toHaveBeenCalled();
    unmount();

    serveExam(studentExam({ status: 'submitted', showResults: false, submittedAt: '2026-01-01T09:20:00.000Z' }, { lang: 'Ar' }));
    renderExamApp(PATH);
    expect(await screen.findByText('حُفظت إجاباتك. ستظهر نتيجتك على هذا العنوان نفسه عند إعلانها.')).toBeInTheDocument();
  });
});
