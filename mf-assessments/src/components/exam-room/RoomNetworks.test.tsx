import { screen } from '@testing-library/react';
import type { ExamRoom } from '@mizan/shared';
import { fakeServer, ok } from '../../test/fake-api';
import { renderAssessmentsApp, resetForTest } from '../../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../test/federation').fakeFederationRuntime());
beforeEach(() => resetForTest());

function emptyRoom(lang: 'En' | 'Ar'): ExamRoom {
  return {
    exam: { id: 7, title: lang === 'Ar' ? 'اختبار القبول' : 'Grade 7 admission', lang, istimed: 1, duration: 5, requireAccessCodes: false },
    serverTime: '2031-03-01T08:00:00.000Z',
    idleSeconds: 120,
    offlineSeconds: 300,
    counts: { registered: 0, started: 0, answering: 0, idle: 0, offline: 0, submitted: 0, autoSubmitted: 0 },
    attempts: [],
  };
}

describe("the control room's address list line", () => {
  test('names the networks attempts may come from', async () => {
    fakeServer.on('admin/examroom.php', ok(emptyRoom('En')));
    fakeServer.on('admin/getnetworks.php', ok({ id: 7, networks: ['10.20.0.0/16', '2001:db8::/32'] }));
    renderAssessmentsApp('/dashboard/examroom/7');
    expect(await screen.findByTestId('room-networks')).toHaveTextContent('Attempts only from: 10.20.0.0/16, 2001:db8::/32');
    expect(fakeServer.requestsTo('admin/getnetworks.php').map((request) => request.data)).toEqual([{ id: 7 }]);
  });

  test('says any network when the list is empty, in Arabic for an Arabic assessment', async () => {
    fakeServer.on('admin/examroom.php', ok(emptyRoom('Ar')));
    fakeServer.on('admin/getnetworks.php', ok({ id: 7, networks: [] }));
    renderAssessmentsApp('/dashboard/examroom/7');
    expect(await screen.findByTestId('room-networks')).toHaveTextContent('يمكن أداء الاختبار من أي شبكة.');
  });
});
