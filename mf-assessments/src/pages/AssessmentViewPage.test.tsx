import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, ok } from '../test/fake-api';
import { federation } from '../test/federation';
import { assessment, gradingSheet, order } from '../test/fixtures';
import { dialogContent, findConfirm, renderAssessmentsApp, resetForTest } from '../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());
const path = () => `${window.location.pathname}${window.location.search}`;
const totalBox = () => screen.getByTestId('grading-total');
const questionCard = (type: string) => document.querySelector<HTMLElement>(`.mizan-question[data-question-type="${type}"]`)!;

beforeEach(() => resetForTest());

describe('the view route: preview and plain view of an assessment', () => {
  it.each(['?id=12&exammode=examMode', '?12&examMode'])(
    '%s previews assessment 12 in examMode, answerable but never saved',
    async (search) => {
      fakeServer.on('admin/getexam.php', ok(assessment(12, 'Grade 7 admission')));
      const { user } = renderAssessmentsApp(`/assessmentViewComponent${search}`);

      expect(await screen.findByRole('heading', { name: 'Grade 7 admission' })).toBeInTheDocument();
      expect(fakeServer.requestsTo('admin/getexam.php')[0].data).toEqual({ id: 12 });
      await waitFor(() => expect(questionCard('TrueOrFalse')).not.toBeNull());
      expect(questionCard('TrueOrFalse')).toHaveAttribute('data-mode', 'examMode');
      expect(within(questionCard('TrueOrFalse')).getByText('Q 1')).toBeInTheDocument();
      expect(within(questionCard('MCQ')).getByText('Q 2')).toBeInTheDocument();
      expect(federation.loads).toContain('mf_questions/QuestionView');

      // Each type's exam view arrives in its own chunk of mf_questions.
      const truth = await within(questionCard('TrueOrFalse')).findByRole('radio', { name: 'True' });
      await user.click(truth);
      expect(truth).toBeChecked();
      expect(fakeServer.requests.map((request) => request.path)).toEqual(['admin/getexam.php']);
    },
  );

  it.each(['?id=12&exammode=view', '?12&anything'])(
    '%s shows the plain, read-only view and Done goes back to the assessments',
    async (search) => {
      fakeServer.on('admin/getexam.php', ok(assessment(12, 'Grade 7 admission')));
      fakeServer.on('admin/getexams.php', ok([]));
      const { user } = renderAssessmentsApp(`/assessmentViewComponent${search}`);
      await screen.findByRole('heading', { name: 'Grade 7 admission' });
      await waitFor(() => expect(questionCard('TrueOrFalse')).not.toBeNull());
      expect(await within(questionCard('TrueOrFalse')).findByRole('radio', { name: 'True' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: /Done$/ }));
      expect(path()).toBe('/dashboard/assessments');
    },
  );

  it('shows an Arabic assessment right to left, centered', async () => {
    fakeServer.on('admin/getexam.php', ok(assessment(12, 'اختبار القبول', { lang: 'Ar' })));
    renderAssessmentsApp('/assessmentViewComponent?id=12&exammode=examMode');
    await screen.findByRole('heading', { name: 'اختبار القبول' });
    const page = screen.getByTestId('assessment-page');
    expect(page).toHaveAttribute('dir', 'rtl');
    expect(page).toHaveStyle({ textAlign: 'center' });
    await waitFor(() => expect(questionCard('MCQ')).toHaveAttribute('dir', 'rtl'));
  });

  it.each([
    [1, 'Timed: 1 minute'],
    [45, 'Timed: 45 minutes'],
  ])('says a %p-minute assessment is "%s"', async (duration, words) => {
    fakeServer.on('admin/getexam.php', ok(assessment(12, 'Grade 7 admission', { istimed: 1, duration })));
    renderAssessmentsApp('/assessmentViewComponent?id=12&exammode=examMode');
    await screen.findByRole('heading', { name: 'Grade 7 admission' });
    expect(screen.getByText(words)).toBeInTheDocument();
  });

  it('keeps an English assessment left to right', async () => {
    fakeServer.on('admin/getexam.php', ok(assessment(12, 'Grade 7 admission')));
    renderAssessmentsApp('/assessmentViewComponent?id=12&exammode=examMode');
    await screen.findByRole('heading', { name: 'Grade 7 admission' });
    expect(screen.getByTestId('assessment-page')).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(questionCard('MCQ')).toHaveAttribute('dir', 'ltr'));
  });

  it('says so when the address names no assessment', async () => {
    renderAssessmentsApp('/assessmentViewComponent?exammode=examMode');
    expect(await screen.findByText('This address does not say which assessment to show')).toBeInTheDocument();
    expect(fakeServer.requests).toHaveLength(0);
  });
});

describe('the view route: grading (gradingModeTeacher)', () => {
  it.each(['?id=31&exammode=gradingModeTeacher', '?31&gradingModeTeacher'])(
    '%s loads submission 31 with admin/getstudentsol.php, scores pre-filled',
    async (search) => {
      fakeServer.on('admin/getstudentsol.php', ok(gradingSheet()));
      renderAssessmentsApp(`/assessmentViewComponent${search}`);
      expect(await screen.findByRole('heading', { name: 'Grade 7 admission' })).toBeInTheDocument();
      expect(fakeServer.requestsTo('admin/getstudentsol.php')[0].data).toEqual({ id: 31 });
      expect(fakeServer.requestsTo('admin/getgradedexam.php')).toHaveLength(0);
      await waitFor(() => expect(questionCard('MCQ')).toHaveAttribute('data-mode', 'gradingModeTeacher'));
      expect(within(questionCard('TrueOrFalse')).getByRole('spinbutton')).toHaveValue('2.00');
      expect(within(questionCard('MCQ')).getByRole('spinbutton')).toHaveValue('0.00');
      expect(totalBox()).toHaveTextContent('Total2 / 6');
      expect(totalBox()).toHaveTextContent('Percent33.33%');
    },
  );

  it('updates the total and percent as scores change, and Save Grading sends the overrides, then goes to Taken Assessments', async () => {
    fakeServer.on('admin/getstudentsol.php', ok(gradingSheet()));
    fakeServer.on('admin/gradeexam.php', ok(gradingSheet({ status: 'graded' }), 'The grading was saved.'));
    fakeServer.on('admin/getstudentsexams.php', ok({ exams: [], count: 0 }));
    const { user } = renderAssessmentsApp('/assessmentViewComponent?id=31&exammode=gradingModeTeacher');
    await waitFor(() => expect(questionCard('MCQ')).not.toBeNull());

    const mcqScore = within(questionCard('MCQ')).getByRole('spinbutton');
    await user.clear(mcqScore);
    await user.type(mcqScore, '3');
    await waitFor(() => expect(totalBox()).toHaveTextContent('Total5 / 6'));
    expect(totalBox()).toHaveTextContent('Percent83.33%');
    await user.type(within(questionCard('MCQ')).getByRole('textbox', { name: 'Feedback' }), 'Four is not prime.');

    await user.click(screen.getByRole('button', { name: /Save Grading$/ }));

    const success = await findConfirm('success');
    expect(dialogContent(success)).toBe('The grading was saved.');
    expect(fakeServer.requestsTo('admin/gradeexam.php')[0].data).toEqual({
      id: 31,
      answerdquestions: [{ id: 'mcq0000001', score: '3', feedback: 'Four is not prime.' }],
    });
    expect(path()).toBe('/dashboard/StudentsExams');
  });

  it('asks before saving while a question has no score, and keeps grading when told to', async () => {
    const sheet = gradingSheet();
    sheet.answerdquestions[1] = { ...sheet.answerdquestions[1], score: '' };
    fakeServer.on('admin/getstudentsol.php', ok(sheet));
    const { user } = renderAssessmentsApp('/assessmentViewComponent?id=31&exammode=gradingModeTeacher');
    await waitFor(() => expect(questionCard('MCQ')).not.toBeNull());
    expect(totalBox()).toHaveTextContent('Without a score1');

    await user.click(screen.getByRole('button', { name: /Save Grading$/ }));
    const confirm = await findConfirm('confirm');
    expect(confirm).toHaveTextContent('1 question still has no score.');
    await user.click(within(confirm).getByRole('button', { name: 'Keep grading' }));
    expect(fakeServer.requestsTo('admin/gradeexam.php')).toHaveLength(0);
    expect(path()).toBe('/assessmentViewComponent?id=31&exammode=gradingModeTeacher');
  });

  it("refuses a score above the question's total mark, naming the maximum, and sends nothing", async () => {
    fakeServer.on('admin/getstudentsol.php', ok(gradingSheet()));
    const { user } = renderAssessmentsApp('/assessmentViewComponent?id=31&exammode=gradingModeTeacher');
    await waitFor(() => expect(questionCard('MCQ')).not.toBeNull());
    const mcqScore = within(questionCard('MCQ')).getByRole('spinbutton');
    await user.clear(mcqScore);
    await user.type(mcqScore, '9');
    await user.tab();
    expect(mcqScore).toHaveValue('9.00');
    expect(within(questionCard('MCQ')).getByText('The score must be a number from 0 to 4.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Save Grading$/ }));
    expect(dialogContent(await findConfirm('error'))).toBe('Question 2: the score must be a number from 0 to 4. Nothing was saved.');
    expect(fakeServer.requestsTo('admin/gradeexam.php')).toHaveLength(0);
    expect(path()).toBe('/assessmentViewComponent?id=31&exammode=gradingModeTeacher');
  });

  it('shows an unanswered Order question as no answer and its stored 0, not the correct order ticked', async () => {
    fakeServer.on(
      'admin/getstudentsol.php',
      ok(gradingSheet({ answerdquestions: [{ ...order(), score: '0' }], unanswered: ['order00001'], total: 0, max: 2, percent: 0 })),
    );
    renderAssessmentsApp('/assessmentViewComponent?id=31&exammode=gradingModeTeacher');
    await waitFor(() => expect(questionCard('OrderComponent')).not.toBeNull());
    const card = questionCard('OrderComponent');
    expect(await within(card).findByText('No answer')).toBeInTheDocument();
    expect(within(card).queryByTestId('order-answer')).toBeNull();
    expect(within(card).queryAllByRole('img', { name: /^Correct:/ })).toHaveLength(0);
    expect(within(card).getByText(/Automatic score: 0 \/ 2/)).toBeInTheDocument();
    expect(within(card).getByRole('spinbutton')).toHaveValue('0.00');
  });

  it("stays on the page with the server's message when saving is refused", async () => {
    fakeServer.on('admin/getstudentsol.php', ok(gradingSheet()));
    fakeServer.on('admin/gradeexam.php', { status: 400, body: { msg: 'Question 2: the score must be between 0 and 4' } });
    const { user } = renderAssessmentsApp('/assessmentViewComponent?id=31&exammode=gradingModeTeacher');
    await waitFor(() => expect(questionCard('MCQ')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: /Save Grading$/ }));
    expect(dialogContent(await findConfirm('error'))).toBe('Question 2: the score must be between 0 and 4');
    expect(path()).toBe('/assessmentViewComponent?id=31&exammode=gradingModeTeacher');
  });

  it("shows the server's sentence when grading is not available", async () => {
    fakeServer.on('admin/getstudentsol.php', { status: 501, body: { msg: 'Taken assessments and grading are not available yet.' } });
    renderAssessmentsApp('/assessmentViewComponent?id=31&exammode=gradingModeTeacher');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The submission could not be loaded.');
    expect(alert).toHaveTextContent('Taken assessments and grading are not available yet.');
  });
});

describe('the view route: the student result (MSTMG = gradingModeStudent)', () => {
  it.each(['?31&MSTMG', '?id=31&exammode=MSTMG', '?id=31&exammode=gradingModeStudent'])(
    '%s loads admin/getgradedexam.php, read-only, in the assessment’s direction',
    async (search) => {
      fakeServer.on('admin/getgradedexam.php', ok(gradingSheet({ status: 'graded', lang: 'Ar' })));
      renderAssessmentsApp(`/assessmentViewComponent${search}`);
      await waitFor(() => expect(questionCard('MCQ')).toHaveAttribute('data-mode', 'gradingModeStudent'));
      expect(fakeServer.requestsTo('admin/getgradedexam.php')[0].data).toEqual({ id: 31 });
      expect(fakeServer.requestsTo('admin/getstudentsol.php')).toHaveLength(0);
      expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Save Grading$/ })).not.toBeInTheDocument();
      expect(within(questionCard('TrueOrFalse')).getByTestId('grading-score')).toHaveTextContent('2 / 2');
      expect(screen.getByTestId('assessment-page')).toHaveAttribute('dir', 'rtl');
    },
  );
});
