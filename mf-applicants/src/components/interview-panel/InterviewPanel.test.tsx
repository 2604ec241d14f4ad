import { screen, waitFor, within } from '@testing-library/react';
import { INTERVIEW_FORMS, interviewQuestionKeys, type InterviewAgreementReport, type InterviewPanel } from '@mizan/shared';
import { loginSucceeded, store } from '@mizan/shared/browser';
import { setTestSessionCookies, unsignedSessionToken } from '@mizan/shared/testing';
import { fakeServer } from '../../test/fake-api';
import { serveApplicants } from '../../test/applicants';
import { ALL_APPLICANT_FLAGS, findModal, findRow, renderApplicantsApp, resetForTest } from '../../test/render-applicants';
import { PANEL_BLIND_TEXT, panelStatusText, YOUR_SCORECARD } from './InterviewPanelSection';
import { PANEL_TABLE_TEXT } from './PanelScorecards';
import { NO_PAIRS_YET } from './AgreementTable';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.setTimeout(40_000);

beforeEach(() => resetForTest());

/** Omar Khaled (applicant 2, job 5) takes the 7-criterion form. */
const OMAR = 2;
const answers = (ratings: number[]) => Object.fromEntries(interviewQuestionKeys(7).map((key, index) => [key, ratings[index]]));
const card = (interviewerId: number, interviewer: string, ratings: number[], parent: number, notes = '') => ({
  interviewerId,
  interviewer,
  form: 7 as const,
  answers: answers(ratings),
  parent,
  notes,
  submittedAt: '2026-11-20T09:00:00.000Z',
});

function servePanel(panel: InterviewPanel) {
  fakeServer.on('admin/getinterviewpanel.php', { status: 200, body: { data: panel } });
}

async function openInterview() {
  const view = renderApplicantsApp();
  await view.user.click(within(await findRow('Omar Khaled')).getByRole('button', { name: 'Interview Omar Khaled' }));
  const dialog = await findModal('Interview');
  await waitFor(() => expect(dialog.querySelector('.ant-spin-spinning')).toBeNull());
  return { ...view, dialog };
}

describe("the Interview modal's panel", () => {
  it('shows nothing of a panel with one interviewer: the SPEC form alone', async () => {
    serveApplicants();
    servePanel({ applicantId: OMAR, panelSize: 1, submitted: 0, yours: null, scorecards: [], mean: null });
    const { dialog } = await openInterview();
    await waitFor(() => expect(fakeServer.requestsTo('admin/getinterviewpanel.php')).toHaveLength(1));
    expect(within(dialog).queryByText(YOUR_SCORECARD)).toBeNull();
    expect(within(dialog).queryByTestId('panel-scorecards')).toBeNull();
  });

  it('before you submit: how many are in, that the others stay hidden, and the form as your scorecard', async () => {
    serveApplicants();
    servePanel({ applicantId: OMAR, panelSize: 3, submitted: 2, yours: null, scorecards: [], mean: null });
    const { dialog } = await openInterview();
    expect(await within(dialog).findByText(panelStatusText(2, 3))).toBeInTheDocument();
    expect(within(dialog).getByText(PANEL_BLIND_TEXT)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: YOUR_SCORECARD })).toBeInTheDocument();
    expect(within(dialog).queryByTestId('panel-scorecards')).toBeNull();
    expect(fakeServer.requestsTo('admin/getinterviewpanel.php')[0].data).toEqual({ applicantId: OMAR });
  });

  it("after you submitted: every scorecard side by side, per criterion, with the panel's mean, in Arabic right to left", async () => {
    serveApplicants();
    const yours = card(7, 'Hana Said', [5, 5, 5, 5, 5, 5, 5], 100, 'واثق من نفسه');
    servePanel({
      applicantId: OMAR,
      panelSize: 2,
      submitted: 2,
      yours,
      scorecards: [card(4, 'Karim Nabil', [3, 3, 3, 3, 3, 3, 4], 62.86), yours],
      mean: 81.43,
    });
    const { dialog } = await openInterview();
    const table = await within(dialog).findByTestId('panel-scorecards');
    expect(table).toHaveAttribute('dir', 'rtl');
    expect(table).toHaveAttribute('lang', 'ar');
    expect(within(dialog).getByText(`${panelStatusText(2, 2)} Panel mean: 81.43 (My Review (100)).`)).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([PANEL_TABLE_TEXT.criterion, 'Karim Nabil', `${PANEL_TABLE_TEXT.yours}Hana Said`, PANEL_TABLE_TEXT.mean]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual([`1. ${INTERVIEW_FORMS[7].criteria[0]}`, '3', '5', '4.00']);
    expect(rows[6]).toEqual([`7. ${INTERVIEW_FORMS[7].criteria[6]}`, '4', '5', '4.50']);
    expect(rows[7]).toEqual([PANEL_TABLE_TEXT.total, '62.86', '100.00', '81.43']);
    expect(within(table).getByText('واثق من نفسه')).toBeInTheDocument();
  });
});

const report: InterviewAgreementReport = {
  panelSize: 2,
  pairs: [
    {
      a: { id: 4, name: 'Karim Nabil' },
      b: { id: 7, name: 'Hana Said' },
      applicants: 12,
      criteria: {
        count: 84,
        exact: 0.5,
        adjacent: 0.9,
        meanDifference: 0.62,
        meanSignedDifference: -0.3,
        kappaQuadratic: 0.7123,
        icc: 0.7,
      },
      totals: { count: 12, exact: 0, adjacent: 0.25, meanDifference: 6.5, meanSignedDifference: -5, kappaQuadratic: 0.6, icc: 0.6789 },
    },
  ],
  overall: {
    comparisons: 12,
    criteria: { count: 84, exact: 0.5, adjacent: 0.9, meanDifference: 0.62, meanSignedDifference: -0.3, kappaQuadratic: 0.7123, icc: 0.7 },
    totals: { count: 12, exact: 0, adjacent: 0.25, meanDifference: 6.5, meanSignedDifference: -5, kappaQuadratic: 0.6, icc: 0.6789 },
  },
};

describe('the Interview panels dialog', () => {
  async function openPanels() {
    serveApplicants();
    fakeServer.on('admin/getinterviewpanelsize.php', { status: 200, body: { data: { panelSize: 2 } } });
    const view = renderApplicantsApp();
    await view.user.click(await screen.findByRole('button', { name: /Interview panels/ }));
    return { ...view, dialog: await findModal('Interview panels') };
  }

  it('lets an administrator set the panel size and read the agreement per pair of interviewers', async () => {
    fakeServer.on('admin/getinterviewagreement.php', { status: 200, body: { data: report } });
    fakeServer.on('admin/setinterviewpanelsize.php', (data) => ({
      status: 200,
      body: { data: { panelSize: (data as { panelSize: number }).panelSize }, msg: 'saved' },
    }));
    const { user, dialog } = await openPanels();
    const size = await within(dialog).findByLabelText('Interviewers per applicant');
    await waitFor(() => expect(size).toHaveValue('2'));
    const table = await within(dialog).findByRole('table');
    const row = within(table).getByText('Karim Nabil – Hana Said').closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Karim Nabil – Hana Said', '12', '50 %', '90 %', '0.62', '0.71', '6.50', '0.68']);
    await user.clear(size);
    await user.type(size, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save panel size' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/setinterviewpanelsize.php')[0]?.data).toEqual({ panelSize: 3 }));
  });

  it('says when no two interviewers rated the same applicant yet', async () => {
    fakeServer.on('admin/getinterviewagreement.php', { status: 200, body: { data: { ...report, pairs: [] } } });
    const { dialog } = await openPanels();
    expect(await within(dialog).findByText(NO_PAIRS_YET)).toBeInTheDocument();
  });

  it('shows an interviewer who is not an administrator the size only', async () => {
    const token = unsignedSessionToken({ flags: ALL_APPLICANT_FLAGS, roleId: 3 });
    setTestSessionCookies(token);
    store.dispatch(loginSucceeded(token));
    const { dialog } = await openPanels();
    expect(await within(dialog).findByText(/rated by a panel of 2 interviewers/)).toBeInTheDocument();
    expect(within(dialog).getByText('Only an administrator can change the panel size.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Interviewers per applicant')).toBeNull();
    expect(fakeServer.requestsTo('admin/getinterviewagreement.php')).toHaveLength(0);
  });
});
