import { screen, waitFor } from '@testing-library/react';
import { fakeServer, ok } from '../../test/fake-api';
import { examRoom } from '../../test/exam-room-fixtures';
import { renderAssessmentsApp, resetForTest } from '../../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../test/federation').fakeFederationRuntime());
beforeEach(() => resetForTest());

const KEY = 'c'.repeat(64);

describe("the control room's Safe Exam Browser line", () => {
  test('says Safe Exam Browser is required, in Arabic for an Arabic assessment', async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([], 'Ar')));
    fakeServer.on('admin/getsebsettings.php', ok({ id: 7, required: true, browserExamKeys: [], configKey: KEY }));
    renderAssessmentsApp('/dashboard/examroom/7');
    expect(await screen.findByTestId('room-seb')).toHaveTextContent('يشترط Safe Exam Browser: تُرفض المتصفحات الأخرى.');
  });

  test('says nothing when the assessment does not require it', async () => {
    fakeServer.on('admin/examroom.php', ok(examRoom([])));
    fakeServer.on('admin/getsebsettings.php', ok({ id: 7, required: false, browserExamKeys: [], configKey: null }));
    renderAssessmentsApp('/dashboard/examroom/7');
    await waitFor(() => expect(fakeServer.requestsTo('admin/getsebsettings.php')).toHaveLength(1));
    expect(screen.queryByTestId('room-seb')).not.toBeInTheDocument();
  });
});
