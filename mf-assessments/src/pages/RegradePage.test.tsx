import { screen, waitFor, within } from '@testing-library/react';
import type { RegradePreview } from '@mizan/shared';
import { fakeServer, ok } from '../test/fake-api';
import { assessment, mcq } from '../test/fixtures';
import { findConfirm, findRow, renderAssessmentsApp, resetForTest } from '../test/render-assessments';
import { KEY_UNCHANGED } from '../state/regrade-rules';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());

const STALE = 'The assessment or its submissions changed since this dry run. Run the dry run again.';

const preview = (overrides: Partial<RegradePreview> = {}): RegradePreview => ({
  previewId: 'preview-1',
  version: 2,
  attempts: 3,
  changed: [
    {
      attemptId: 11,
      studentname: 'Huda Salem',
      ssn: '29901011234567',
      released: true,
      questionScore: { from: 0, to: 4 },
      percent: { from: 33.33, to: 100 },
    },
    {
      attemptId: 12,
      studentname: 'Omar Adel',
      ssn: '29902021234567',
      released: false,
      questionScore: { from: 4, to: 2 },
      percent: { from: 100, to: 66.67 },
    },
  ],
  distribution: { before: [0, 0, 0, 1, 0, 0, 0, 1, 0, 1], after: [0, 0, 0, 0, 0, 0, 1, 1, 0, 1] },
  meritMoves: [{ applicantId: 5, studentname: 'Huda Salem', school: 'Nile School', rank: { from: 3, to: 1 } }],
  ...overrides,
});

beforeEach(() => resetForTest());

function serveAssessment(overrides: Parameters<typeof assessment>[2] = {}) {
  fakeServer.on('admin/getexam.php', ok(assessment(7, 'Grade 7 admission', { published: '1', ...overrides })));
}

/** Opens question 2 (the MCQ), ticks option 2 as correct too and writes the reason. */
async function correctTheMcq(user: ReturnType<typeof renderAssessmentsApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Correct the key of question 2' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Option 2 is correct' }));
  await user.type(screen.getByLabelText('Reason for the correction'), 'Four was marked wrong by mistake');
}

describe('correcting a key', () => {
  it('lists the auto-scored questions; a corrected MCQ key gets a dry run, then Regrade applies that dry run', async () => {
    serveAssessment();
    fakeServer.on('admin/regradepreview.php', ok(preview()));
    fakeServer.on('admin/regrade.php', {
      status: 200,
      body: { data: { changed: 2, version: 2 }, msg: 'The question is now version 2; 2 attempts regraded.' },
    });
    fakeServer.on(
      'admin/getquestionversions.php',
      ok([{ version: 1, kind: 'original', reason: '', by: null, at: null, attempts: 0, changed: 0 }]),
    );
    const { user } = renderAssessmentsApp('/dashboard/regrade/7');
    expect(await screen.findByRole('heading', { name: 'Grade 7 admission' })).toBeInTheDocument();
    expect(await findRow('Q 1')).toHaveTextContent('The sun is a star.');
    expect(await findRow('Q 2')).toHaveTextContent('Which are prime numbers?');

    await correctTheMcq(user);
    expect(window.location.search).toBe('?question=mcq0000001');
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    const report = await screen.findByTestId('dry-run');
    expect(screen.queryByTestId('question-versions')).toBeNull();
    const request = fakeServer.requestsTo('admin/regradepreview.php')[0].data as {
      id: number;
      questionId: string;
      change: { kind: string; question: ReturnType<typeof mcq> };
      reason: string;
    };
    expect(request).toMatchObject({ id: 7, questionId: 'mcq0000001', reason: 'Four was marked wrong by mistake', change: { kind: 'key' } });
    expect(request.change.question.options.map((option) => option.isTrue)).toEqual([true, true, true]);
    expect(request.change.question.mode).toBe(mcq().mode);

    expect(within(report).getByRole('status')).toHaveTextContent(
      '3 submitted attempts were scored by this question. 2 attempts change, 1 released result among them.',
    );
    const huda = within(report).getByRole('row', { name: /Huda Salem 29901011234567/ });
    expect(huda).toHaveTextContent('0 → 4');
    expect(huda).toHaveTextContent('33.33% → 100%');
    expect(huda).toHaveTextContent('Yes: the applicant sees the change');
    expect(within(report).getByRole('row', { name: /Omar Adel/ })).toHaveTextContent('100% → 66.67%No');
    const bands = within(screen.getByTestId('regrade-distribution')).getAllByRole('row');
    expect(bands[7]).toHaveTextContent('60–69 %01');
    expect(bands[10]).toHaveTextContent('90–100 %11');
    expect(within(report).getByRole('row', { name: /Nile School/ })).toHaveTextContent('3 → 1 (up 2 places)');

    await user.click(within(report).getByRole('button', { name: 'Regrade 3 attempts' }));
    const confirm = await findConfirm('confirm');
    expect(confirm).toHaveTextContent('2 marks change, 1 of them in results the applicants already see');
    fakeServer.on(
      'admin/getquestionversions.php',
      ok([
        { version: 1, kind: 'original', reason: '', by: null, at: null, attempts: 0, changed: 0 },
        {
          version: 2,
          kind: 'key',
          reason: 'Four was marked wrong by mistake',
          by: 'Mona Teacher',
          at: '2026-03-14T12:00:00.000Z',
          attempts: 3,
          changed: 2,
        },
      ]),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Regrade 3 attempts' }));
    expect(await screen.findByText('The question is now version 2; 2 attempts regraded.')).toBeInTheDocument();
    const version = await findRow('Key corrected');
    expect(version).toHaveTextContent('Four was marked wrong by mistake');
    expect(version).toHaveTextContent('Mona Teacher');
    expect(version).toHaveTextContent('2 of 3 attempts');
    expect(fakeServer.requestsTo('admin/regrade.php')[0].data).toEqual({ previewId: 'preview-1' });
    expect(screen.queryByTestId('dry-run')).toBeNull();
  });

  it("shows the refusal of a stale dry run with the server's sentence, and runs the dry run again", async () => {
    serveAssessment();
    fakeServer.on('admin/regradepreview.php', ok(preview()));
    fakeServer.on('admin/regrade.php', { status: 409, body: { msg: STALE, code: 'regrade_stale' } });
    const { user } = renderAssessmentsApp('/dashboard/regrade/7?question=mcq0000001');
    await user.click(await screen.findByRole('checkbox', { name: 'Option 2 is correct' }));
    await user.type(screen.getByLabelText('Reason for the correction'), 'Key fix');
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    await user.click(await screen.findByRole('button', { name: 'Regrade 3 attempts' }));
    await user.click(within(await findConfirm('confirm')).getByRole('button', { name: 'Regrade 3 attempts' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Nothing was regraded: the dry run is out of date');
    expect(refusal).toHaveTextContent(STALE);
    expect(screen.queryByTestId('dry-run')).toBeNull();
    await user.click(within(refusal).getByRole('button', { name: 'Dry run again' }));
    expect(await screen.findByTestId('dry-run')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/regradepreview.php')).toHaveLength(2);
    expect(fakeServer.requestsTo('admin/regradepreview.php')[1].data).toEqual(fakeServer.requestsTo('admin/regradepreview.php')[0].data);
  });

  it('says when no mark changes, and refuses an unchanged key or a missing reason before asking the server', async () => {
    serveAssessment();
    fakeServer.on(
      'admin/regradepreview.php',
      ok(
        preview({
          changed: [],
          meritMoves: [],
          distribution: { before: [0, 0, 0, 0, 0, 0, 0, 0, 0, 3], after: [0, 0, 0, 0, 0, 0, 0, 0, 0, 3] },
        }),
      ),
    );
    const { user } = renderAssessmentsApp('/dashboard/regrade/7?question=mcq0000001');
    await screen.findByRole('checkbox', { name: 'Option 2 is correct' });
    await user.type(screen.getByLabelText('Reason for the correction'), 'Checking');
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(KEY_UNCHANGED);

    await user.click(screen.getByRole('radio', { name: /Give everyone full marks/ }));
    expect(screen.queryByTestId('key-editor')).toBeNull();
    await user.clear(screen.getByLabelText('Reason for the correction'));
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write the reason for the correction');
    expect(fakeServer.requestsTo('admin/regradepreview.php')).toHaveLength(0);

    await user.type(screen.getByLabelText('Reason for the correction'), 'The picture was missing');
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    const report = await screen.findByTestId('dry-run');
    expect(fakeServer.requestsTo('admin/regradepreview.php')[0].data).toEqual({
      id: 7,
      questionId: 'mcq0000001',
      change: { kind: 'fullMarks' },
      reason: 'The picture was missing',
    });
    expect(within(report).getByRole('status')).toHaveTextContent('3 submitted attempts were scored by this question. No mark changes.');
    expect(within(report).queryByText('Attempts whose mark changes')).toBeNull();
    expect(within(report).getByText('Nobody moves on a merit list.')).toBeInTheDocument();

    // Changing the correction drops the dry run: it would no longer be what Regrade applies.
    await user.click(screen.getByRole('radio', { name: /Leave out of the total/ }));
    expect(screen.queryByTestId('dry-run')).toBeNull();
  });

  it("shows a refused dry run's sentence; All questions leads back to the list", async () => {
    serveAssessment();
    fakeServer.on('admin/regradepreview.php', { status: 400, body: { msg: 'At least one option must be correct.', code: 'invalid' } });
    const { user } = renderAssessmentsApp('/dashboard/regrade/7?question=tf00000001');
    await user.click(await screen.findByRole('radio', { name: /Leave out of the total/ }));
    await user.type(screen.getByLabelText('Reason for the correction'), 'Ambiguous');
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('This correction cannot be made');
    expect(refusal).toHaveTextContent('At least one option must be correct.');

    await user.click(screen.getByRole('button', { name: /All questions/ }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await findRow('Q 1')).toHaveTextContent('The sun is a star.');
  });

  it('says so when the address names a question the assessment does not have', async () => {
    serveAssessment();
    renderAssessmentsApp('/dashboard/regrade/7?question=nothere');
    expect(await screen.findByText('This assessment has no auto-scored question with that id')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dry run' })).toBeNull();
  });

  it('draws an Arabic assessment right to left', async () => {
    serveAssessment({ lang: 'Ar' });
    renderAssessmentsApp('/dashboard/regrade/7?question=mcq0000001');
    await screen.findByRole('checkbox', { name: 'Option 2 is correct' });
    expect(screen.getByTestId('assessment-page')).toHaveAttribute('dir', 'rtl');
  });
});
