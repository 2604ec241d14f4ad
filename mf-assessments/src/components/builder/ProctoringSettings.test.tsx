import { screen, within } from '@testing-library/react';
import { proctoringSavedMessage } from '@mizan/shared';
import { store } from '@mizan/shared/browser';
import { draftLoaded } from '../../state/draft-slice';
import { fakeServer, ok } from '../../test/fake-api';
import { assessment } from '../../test/fixtures';
import { resetForTest } from '../../test/render-assessments';
import { renderBuilder } from '../../test/render-builder';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../test/federation').fakeFederationRuntime());
beforeEach(() => resetForTest());

const card = () => screen.getByTestId('proctoring-card');

describe("the builder's proctor's gate", () => {
  it('a new assessment is saved first', async () => {
    renderBuilder();
    expect(await within(await screen.findByTestId('proctoring-card')).findByText(/Save the assessment first/)).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/getproctoring.php')).toHaveLength(0);
  });

  it('both off by default; each box saves at once, keeping the other; a refusal is shown', async () => {
    store.dispatch(draftLoaded(assessment(7, 'Grade 7 admission')));
    let settings = { startNeedsProctor: false, resumeNeedsProctor: false };
    fakeServer.on('admin/getproctoring.php', () => ({ status: 200, body: { data: { id: 7, ...settings } } }));
    fakeServer.on('admin/setproctoring.php', (data) => {
      const { startNeedsProctor, resumeNeedsProctor } = data as typeof settings;
      settings = { startNeedsProctor, resumeNeedsProctor };
      return { status: 200, body: { data: { id: 7, ...settings }, msg: proctoringSavedMessage(settings) } };
    });
    const { user } = renderBuilder();
    const start = await within(card()).findByRole('checkbox', { name: 'Starting needs a proctor' });
    expect(start).not.toBeChecked();
    expect(start).toHaveAccessibleDescription(/The clock starts when the exam opens/);
    await user.click(start);
    expect(await screen.findByText(proctoringSavedMessage({ startNeedsProctor: true, resumeNeedsProctor: false }))).toBeInTheDocument();
    await user.click(await within(card()).findByRole('checkbox', { name: 'Resuming on another browser needs a proctor' }));
    expect(fakeServer.requestsTo('admin/setproctoring.php').map((request) => request.data)).toEqual([
      { id: 7, startNeedsProctor: true, resumeNeedsProctor: false },
      { id: 7, startNeedsProctor: true, resumeNeedsProctor: true },
    ]);

    fakeServer.on('admin/setproctoring.php', () => ({ status: 403, body: { msg: 'Only editors may change this assessment.' } }));
    await user.click(within(card()).getByRole('checkbox', { name: 'Starting needs a proctor' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Only editors may change this assessment.');
  });

  it('in Arabic for an Arabic assessment, right to left', async () => {
    store.dispatch(draftLoaded({ ...assessment(8, 'اختبار القبول'), lang: 'Ar' }));
    fakeServer.on('admin/getproctoring.php', ok({ id: 8, startNeedsProctor: true, resumeNeedsProctor: false }));
    renderBuilder();
    expect(await within(card()).findByRole('checkbox', { name: 'بدء الاختبار يحتاج إلى مراقب' })).toBeChecked();
    expect(within(card()).getByRole('checkbox', { name: 'المتابعة على متصفح آخر تحتاج إلى مراقب' })).not.toBeChecked();
    expect(card()).toHaveAttribute('dir', 'rtl');
  });
});
