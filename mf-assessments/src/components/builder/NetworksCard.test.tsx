import { screen, waitFor, within } from '@testing-library/react';
import { NETWORK_REFUSAL_CODES, networkInvalidMessage, networksSavedMessage } from '@mizan/shared';
import { store } from '@mizan/shared/browser';
import { draftLoaded } from '../../state/draft-slice';
import { fakeServer, ok } from '../../test/fake-api';
import { assessment } from '../../test/fixtures';
import { resetForTest } from '../../test/render-assessments';
import { renderBuilder } from '../../test/render-builder';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../test/federation').fakeFederationRuntime());
beforeEach(() => resetForTest());

const card = () => screen.getByTestId('networks-card');

describe("the builder's address list", () => {
  it('a new assessment is saved first; there is no list to edit yet', async () => {
    renderBuilder();
    expect(await screen.findByText('Save the assessment first; then its networks can be set here.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/getnetworks.php')).toHaveLength(0);
  });

  it('shows the saved networks one per line, saves the edited list, and shows a refusal under the field', async () => {
    store.dispatch(draftLoaded(assessment(7, 'Grade 7 admission')));
    fakeServer.on('admin/getnetworks.php', ok({ id: 7, networks: ['10.20.0.0/16'] }));
    fakeServer.on('admin/setnetworks.php', (data) => {
      const { networks } = data as { networks: string[] };
      return networks.includes('lab')
        ? { status: 400, body: { msg: networkInvalidMessage('lab'), code: NETWORK_REFUSAL_CODES.invalid } }
        : { status: 200, body: { data: { id: 7, networks }, msg: networksSavedMessage(networks.length) } };
    });
    const { user } = renderBuilder();
    const field = await within(card()).findByLabelText('Networks allowed (one per line)');
    expect(field).toHaveValue('10.20.0.0/16');

    await user.type(field, '\nlab');
    await user.click(within(card()).getByRole('button', { name: 'Save networks' }));
    expect(await within(card()).findByText(networkInvalidMessage('lab'))).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '10.20.0.0/16\n2001:db8::/32');
    await user.click(within(card()).getByRole('button', { name: 'Save networks' }));
    expect(await screen.findByText(networksSavedMessage(2))).toBeInTheDocument();
    await waitFor(() =>
      expect(fakeServer.requestsTo('admin/setnetworks.php').map((request) => request.data)).toEqual([
        { id: 7, networks: ['10.20.0.0/16', 'lab'] },
        { id: 7, networks: ['10.20.0.0/16', '2001:db8::/32'] },
      ]),
    );
  });

  it('an Arabic assessment has Arabic labels, right to left, with the ranges left to right', async () => {
    store.dispatch(draftLoaded(assessment(7, 'اختبار القبول', { lang: 'Ar' })));
    fakeServer.on('admin/getnetworks.php', ok({ id: 7, networks: [] }));
    renderBuilder();
    const field = await within(card()).findByLabelText('الشبكات المسموح بها (شبكة في كل سطر)');
    expect(card()).toHaveAttribute('dir', 'rtl');
    expect(field).toHaveAttribute('dir', 'ltr');
    expect(within(card()).getByRole('button', { name: 'حفظ الشبكات' })).toBeInTheDocument();
  });
});
