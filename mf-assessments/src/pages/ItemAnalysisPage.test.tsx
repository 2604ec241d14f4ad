import { screen, within } from '@testing-library/react';
import { fakeServer, ok } from '../test/fake-api';
import { findRow, renderAssessmentsApp, resetForTest } from '../test/render-assessments';
import { FACILITY_HELP } from '../state/item-measures';
import type { ItemAnalysis } from '../state/types';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());
const analysis: ItemAnalysis = {
  exam_id: 7,
  examname: 'Grade 7 admission',
  lang: 'En',
  submissions: 4,
  awaitingGrading: 1,
  questions: [
    {
      id: 'mcq0000001',
      index: 1,
      drawn: false,
      attempts: 4,
      type: 'MCQ',
      headertxt: 'Which are prime numbers?',
      totalMark: 2,
      scored: 4,
      awaitingGrading: 0,
      meanScore: 1.5,
      facility: 0.75,
      discrimination: 0.412,
      options: [
        { id: 'optA', text: 'Two', isTrue: true, picked: 3 },
        { id: 'optB', text: 'Four', isTrue: false, picked: 1 },
      ],
    },
    {
      id: 'essay00001',
      index: 2,
      drawn: true,
      attempts: 3,
      type: 'EssayComponent',
      headertxt: 'Why do you want to join?',
      totalMark: 4,
      scored: 3,
      awaitingGrading: 1,
      meanScore: 2,
      facility: 0.5,
      discrimination: null,
      options: null,
    },
  ],
};

beforeEach(() => resetForTest());

describe('item analysis', () => {
  it('shows per question the mean, facility, discrimination, what awaits grading and how often each option was picked', async () => {
    fakeServer.on('admin/itemanalysis.php', ok(analysis));
    const { user } = renderAssessmentsApp('/dashboard/itemanalysis/7');
    expect(await screen.findByRole('heading', { name: 'Grade 7 admission' })).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/itemanalysis.php')[0].data).toEqual({ id: 7 });
    expect(screen.getByText('1 submission still awaits grading.')).toBeInTheDocument();

    const mcqRow = await findRow('Q 1');
    expect(mcqRow).toHaveTextContent('1.5 / 2');
    expect(mcqRow).toHaveTextContent('0.75');
    expect(mcqRow).toHaveTextContent('0.41');
    const picks = screen.getByTestId('option-picks-1');
    expect(picks).toHaveTextContent('Two3 pickedCorrect');
    expect(picks).toHaveTextContent('Four1 picked');

    const essayRow = await findRow('Q 2');
    expect(essayRow).toHaveTextContent('2 / 4');
    expect(essayRow).toHaveTextContent('0.50');
    await user.click(within(essayRow).getByRole('button', { name: '1 · Grade' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/dashboard/grading/7?question=essay00001');
  });

  it('explains facility in a tooltip', async () => {
    fakeServer.on('admin/itemanalysis.php', ok(analysis));
    const { user } = renderAssessmentsApp('/dashboard/itemanalysis/7');
    await user.hover((await screen.findAllByLabelText('What facility means'))[0]);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(FACILITY_HELP);
  });

  it("shows the server's sentence when the assessment cannot be analysed", async () => {
    fakeServer.on('admin/itemanalysis.php', { status: 404, body: { msg: 'Assessment not found. It may have been deleted.' } });
    renderAssessmentsApp('/dashboard/itemanalysis/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Assessment not found. It may have been deleted.');
  });

  it('an address without an assessment says so and leads back to Taken Assessments (the grading cockpit alike)', async () => {
    fakeServer.on('admin/getstudentsexams.php', ok({ exams: [], count: 0, countCapped: false }));
    const { user } = renderAssessmentsApp('/dashboard/itemanalysis/');
    expect(await screen.findByText('This address does not say which assessment to analyse')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/itemanalysis.php')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Taken Assessments' }));
    expect(await screen.findByRole('heading', { name: 'Taken Assessments' })).toBeInTheDocument();
  });
});
