import { screen, waitFor, within } from '@testing-library/react';
import { PROCTOR_REASON_REQUIRED, proctorDecidedMessage } from '@mizan/shared';
import { waitingApplicants } from '../../state/proctor-room';
import { examRoom, roomAttempt } from '../../test/exam-room-fixtures';
import { fakeServer, ok } from '../../test/fake-api';
import { renderAssessmentsApp, resetForTest } from '../../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../test/federation').fakeFederationRuntime());
const PATH = '/dashboard/examroom/7';

const MONA = roomAttempt(1, 'Mona Saleh', {
  state: 'registered',
  proctor: { state: 'waiting', kind: 'start', at: '2031-03-01T07:57:00.000Z' },
});
const OMAR = roomAttempt(2, 'Omar Khaled', { proctor: { state: 'waiting', kind: 'resume', at: '2031-03-01T07:59:30.000Z' } });
const HALA = roomAttempt(3, 'Hala Nabil', { proctor: { state: 'approved', kind: 'start', at: '2031-03-01T07:50:00.000Z' } });
const GATED = { id: 7, startNeedsProctor: true, resumeNeedsProctor: true };

beforeEach(() => resetForTest());

describe("the control room's applicants waiting for a proctor", () => {
  test('listed longest first, with what they wait for and since when (server clock)', () => {
    expect(
      waitingApplicants([HALA, OMAR, MONA], '2031-03-01T08:00:00.000Z').map(({ attempt, kind, minutes }) => [attempt.name, kind, minutes]),
    ).toEqual([
      ['Mona Saleh', 'start', 3],
      ['Omar Khaled', 'resume', 0],
    ]);
  });

  test('English: Let in sends the attempt; Refuse asks a reason the applicant reads; the PIN of the day is shown and rotated', async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([MONA, OMAR, HALA], 'En', 30)));
    fakeServer.on('admin/getproctoring.php', ok(GATED));
    fakeServer.on('admin/getproctorpin.php', ok({ id: 7, day: '2031-03-01', pin: '482913' }));
    fakeServer.on('admin/approveattempt.php', (data) => ({
      status: 200,
      body: { msg: proctorDecidedMessage((data as { approve: boolean }).approve) },
    }));
    fakeServer.on('admin/rotateproctorpin.php', {
      status: 200,
      body: { data: { id: 7, day: '2031-03-01', pin: '105577' }, msg: 'A new PIN.' },
    });
    const { user } = renderAssessmentsApp(PATH);
    const panel = await screen.findByTestId('room-waiting');
    expect(within(panel).getByRole('heading', { name: 'Waiting for a proctor (2)' })).toBeInTheDocument();
    expect(within(panel).getByTestId('waiting-1')).toHaveTextContent('to start · for 3 min');
    expect(within(panel).getByTestId('waiting-2')).toHaveTextContent('to continue on another browser · just now');
    expect(await within(panel).findByTestId('proctor-pin')).toHaveTextContent('482913');

    await user.click(within(panel).getByRole('button', { name: 'Let in: Mona Saleh' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/approveattempt.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/approveattempt.php')[0].data).toEqual({ attemptId: 1, approve: true, reason: '' });

    await user.click(within(panel).getByRole('button', { name: 'Refuse: Omar Khaled' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText(PROCTOR_REASON_REQUIRED)).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/approveattempt.php')).toHaveLength(1);
    await user.type(within(dialog).getByLabelText('Reason (the applicant reads it)'), 'Not at your assigned desk');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/approveattempt.php')).toHaveLength(2));
    expect(fakeServer.requestsTo('admin/approveattempt.php')[1].data).toEqual({
      attemptId: 2,
      approve: false,
      reason: 'Not at your assigned desk',
    });

    await user.click(within(panel).getByRole('button', { name: 'New PIN' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'New PIN' })).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: 'New PIN' })[1]);
    await waitFor(() => expect(fakeServer.requestsTo('admin/rotateproctorpin.php')).toHaveLength(1));
  });

  test("Arabic: the list in the assessment's language; nothing shown for a room without a gate and nobody waiting", async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([MONA], 'Ar', 30)));
    fakeServer.on('admin/getproctoring.php', ok(GATED));
    fakeServer.on('admin/getproctorpin.php', ok({ id: 7, day: '2031-03-01', pin: '482913' }));
    renderAssessmentsApp(PATH);
    const panel = await screen.findByTestId('room-waiting');
    expect(within(panel).getByRole('heading', { name: 'في انتظار المراقب (1)' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'السماح بالدخول: Mona Saleh' })).toBeInTheDocument();
    expect(within(panel).getByTestId('waiting-1')).toHaveTextContent('لبدء الاختبار');
  });

  test('a room without a gate and nobody waiting shows no list', async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([HALA], 'En', 30)));
    fakeServer.on('admin/getproctoring.php', ok({ id: 7, startNeedsProctor: false, resumeNeedsProctor: false }));
    renderAssessmentsApp(PATH);
    await screen.findByText('Hala Nabil');
    expect(screen.queryByTestId('room-waiting')).toBeNull();
  });
});
