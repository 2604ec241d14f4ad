import { screen, waitFor, within } from '@testing-library/react';
import { SEB_REFUSAL_CODES, sebKeyInvalidMessage, sebSavedMessage } from '@mizan/shared';
import { store } from '@mizan/shared/browser';
import { draftLoaded } from '../../state/draft-slice';
import { fakeServer, ok } from '../../test/fake-api';
import { assessment } from '../../test/fixtures';
import { resetForTest } from '../../test/render-assessments';
import { renderBuilder } from '../../test/render-builder';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../test/federation').fakeFederationRuntime());
beforeEach(() => resetForTest());

const card = () => screen.getByTestId('seb-card');
const KEY = '787c3f3d7211ff09ad5ba6a62f67b6a2092eb3080b5b5d29d578f3a3d901cbae';

describe("the builder's Safe Exam Browser setting", () => {
  it('a new assessment is saved first; there is no setting to change yet', async () => {
    renderBuilder();
    expect(await screen.findByText('Save the assessment first; then Safe Exam Browser can be required here.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/getsebsettings.php')).toHaveLength(0);
  });

  it('requires Safe Exam Browser with Browser Exam Keys; a key that is not one is shown under the field; the .seb is offered once saved', async () => {
    store.dispatch(draftLoaded(assessment(7, 'Grade 7 admission')));
    let saved = { id: 7, required: false, browserExamKeys: [] as string[], configKey: null as string | null };
    fakeServer.on('admin/getsebsettings.php', () => ok(saved));
    fakeServer.on('admin/setsebsettings.php', (data) => {
      const { required, browserExamKeys } = data as { required: boolean; browserExamKeys: string[] };
      const wrong = browserExamKeys.find((key) => key.trim() !== '' && !/^[0-9a-f]{64}$/i.test(key.trim()));
      if (wrong) return { status: 400, body: { msg: sebKeyInvalidMessage(wrong), code: SEB_REFUSAL_CODES.keyInvalid } };
      saved = { id: 7, required, browserExamKeys: browserExamKeys.filter((key) => key.trim() !== ''), configKey: 'c'.repeat(64) };
      return { status: 200, body: { data: saved, msg: sebSavedMessage(required, saved.browserExamKeys.length) } };
    });
    const { user } = renderBuilder();
    const requireBox = await within(card()).findByRole('checkbox', { name: 'Require Safe Exam Browser' });
    expect(requireBox).not.toBeChecked();
    expect(within(card()).queryByRole('button', { name: 'Download the .seb file' })).not.toBeInTheDocument();

    await user.click(requireBox);
    const keys = within(card()).getByLabelText('Allowed Browser Exam Keys (optional, one per line)');
    expect(keys).toHaveAttribute('dir', 'ltr');
    await user.type(keys, 'not-a-key');
    await user.click(within(card()).getByRole('button', { name: 'Save Safe Exam Browser setting' }));
    expect(await within(card()).findByText(sebKeyInvalidMessage('not-a-key'))).toBeInTheDocument();
    expect(keys).toHaveAttribute('aria-invalid', 'true');

    await user.clear(keys);
    await user.type(keys, KEY);
    await user.click(within(card()).getByRole('button', { name: 'Save Safe Exam Browser setting' }));
    expect(await screen.findByText(sebSavedMessage(true, 1))).toBeInTheDocument();
    expect(await within(card()).findByRole('button', { name: 'Download the .seb file' })).toBeInTheDocument();
    await waitFor(() =>
      expect(fakeServer.requestsTo('admin/setsebsettings.php').map((request) => request.data)).toEqual([
        { id: 7, required: true, browserExamKeys: ['not-a-key'] },
        { id: 7, required: true, browserExamKeys: [KEY] },
      ]),
    );
  });

  it('an Arabic assessment has Arabic labels, right to left, with the keys left to right', async () => {
    store.dispatch(draftLoaded(assessment(7, 'اختبار القبول', { lang: 'Ar' })));
    fakeServer.on('admin/getsebsettings.php', ok({ id: 7, required: true, browserExamKeys: [KEY], configKey: 'c'.repeat(64) }));
    renderBuilder();
    const requireBox = await within(card()).findByRole('checkbox', { name: 'اشتراط Safe Exam Browser' });
    expect(requireBox).toBeChecked();
    expect(card()).toHaveAttribute('dir', 'rtl');
    expect(within(card()).getByLabelText('مفاتيح Browser Exam Key المسموح بها (اختياري، مفتاح في كل سطر)')).toHaveValue(KEY);
    expect(within(card()).getByRole('button', { name: 'تنزيل ملف \u2066.seb\u2069' })).toBeInTheDocument();
  });
});
