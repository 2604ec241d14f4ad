import { act, screen, waitFor, within } from '@testing-library/react';
import { ROOM_REASON_REQUIRED } from '@mizan/shared';
import { examRoom, roomAttempt } from '../test/exam-room-fixtures';
import { fakeServer, ok } from '../test/fake-api';
import { renderAssessmentsApp, resetForTest } from '../test/render-assessments';

/** The open action dialog, by its title (jsdom's antd ids are not unique, so its accessible name is not reliable here). */
async function findDialog(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(title);
  return dialog;
}

/** The table row of this applicant. */
async function rowOf(name: string): Promise<HTMLElement> {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());
const PATH = '/dashboard/examroom/7';

const MONA = roomAttempt(1, 'Mona Saleh', { extraTimePercent: 50 });
const OMAR = roomAttempt(2, 'Omar Khaled', { state: 'offline', lastSaveSecondsAgo: 400, browserMoves: 2 });
const SARA = roomAttempt(3, 'Sara Ahmed', { state: 'submitted', secondsLeft: null, submittedBy: 'applicant', answered: 5 });

beforeEach(() => resetForTest());
afterEach(() => jest.useRealTimers());

describe('the exam-day control room', () => {
  test('shows the counts and each attempt: masked ID, state, answered of total, last save, time left, extra time, moves', async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([MONA, OMAR, SARA])));
    renderAssessmentsApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grade 7 admission' })).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/examroom.php')[0].data).toEqual({ id: 7 });
    const counts = screen.getByTestId('room-counts');
    expect(within(counts).getByRole('button', { name: /^Offline\s*1$/ })).toBeInTheDocument();
    expect(within(counts).getByRole('button', { name: /^Registered\s*3$/ })).toBeInTheDocument();
    const mona = await rowOf('Mona Saleh');
    expect(mona).toHaveTextContent('3090101••••••1');
    expect(within(mona).getByText('Answering')).toBeInTheDocument();
    expect(mona).toHaveTextContent('2 / 5');
    expect(mona).toHaveTextContent('12 s ago');
    expect(mona).toHaveTextContent('3:07');
    expect(mona).toHaveTextContent('+50 %');
    const omar = await rowOf('Omar Khaled');
    expect(within(omar).getByText('Offline')).toBeInTheDocument();
    expect(omar).toHaveTextContent('6 min ago');
    expect(screen.queryByRole('columnheader', { name: 'Access code' })).toBeNull();
  });

  test('filters by state (from a count or the list) and searches by name, ID or school', async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([MONA, OMAR, SARA])));
    const { user } = renderAssessmentsApp(PATH);
    await rowOf('Mona Saleh');
    await user.click(screen.getByRole('button', { name: /^Offline\s*1$/ }));
    expect(screen.getByText('1 of 3 shown')).toBeInTheDocument();
    expect(screen.queryByText('Mona Saleh')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Registered\s*3$/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, ID, school or access code' }), 'sara');
    expect(screen.getByText('1 of 3 shown')).toBeInTheDocument();
    expect(screen.getByText('Sara Ahmed')).toBeInTheDocument();
  });

  test('refreshes by itself every few seconds without reloading the page', async () => {
    jest.useFakeTimers();
    let answer = examRoom([MONA, OMAR]);
    fakeServer.on('admin/examroom.php', () => ok(answer));
    renderAssessmentsApp(PATH);
    await rowOf('Omar Khaled');
    answer = examRoom([MONA, { ...OMAR, state: 'answering', lastSaveSecondsAgo: 1 }]);
    await act(async () => jest.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(fakeServer.requestsTo('admin/examroom.php')).toHaveLength(2));
    const omar = await rowOf('Omar Khaled');
    await waitFor(() => expect(within(omar).getByText('Answering')).toBeInTheDocument());
  });

  test('extend time on a selection: minutes and a required reason, sent once per attempt, then the room is read again', async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([MONA, OMAR, SARA])));
    fakeServer.on('admin/extendattempt.php', { status: 200, body: { msg: 'Extended by 3 minutes.' } });
    const { user } = renderAssessmentsApp(PATH);
    await rowOf('Mona Saleh');
    await user.click(screen.getByRole('checkbox', { name: 'Select Mona Saleh' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Omar Khaled' }));
    await user.click(screen.getByRole('button', { name: 'Extend time…' }));
    const dialog = await findDialog('Extend time: 2 attempts');
    await user.click(within(dialog).getByRole('button', { name: 'Extend time' }));
    expect(await within(dialog).findByText(ROOM_REASON_REQUIRED)).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/extendattempt.php')).toHaveLength(0);
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Minutes' });
    await user.clear(minutes);
    await user.type(minutes, '3');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (kept in the audit log)' }), 'Fire drill');
    const reads = fakeServer.requestsTo('admin/examroom.php').length;
    await user.click(within(dialog).getByRole('button', { name: 'Extend time' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/extendattempt.php')).toHaveLength(2));
    expect(fakeServer.requestsTo('admin/extendattempt.php').map((request) => request.data)).toEqual([
      { attemptId: 1, minutes: 3, reason: 'Fire drill' },
      { attemptId: 2, minutes: 3, reason: 'Fire drill' },
    ]);
    await waitFor(() => expect(fakeServer.requestsTo('admin/examroom.php').length).toBeGreaterThan(reads));
  });

  test('a refused action names the attempt and the server sentence, and keeps the dialog open', async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([SARA])));
    fakeServer.on('admin/submitattempt.php', { status: 409, body: { msg: 'This attempt is already submitted.' } });
    const { user } = renderAssessmentsApp(PATH);
    await rowOf('Sara Ahmed');
    await user.click(screen.getByRole('checkbox', { name: 'Select Sara Ahmed' }));
    await user.click(screen.getByRole('button', { name: 'Submit now…' }));
    const dialog = await findDialog('Submit now: Sara Ahmed');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (kept in the audit log)' }), 'Left ill');
    await user.click(within(dialog).getByRole('button', { name: 'Submit now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sara Ahmed: This attempt is already submitted.');
  });

  test('an Arabic assessment is shown right to left', async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([MONA], 'Ar')));
    renderAssessmentsApp(PATH);
    await rowOf('Mona Saleh');
    expect(screen.getByTestId('assessment-page')).toHaveAttribute('dir', 'rtl');
  });
});
