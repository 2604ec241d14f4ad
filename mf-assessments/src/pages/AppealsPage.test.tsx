import { screen, within } from '@testing-library/react';
import type { AppealRow } from '@mizan/shared';
import { essay } from '../../../shared/src/questions/testing/fixtures';
import { fakeServer, ok } from '../test/fake-api';
import { renderAssessmentsApp, resetForTest } from '../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());

const REASON = 'أجبت عن جزأي السؤال، ولم يُحتسب الجزء الثاني.';
const open: AppealRow = {
  id: 31,
  attemptId: 7,
  assessmentId: 4,
  examname: 'اختبار القبول',
  lang: 'Ar',
  applicant: 'Applicant A-0007',
  ssn: null,
  questionId: 'essay00001',
  questionIndex: 2,
  question: essay({ totalMark: '10' }),
  answer: { type: 'EssayComponent', text: [{ type: 'paragraph', children: [{ text: 'أحب العلوم' }] }] },
  max: 10,
  score: 6,
  feedback: '',
  firstMark: 6,
  firstGraders: ['Salma Hassan'],
  reason: REASON,
  requestedAt: '2026-11-28T09:00:00.000Z',
  state: 'open',
  newMark: null,
  outcomeReason: '',
  remarkedBy: null,
  resolvedAt: null,
  mayResolve: true,
};

beforeEach(() => resetForTest());

describe('the re-mark requests', () => {
  it('lists an open request with the first mark and the reason, and saves a re-mark with the reason the applicant reads', async () => {
    fakeServer.on('admin/getappeals.php', ok([open]));
    fakeServer.on('admin/resolveappeal.php', ok({ ...open, state: 'changed', newMark: 8, score: 8 }));
    const { user } = renderAssessmentsApp('/dashboard/appeals?exam=4');
    const card = await screen.findByTestId('appeal-31');
    expect(fakeServer.requestsTo('admin/getappeals.php')[0].data).toEqual({ state: 'open', assessmentId: 4 });
    expect(within(card).getByText(REASON)).toBeInTheDocument();
    expect(within(card).getByText('Applicant A-0007')).toBeInTheDocument();
    expect(within(card).getByText(/by Salma Hassan/)).toBeInTheDocument();
    const mark = within(card).getByRole('spinbutton', { name: 'New mark (0 to 10)' });
    await user.clear(mark);
    await user.type(mark, '8');
    await user.type(within(card).getByRole('textbox', { name: 'Reason (the applicant reads it)' }), 'الجزء الثاني صحيح.');
    await user.click(within(card).getByRole('button', { name: 'Save re-mark' }));
    await screen.findByRole('button', { name: 'Save re-mark' });
    expect(fakeServer.requestsTo('admin/resolveappeal.php')[0].data).toEqual({ appealId: 31, score: 8, reason: 'الجزء الثاني صحيح.' });
  });

  it('tells the first grader another grader re-marks it, and shows a resolved outcome', async () => {
    fakeServer.on(
      'admin/getappeals.php',
      ok([
        { ...open, mayResolve: false },
        {
          ...open,
          id: 32,
          state: 'unchanged',
          newMark: 6,
          outcomeReason: 'The mark fits.',
          remarkedBy: 'Omar Farouk',
          resolvedAt: '2026-11-29T09:00:00.000Z',
        },
      ]),
    );
    renderAssessmentsApp('/dashboard/appeals');
    const first = await screen.findByTestId('appeal-31');
    expect(within(first).getByText('You marked this answer first: another grader of this assessment re-marks it.')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Save re-mark' })).toBeNull();
    const resolved = screen.getByTestId('appeal-32');
    expect(within(resolved).getByText(/Mark kept at/)).toHaveTextContent('by Omar Farouk');
    expect(within(resolved).getByText('The mark fits.')).toBeInTheDocument();
  });

  it('says when there is nothing open', async () => {
    fakeServer.on('admin/getappeals.php', ok([]));
    renderAssessmentsApp('/dashboard/appeals');
    expect(await screen.findByText('No open re-mark requests.')).toBeInTheDocument();
  });
});
