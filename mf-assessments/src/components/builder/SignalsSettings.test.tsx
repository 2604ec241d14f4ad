import { screen, within } from '@testing-library/react';
import { signalSettingSavedMessage } from '@mizan/shared';
import { store } from '@mizan/shared/browser';
import { draftLoaded } from '../../state/draft-slice';
import { fakeServer, ok } from '../../test/fake-api';
import { assessment } from '../../test/fixtures';
import { resetForTest } from '../../test/render-assessments';
import { renderBuilder } from '../../test/render-builder';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../test/federation').fakeFederationRuntime());
beforeEach(() => resetForTest());

const card = () => screen.getByTestId('signals-card');

describe("the builder's Record signals", () => {
  it('a new assessment is saved first', async () => {
    renderBuilder();
    expect(await within(await screen.findByTestId('signals-card')).findByText('Save the assessment first.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/getsignalsetting.php')).toHaveLength(0);
  });

  it('off by default; ticking it saves at once and says the applicant is told; a refusal is shown', async () => {
    store.dispatch(draftLoaded(assessment(7, 'Grade 7 admission')));
    let on = false;
    fakeServer.on('admin/getsignalsetting.php', () => ({ status: 200, body: { data: { id: 7, recordSignals: on } } }));
    fakeServer.on('admin/setsignalsetting.php', (data) => {
      on = (data as { recordSignals: boolean }).recordSignals;
      return { status: 200, body: { data: { id: 7, recordSignals: on }, msg: signalSettingSavedMessage(on) } };
    });
    const { user } = renderBuilder();
    const box = await within(card()).findByRole('checkbox', { name: 'Record signals' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/never verdicts/);
    await user.click(box);
    expect(await screen.findByText(signalSettingSavedMessage(true))).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/setsignalsetting.php').map((request) => request.data)).toEqual([{ id: 7, recordSignals: true }]);
    expect(await within(card()).findByRole('checkbox', { name: 'Record signals' })).toBeChecked();

    fakeServer.on('admin/setsignalsetting.php', () => ({ status: 403, body: { msg: 'Only editors may change this assessment.' } }));
    await user.click(within(card()).getByRole('checkbox', { name: 'Record signals' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Only editors may change this assessment.');
    expect(within(card()).getByRole('checkbox', { name: 'Record signals' })).toBeChecked();
  });

  it('in Arabic for an Arabic assessment', async () => {
    store.dispatch(draftLoaded({ ...assessment(8, 'اختبار القبول'), lang: 'Ar' }));
    fakeServer.on('admin/getsignalsetting.php', ok({ id: 8, recordSignals: true }));
    renderBuilder();
    expect(await within(card()).findByRole('checkbox', { name: 'تسجيل الإشارات' })).toBeChecked();
    expect(card()).toHaveAttribute('dir', 'rtl');
  });
});
