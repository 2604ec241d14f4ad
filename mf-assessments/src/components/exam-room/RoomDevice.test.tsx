import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { examRoom, roomAttempt } from '../../test/exam-room-fixtures';
import { fakeServer, ok } from '../../test/fake-api';
import { renderAssessmentsApp, resetForTest } from '../../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../test/federation').fakeFederationRuntime());
beforeEach(() => resetForTest());

const READY = roomAttempt(1, 'Amal Ready', { device: { state: 'ready', checkedAt: '2031-03-01T07:40:00.000Z' } });
const FAILED = roomAttempt(2, 'Mona Failed', { device: { state: 'failed', checkedAt: '2031-03-01T07:55:00.000Z' } });
const WARNED = roomAttempt(3, 'Nour Warned', { device: { state: 'warned', checkedAt: '2031-03-01T07:50:00.000Z' } });
const UNCHECKED = roomAttempt(4, 'Omar Unchecked');

describe("the control room's device column", () => {
  test.each(['En', 'Ar'] as const)(
    'names each applicant’s last rehearsal and when, or not checked (%s); the sort puts failures first',
    async (lang) => {
      fakeServer.on('admin/examroom.php', ok(examRoom([READY, FAILED, WARNED, UNCHECKED], lang)));
      fakeServer.on('admin/getnetworks.php', ok({ id: 7, networks: [] }));
      const user = userEvent.setup();
      renderAssessmentsApp('/dashboard/examroom/7');
      const header = await screen.findByRole('columnheader', { name: /Device/ });
      const deviceOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getByTestId('room-device');
      expect(deviceOf('Mona Failed')).toHaveTextContent('Failed');
      expect(deviceOf('Mona Failed').querySelector('time')).toHaveAttribute('datetime', '2031-03-01T07:55:00.000Z');
      expect(deviceOf('Nour Warned')).toHaveTextContent('Warned');
      expect(deviceOf('Amal Ready')).toHaveTextContent('Ready');
      expect(deviceOf('Omar Unchecked')).toHaveTextContent('Not checked');
      expect(deviceOf('Omar Unchecked').querySelector('time')).toBeNull();

      await user.click(within(header).getByText('Device'));
      const names = screen.getAllByTestId('room-device').map((cell) => cell.getAttribute('data-device'));
      expect(names).toEqual(['failed', 'warned', 'unchecked', 'ready']);
    },
  );
});
