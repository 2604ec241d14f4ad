import { screen, waitFor, within } from '@testing-library/react';
import { INTERVIEW_FORMS, interviewQuestionKeys } from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { serveApplicants } from '../test/applicants';
import { renderApplicantsApp, resetForTest } from '../test/render-applicants';
import { NO_ASSESSMENTS_TAKEN } from '../components/AssessmentResults';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.setTimeout(30_000);

beforeEach(() => resetForTest());

describe('/applicantViewComponent', () => {
  it("shows one applicant's details and their interview, right to left, with no assessment taken yet", async () => {
    const served = serveApplicants();
    const answers = Object.fromEntries(interviewQuestionKeys(7).map((key) => [key, 4]));
    served.reviews.set(2, {
      applicant_id: 2,
      form: 7,
      answers,
      parent: 80,
      notes: '',
      reviewer: 'Sara Ahmed',
      at: '2026-11-01T09:00:00.000Z',
    });
    renderApplicantsApp('/applicantViewComponent?id=2&exammode=examMode');

    expect(await screen.findByRole('heading', { name: 'Omar Khaled' })).toBeInTheDocument();
    expect(screen.getByText(served.applicants[1].ssn)).toBeInTheDocument();
    expect(screen.getByText('Alexandria Language School')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/getapp.php')[0].data).toEqual({ applicant_id: 2, spe_only: false });

    expect(await screen.findByText('80.00 / 100')).toBeInTheDocument();
    const form = screen.getByText(INTERVIEW_FORMS[7].title).closest('[dir="rtl"]') as HTMLElement;
    expect(form).not.toBeNull();
    expect(within(form).getByText(INTERVIEW_FORMS[7].criteria[6])).toBeInTheDocument();
    expect(screen.getByText(NO_ASSESSMENTS_TAKEN)).toBeInTheDocument();
  });

  it('lists each assessment taken with its score, and (for staff who print) a results letter in a new tab', async () => {
    resetForTest(['updateinfo', 'download']);
    const served = serveApplicants();
    fakeServer.on('admin/getapp.php', () => ({
      status: 200,
      body: {
        data: {
          applicant: { ...served.applicants[1], scores: { '9': 72.5, '11': 'SAE' } },
          schools: [],
          scoreColumns: [
            { id: 9, name: 'Admission 2027', career: false },
            { id: 11, name: 'Career interests', career: true },
          ],
        },
      },
    }));
    renderApplicantsApp('/applicantViewComponent?id=2&exammode=examMode');
    const card = (await screen.findByText('Admission 2027')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('72.5%')).toBeInTheDocument();
    expect(within(card).getByText('SAE')).toBeInTheDocument();
    const letter = within(card).getByRole('link', { name: 'Print results letter of Omar Khaled for Admission 2027' });
    expect(letter).toHaveAttribute('href', '/print/letter?applicant=2&assessment=9');
    expect(letter).toHaveAttribute('target', '_blank');
  });

  it('reads the applicant from the list for staff without an edit permission, and hides interviews without that flag', async () => {
    resetForTest([]);
    serveApplicants();
    renderApplicantsApp('/applicantViewComponent?id=3&exammode=examMode');
    expect(await screen.findByRole('heading', { name: 'Sara Ahmed' })).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/getapp.php')).toHaveLength(0);
    expect(screen.getByText('Interview reviews are shown to staff with the Interviews permission.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Interview' })).not.toBeInTheDocument();
  });

  it('says so when there is no such applicant', async () => {
    serveApplicants();
    renderApplicantsApp('/applicantViewComponent?id=999');
    expect(await screen.findByText('There is no applicant number 999.')).toBeInTheDocument();
  });
});

describe('/applicantcomponent', () => {
  it('adds an applicant on its own page with the schools from GetSchools', async () => {
    serveApplicants();
    const { user } = renderApplicantsApp('/applicantcomponent');
    expect(await screen.findByRole('heading', { name: 'Add Applicant Info' })).toBeInTheDocument();
    await waitFor(() => expect(fakeServer.requestsTo('GetSchools')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Add applicant' }));
    await waitFor(() => expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(10));
    expect(fakeServer.requestsTo('admin/updateapp.php')).toHaveLength(0);
  });

  it('is closed to staff without the updateinfo flag', async () => {
    resetForTest(['interview']);
    serveApplicants();
    renderApplicantsApp('/applicantcomponent');
    expect(await screen.findByText('Adding applicants is not part of your account')).toBeInTheDocument();
  });
});
