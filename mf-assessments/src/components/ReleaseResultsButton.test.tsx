import { screen, waitFor, within } from '@testing-library/react';
import { RESULTS_AWAIT_GRADING, resultsReleasedMessage } from '@mizan/shared';
import { fakeServer, ok } from '../test/fake-api';
import { listItem } from '../test/fixtures';
import { findConfirm, findRow, renderAssessmentsApp, resetForTest } from '../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());
beforeEach(() => resetForTest());

describe('Release results on the assessments list', () => {
  it('asks before releasing only the graded results while some await grading, then releases them', async () => {
    fakeServer.on('admin/getexams.php', () =>
      ok([listItem(9, 'Admission 2027', { published: '1', publishedText: 'Yes', attemptCount: 3 }), listItem(10, 'Unused')]),
    );
    fakeServer.on('admin/releaseresults.php', (data) =>
      (data as { confirmPartial?: boolean }).confirmPartial
        ? { status: 200, body: { data: { released: 2, alreadyReleased: 0, awaitingGrading: 1 }, msg: resultsReleasedMessage(2, 1) } }
        : { status: 409, body: { msg: RESULTS_AWAIT_GRADING(1) } },
    );
    const { user } = renderAssessmentsApp('/dashboard/assessments');
    // Only an assessment with submissions has results to release.
    expect(within(await findRow('Unused')).queryByRole('button', { name: /Release results/ })).toBeNull();
    await user.click(within(await findRow('Admission 2027')).getByRole('button', { name: 'Release results of Admission 2027' }));
    const confirm = await findConfirm('confirm');
    expect(confirm).toHaveTextContent(RESULTS_AWAIT_GRADING(1));
    expect(fakeServer.requestsTo('admin/releaseresults.php').map((request) => request.data)).toEqual([{ id: 9 }]);
    await user.click(within(confirm).getByRole('button', { name: 'Release the graded results' }));
    expect(await screen.findByText(resultsReleasedMessage(2, 1))).toBeInTheDocument();
    await waitFor(() =>
      expect(fakeServer.requestsTo('admin/releaseresults.php').map((request) => request.data)).toEqual([
        { id: 9 },
        { id: 9, confirmPartial: true },
      ]),
    );
  });
});
