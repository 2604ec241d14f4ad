import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, ok } from '../test/fake-api';
import { examRow, gradingSheet } from '../test/fixtures';
import { dialogContent, findConfirm, renderAssessmentsApp, resetForTest } from '../test/render-assessments';
import type { GradingSheet } from '../state/types';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());
const MCQ_ID = 'mcq0000001';
const applicant = () => screen.getByTestId('cockpit-applicant').textContent;
const place = () => new URLSearchParams(window.location.search);

/** Two handed-in submissions of assessment 7 (Mona's and Omar's) and one still in progress, each answering its own sheet. */
function serveSubmissions(
  sheets: Partial<GradingSheet>[] = [
    { id: 31, studentname: 'Mona Adel' },
    { id: 32, studentname: 'Omar Fathy', ssn: '30001010105555' },
  ],
) {
  const rows = [
    ...sheets.map((sheet) =>
      examRow(sheet.id!, {
        studentname: sheet.studentname!,
        ssn: sheet.ssn ?? `2990101010${sheet.id}00`,
        status: 'submitted',
        needsGrading: 1,
      }),
    ),
    examRow(33, { studentname: 'Still Writing', status: 'inprogress', percent: null, submitdate: null }),
  ];
  fakeServer.on('admin/getstudentsexams.php', ok({ exams: rows, count: rows.length }));
  fakeServer.on('admin/getstudentsol.php', (data) => {
    const { id } = data as { id: number };
    return ok(gradingSheet(sheets.find((sheet) => sheet.id === id)));
  });
  fakeServer.on('admin/getfeedbackcomments.php', ok([{ id: 1, text: 'Show your working.' }]));
}

async function openCockpit(search = '') {
  const rendered = renderAssessmentsApp(`/dashboard/grading/7${search}`);
  await waitFor(() => expect(applicant()).toBe('Mona Adel'));
  return rendered;
}

const scoreBox = () => screen.findByLabelText('Score');
const feedbackBox = () => screen.findByLabelText('Feedback');

beforeEach(() => resetForTest());

describe('the grading cockpit', () => {
  it("asks for the assessment's submissions and opens the first handed-in one at the first question", async () => {
    serveSubmissions();
    await openCockpit();
    expect(fakeServer.requestsTo('admin/getstudentsexams.php')[0].data).toMatchObject({ exam_id: 7, pagenumber: 1 });
    expect(fakeServer.requestsTo('admin/getstudentsol.php').map((request) => request.data)).toEqual([{ id: 31 }]);
    expect(await scoreBox()).toHaveValue('2.00');
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
  });

  it('→ goes to the next submission at the same question and ← back; arrows inside the feedback box stay there', async () => {
    serveSubmissions();
    const { user } = await openCockpit(`?question=${MCQ_ID}`);
    await scoreBox();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(applicant()).toBe('Omar Fathy'));
    expect(place().get('attempt')).toBe('32');
    expect(place().get('question')).toBe(MCQ_ID);

    await user.click(await feedbackBox());
    await user.keyboard('{ArrowLeft}');
    expect(applicant()).toBe('Omar Fathy');

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(applicant()).toBe('Mona Adel'));
    expect(fakeServer.requestsTo('admin/gradeexam.php')).toHaveLength(0);
  });

  it('in an Arabic assessment ← is next', async () => {
    serveSubmissions([
      { id: 31, studentname: 'Mona Adel', lang: 'Ar' },
      { id: 32, studentname: 'Omar Fathy', lang: 'Ar' },
    ]);
    const { user } = await openCockpit();
    await scoreBox();
    expect(screen.getByTestId('assessment-page')).toHaveAttribute('dir', 'rtl');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(applicant()).toBe('Omar Fathy'));
  });

  it('Ctrl+Enter in the score box saves the mark through admin/gradeexam.php and moves to the next submission', async () => {
    serveSubmissions();
    fakeServer.on('admin/gradeexam.php', () =>
      ok(gradingSheet({ id: 31, studentname: 'Mona Adel', percent: 83.33, total: 5 }), 'Grading saved.'),
    );
    const { user } = await openCockpit(`?question=${MCQ_ID}`);
    const score = await scoreBox();
    await user.clear(score);
    await user.type(score, '3');
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(applicant()).toBe('Omar Fathy'));
    expect(fakeServer.requestsTo('admin/gradeexam.php').map((request) => request.data)).toEqual([
      { id: 31, answerdquestions: [{ id: MCQ_ID, score: '3', feedback: '' }] },
    ]);
  });

  it("a refused save shows the server's sentence and stays on the submission", async () => {
    serveSubmissions();
    fakeServer.on('admin/gradeexam.php', { status: 400, body: { msg: 'Question 2: the score must be a number from 0 to 4.' } });
    const { user } = await openCockpit(`?question=${MCQ_ID}`);
    await user.type(await feedbackBox(), 'Good start');
    await user.click(screen.getByRole('button', { name: /Save and next/ }));
    expect(dialogContent(await findConfirm('error'))).toBe('Question 2: the score must be a number from 0 to 4.');
    expect(applicant()).toBe('Mona Adel');
    expect(place().get('attempt')).not.toBe('32');
  });

  it('Anonymous hides the names and SSNs of every submission', async () => {
    serveSubmissions();
    const { user } = await openCockpit();
    expect(screen.getByText('29901010103100')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Anonymous' }));
    expect(applicant()).toBe('Submission 1');
    expect(screen.queryByText(/Mona Adel|Omar Fathy/)).not.toBeInTheDocument();
    expect(screen.queryByText('29901010103100')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Submission' }));
    const list = await screen.findByRole('listbox');
    expect(document.body.textContent).not.toMatch(/Mona Adel|Omar Fathy/);
    expect(within(list.parentElement!).getAllByText(/Submission \d/).length).toBeGreaterThan(0);
  });

  it('a comment from the bank goes into the feedback, after what is written; Add puts a new one in the bank', async () => {
    serveSubmissions();
    fakeServer.on('admin/addfeedbackcomment.php', (data) =>
      ok(
        [
          { id: 1, text: 'Show your working.' },
          { id: 2, text: (data as { text: string }).text },
        ],
        'Comment added to the bank.',
      ),
    );
    const { user } = await openCockpit();
    await user.click(await screen.findByRole('button', { name: 'Insert “Show your working.”' }));
    expect(await feedbackBox()).toHaveValue('Show your working.');

    await user.type(await feedbackBox(), ' Nearly.');
    await user.click(screen.getByRole('button', { name: 'Insert “Show your working.”' }));
    expect(await feedbackBox()).toHaveValue('Show your working. Nearly.\nShow your working.');

    const add = screen.getByRole('button', { name: /Add/ });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'New comment' }), 'Check the units.');
    await user.click(add);
    expect(await screen.findByRole('button', { name: 'Insert “Check the units.”' })).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/addfeedbackcomment.php').map((request) => request.data)).toEqual([
      { exam_id: 7, text: 'Check the units.' },
    ]);
    expect(screen.getByRole('textbox', { name: 'New comment' })).toHaveValue('');
  });

  it('says so when nobody has handed the assessment in yet', async () => {
    fakeServer.on('admin/getstudentsexams.php', ok({ exams: [examRow(33, { status: 'inprogress', percent: null })], count: 1 }));
    renderAssessmentsApp('/dashboard/grading/7');
    expect(await screen.findByText('No submission to grade yet.')).toBeInTheDocument();
  });

  it('an address without an assessment says which way to open the cockpit', async () => {
    renderAssessmentsApp('/dashboard/grading/not-a-number');
    expect(await screen.findByText('This address does not say which assessment to grade')).toBeInTheDocument();
    expect(screen.getByText('Open the grading cockpit from Taken Assessments or the assessments list.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Taken Assessments' })).toBeInTheDocument();
  });
});
