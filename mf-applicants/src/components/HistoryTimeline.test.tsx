import { screen, within } from '@testing-library/react';
import { fakeServer } from '../test/fake-api';
import { serveApplicants } from '../test/applicants';
import { renderApplicantsApp, resetForTest } from '../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.setTimeout(30_000);

const HISTORY = 'admin/applicanthistory.php';

const ENTRIES = [
  { id: 9, action: 'applicant.reveal', at: '2026-11-03T10:00:00.000Z', actor: 'Nadia Interviewer', details: { field: 'ssn' } },
  {
    id: 8,
    action: 'transfer',
    at: '2026-11-02T10:00:00.000Z',
    actor: 'Karim Mover',
    details: {
      school_id: { from: 1, to: 2 },
      from_school: 'Cairo STEM School',
      to_school: 'Alexandria Language School',
      reason: 'Closer to home',
    },
  },
  {
    id: 7,
    action: 'applicant.update',
    at: '2026-11-01T10:00:00.000Z',
    actor: 'Administrator',
    details: { mobile: { from: '01000000002', to: '01099990000' } },
  },
];

describe('the History timeline on /applicantViewComponent', () => {
  it('asks admin/applicanthistory.php for the applicant and shows the entries in the order answered (newest first), with actor, transfer reason and before/after', async () => {
    resetForTest();
    serveApplicants();
    fakeServer.on(HISTORY, { status: 200, body: { data: ENTRIES } });
    renderApplicantsApp('/applicantViewComponent?id=2&exammode=examMode');
    const items = await screen.findAllByTestId('history-entry');
    expect(fakeServer.requestsTo(HISTORY)[0].data).toEqual({ applicant_id: 2 });
    expect(items.map((item) => within(item).getByText(/shown|changed|updated/).textContent)).toEqual([
      'SSN(ID) shown',
      'Specialization changed',
      'Information updated',
    ]);
    expect(items[0]).toHaveTextContent('Nadia Interviewer');
    expect(items[1]).toHaveTextContent('Cairo STEM School → Alexandria Language School');
    expect(items[1]).toHaveTextContent('Reason: Closer to home');
    expect(items[1]).toHaveTextContent('Karim Mover');
    expect(items[2]).toHaveTextContent('Mobile: 01000000002 → 01099990000');
    expect(screen.getByText('History').closest('.ant-card')?.querySelector('.ant-timeline')).not.toBeNull();
  });

  it('says why when the history cannot be loaded', async () => {
    resetForTest();
    serveApplicants();
    fakeServer.on(HISTORY, { status: 500, body: { msg: 'The database is away.' } });
    renderApplicantsApp('/applicantViewComponent?id=2&exammode=examMode');
    expect(await screen.findByText('The history could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The database is away.')).toBeInTheDocument();
  });

  it('is not shown to staff with neither updateinfo nor interview', async () => {
    resetForTest(['movetoschool']);
    serveApplicants();
    renderApplicantsApp('/applicantViewComponent?id=2&exammode=examMode');
    expect(await screen.findByRole('heading', { name: 'Omar Khaled' })).toBeInTheDocument();
    expect(screen.queryByText('History')).not.toBeInTheDocument();
    expect(fakeServer.requestsTo(HISTORY)).toHaveLength(0);
  });
});
