import { screen } from '@testing-library/react';
import { fakeServer, ok } from '../test/fake-api';
import { findRow, renderAssessmentsApp, resetForTest } from '../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());

const settings = {
  examId: 7,
  doubleMarking: false,
  thresholdPercent: 20,
  anonymousMarking: false,
  revealedAt: null,
  revealedBy: null,
  canEdit: true,
  canReveal: false,
};
const figures = { count: 4, exact: 0.25, adjacent: 0.75, meanDifference: 1.5, kappaQuadratic: 0.6123, icc: null, moderated: 1 };
const report = {
  examId: 7,
  examname: 'Science essay',
  lang: 'En',
  thresholdPercent: 20,
  doubleMarked: 4,
  awaitingSecond: 1,
  awaitingModerator: 1,
  overall: figures,
  questions: [{ ...figures, id: 'essay00001', index: 2, headertxt: 'Why science?', totalMark: 10 }],
  pairs: [{ ...figures, graderA: 'Salma Hassan', graderB: 'Omar Said' }],
  drift: [
    {
      grader: 'Omar Said',
      batches: [{ from: '2027-01-01T08:00:00.000Z', to: '2027-01-01T09:00:00.000Z', count: 4, meanSignedDifference: -12.5 }],
    },
  ],
};

beforeEach(() => resetForTest());

describe('marking and agreement', () => {
  it('shows the report per question, per pair and the drift, and what waits for the caller to moderate', async () => {
    fakeServer.on('admin/getmarkingsettings.php', ok(settings));
    fakeServer.on('admin/markingagreement.php', ok(report));
    fakeServer.on(
      'admin/moderationqueue.php',
      ok([{ attemptId: 31, applicant: 'Applicant A-0031', questionId: 'essay00001', index: 2, totalMark: 10, marks: [2, 9] }]),
    );
    const { user } = renderAssessmentsApp('/dashboard/marking/7');
    expect(await screen.findByRole('heading', { name: 'Science essay' })).toBeInTheDocument();
    expect(await findRow('Why science?')).toHaveTextContent('25 %75 %1.500.61—1');
    expect(await findRow('Salma Hassan · Omar Said')).toHaveTextContent('0.61');
    expect(await findRow('−12.5 %')).toHaveTextContent('Omar Said');
    const queued = await findRow('Applicant A-0031');
    expect(queued).toHaveTextContent('2 and 9 of 10');
    await user.click(screen.getByRole('button', { name: /^Moderate/ }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/dashboard/grading/7?attempt=31&question=essay00001');
  });

  it('an editor turns double and anonymous marking on with the threshold they choose', async () => {
    fakeServer.on('admin/getmarkingsettings.php', ok(settings));
    fakeServer.on('admin/markingagreement.php', ok(report));
    fakeServer.on('admin/moderationqueue.php', ok([]));
    fakeServer.on(
      'admin/savemarkingsettings.php',
      ok({ ...settings, doubleMarking: true, anonymousMarking: true, thresholdPercent: 25 }, 'Marking settings saved.'),
    );
    const { user } = renderAssessmentsApp('/dashboard/marking/7');
    await user.click(await screen.findByRole('switch', { name: 'Double marking' }));
    const threshold = screen.getByLabelText("Moderation threshold (% of the question's mark)");
    await user.clear(threshold);
    await user.type(threshold, '25');
    await user.click(screen.getByRole('switch', { name: 'Anonymous marking' }));
    await user.click(screen.getByRole('button', { name: 'Save marking settings' }));
    expect(await screen.findByText('Marking settings saved.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/savemarkingsettings.php')[0].data).toEqual({
      id: 7,
      doubleMarking: true,
      thresholdPercent: 25,
      anonymousMarking: true,
    });
  });
});
