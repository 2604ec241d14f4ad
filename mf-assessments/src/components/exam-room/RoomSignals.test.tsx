import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { examRoom, roomAttempt } from '../../test/exam-room-fixtures';
import { fakeServer, ok } from '../../test/fake-api';
import { renderAssessmentsApp, resetForTest } from '../../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../test/federation').fakeFederationRuntime());
beforeEach(() => resetForTest());

const MONA = roomAttempt(1, 'Mona Saleh', { signals: 2 });
const OMAR = roomAttempt(2, 'Omar Khaled');
const KEPT = [
  { kind: 'focus-lost', at: '2031-03-01T08:01:58.000Z', receivedAt: '2031-03-01T08:02:00.000Z' },
  { kind: 'essay-paste', at: '2031-03-01T08:05:00.000Z', receivedAt: '2031-03-01T08:05:01.000Z' },
];

function serve(lang: 'En' | 'Ar') {
  fakeServer.on('admin/examroom.php', ok(examRoom([MONA, OMAR], lang)));
  fakeServer.on('admin/getnetworks.php', ok({ id: 7, networks: [] }));
  fakeServer.on('admin/getsignals.php', ok(KEPT));
}

describe("the control room's signals", () => {
  test('each attempt shows its count; the button lists the signals with times, by keyboard, worded as signals', async () => {
    serve('En');
    const user = userEvent.setup();
    renderAssessmentsApp('/dashboard/examroom/7');
    expect(await screen.findByRole('columnheader', { name: /Signals/ })).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: '2 signals for Mona Saleh: show them' });
    expect(within(screen.getByRole('row', { name: /Omar Khaled/ })).getByTestId('room-signals')).toHaveTextContent('0');
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Signals: Mona Saleh');
    expect(await within(dialog).findByText('Window lost focus')).toBeInTheDocument();
    expect(within(dialog).getByText('Pasted into an essay')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('never a verdict');
    expect(dialog).not.toHaveTextContent(/cheat/i);
    expect(fakeServer.requestsTo('admin/getsignals.php').map((request) => request.data)).toEqual([{ attemptId: 1 }]);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('in Arabic for an Arabic assessment, right to left', async () => {
    serve('Ar');
    const user = userEvent.setup();
    renderAssessmentsApp('/dashboard/examroom/7');
    await user.click(await screen.findByRole('button', { name: '2 إشارة للمتقدم Mona Saleh: اعرضها' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('الإشارات: Mona Saleh');
    expect(await within(dialog).findByText('فقدت النافذة التركيز')).toBeInTheDocument();
    expect(within(dialog).getByTestId('signal-list')).toHaveAttribute('dir', 'rtl');
  });
});
