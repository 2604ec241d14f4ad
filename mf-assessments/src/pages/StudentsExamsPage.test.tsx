import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, ok } from '../test/fake-api';
import { examRow } from '../test/fixtures';
import { chooseOption, columnTitles, findRow, renderAssessmentsApp, resetForTest } from '../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());
/** 40 attempts on the server, paged as it pages them. */
function serveAttempts(count = 40) {
  const rows = Array.from({ length: count }, (_, index) => examRow(index + 1));
  fakeServer.on('admin/getstudentsexams.php', (data) => {
    const { pagenumber, pagesize } = data as { pagenumber: number; pagesize: number };
    return ok({ exams: rows.slice((pagenumber - 1) * pagesize, pagenumber * pagesize), count: rows.length, countCapped: false });
  });
}

const lastRequest = () => fakeServer.requestsTo('admin/getstudentsexams.php').at(-1)?.data;
const scores = () => screen.getAllByTestId('score').map((cell) => cell.textContent);

beforeEach(() => resetForTest());

describe('taken assessments', () => {
  it("shows SPEC's columns and asks for page 1 of 15 with no search or status", async () => {
    serveAttempts();
    renderAssessmentsApp('/dashboard/StudentsExams');
    const row = await findRow('Applicant 1');
    expect(columnTitles()).toEqual(['Exam name', 'Applicant Id', 'Name', 'SSN', 'Email', 'Mobile', 'Submission date', 'Score', 'Action']);
    expect(within(row).getByRole('button', { name: 'View' })).toBeEnabled();
    const letter = within(row).getByRole('link', { name: 'Results letter of Applicant 1' });
    expect(letter.getAttribute('href')).toMatch(/^\/print\/letter\?attempt=\d+$/);
    expect(letter).toHaveAttribute('target', '_blank');
    expect(lastRequest()).toEqual({ pagenumber: 1, pagesize: 15, search: '', status: '' });
    expect(screen.getAllByRole('row')).toHaveLength(16);
  });

  it('shows percent/100, or the career result when one exists', async () => {
    fakeServer.on(
      'admin/getstudentsexams.php',
      ok({
        exams: [
          examRow(1, { percent: 82.5 }),
          examRow(2, { percent: 40, career: 'SAE' }),
          examRow(3, { percent: null, status: 'inprogress', submitdate: null }),
          examRow(4, { percent: 50, status: 'submitted', needsGrading: 2 }),
        ],
        count: 4,
        countCapped: false,
      }),
    );
    const { user } = renderAssessmentsApp('/dashboard/StudentsExams');
    await findRow('Applicant 1');
    expect(scores()).toEqual(['82.5/100', 'SAE', '—', '50/100']);
    // The career result takes the cell (SPEC); the mark a teacher gave stays one hover away.
    await user.hover(screen.getByText('SAE'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Career result: .+\. Score: 40\/100$/);
    expect(within(await findRow('Applicant 4')).getByText('2 to grade')).toBeInTheDocument();
    // An attempt in progress has nothing to grade yet.
    expect(within(await findRow('Applicant 3')).getByRole('button', { name: 'View' })).toBeDisabled();
  });

  it('says "more than" when the server stopped counting', async () => {
    fakeServer.on(
      'admin/getstudentsexams.php',
      ok({ exams: Array.from({ length: 15 }, (_, index) => examRow(index + 1)), count: 10_000, countCapped: true }),
    );
    renderAssessmentsApp('/dashboard/StudentsExams');
    await findRow('Applicant 1');
    expect(screen.getByText('More than 10,000 taken assessments')).toBeInTheDocument();
  });

  it('asks the server for the next page with pagenumber 2', async () => {
    serveAttempts();
    const { user } = renderAssessmentsApp('/dashboard/StudentsExams');
    await findRow('Applicant 1');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await findRow('Applicant 16')).toBeInTheDocument();
    expect(lastRequest()).toEqual({ pagenumber: 2, pagesize: 15, search: '', status: '' });
    expect(window.location.search).toBe('?page=2');
    expect(screen.queryByRole('cell', { name: 'Applicant 1' })).not.toBeInTheDocument();
  });

  it('searches and filters by status from page 1', async () => {
    serveAttempts();
    const { user } = renderAssessmentsApp('/dashboard/StudentsExams?page=3');
    await findRow('Applicant 31');
    expect(lastRequest()).toMatchObject({ pagenumber: 3 });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Mona{Enter}');
    await waitFor(() => expect(lastRequest()).toEqual({ pagenumber: 1, pagesize: 15, search: 'Mona', status: '' }));

    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Submitted');
    await waitFor(() => expect(lastRequest()).toEqual({ pagenumber: 1, pagesize: 15, search: 'Mona', status: 'submitted' }));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'In progress');
    await waitFor(() => expect(lastRequest()).toMatchObject({ status: 'inprogress' }));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Graded');
    await waitFor(() => expect(lastRequest()).toMatchObject({ status: 'graded' }));
  });

  it('View opens the submission for grading', async () => {
    serveAttempts(3);
    const { user } = renderAssessmentsApp('/dashboard/StudentsExams');
    await user.click(within(await findRow('Applicant 2')).getByRole('button', { name: 'View' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/assessmentViewComponent?id=2&exammode=gradingModeTeacher');
  });

  it("shows the server's sentence when taken assessments are not available", async () => {
    fakeServer.on('admin/getstudentsexams.php', {
      status: 501,
      body: {
        msg: 'Taken assessments and grading are not available yet: this server has no attempts table (the exam engine, issue 5, adds it).',
      },
    });
    renderAssessmentsApp('/dashboard/StudentsExams');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The taken assessments could not be loaded.');
    expect(alert).toHaveTextContent('not available yet');
  });
});

describe('moving an attempt in progress to another browser', () => {
  it('asks for a reason, sends {attemptId, reason} to admin/moveattempt.php and says what the applicant does next', async () => {
    fakeServer.on(
      'admin/getstudentsexams.php',
      ok({ exams: [examRow(1), examRow(7, { percent: null, status: 'inprogress', submitdate: null })], count: 2, countCapped: false }),
    );
    const moved = 'The attempt is released from its browser.';
    fakeServer.on('admin/moveattempt.php', { status: 200, body: { msg: moved } });
    const { user } = renderAssessmentsApp('/dashboard/StudentsExams');
    expect(within(await findRow('Applicant 1')).queryByRole('button', { name: /another browser/ })).not.toBeInTheDocument();
    await user.click(
      within(await findRow('Applicant 7')).getByRole('button', { name: 'Move to another browser: the attempt of Applicant 7' }),
    );
    // By its title: in tests antd gives every generated id the same value, so the dialog's aria-labelledby is ambiguous here.
    const title = await screen.findByText('Move to another browser', { selector: '.ant-modal-title' }, { timeout: 10_000 });
    const dialog = title.closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('The title is not in a dialog.');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('Please give the reason for moving this attempt (3 to 500 characters).')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/moveattempt.php')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Lab computer 14 crashed');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/moveattempt.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/moveattempt.php')[0].data).toEqual({ attemptId: 7, reason: 'Lab computer 14 crashed' });
    expect(await screen.findByText(moved)).toBeInTheDocument();
  }, 60_000);
});
