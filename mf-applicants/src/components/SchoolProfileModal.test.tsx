import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SCHOOL_LOGO_INVALID, SCHOOL_PROFILE_SAVED } from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { serveApplicants } from '../test/applicants';
import { findModal, findRow, renderApplicantsApp, resetForTest } from '../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.setTimeout(30_000);

const PNG = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

describe('School name and logo', () => {
  it('loads, refuses a non-picture, saves the name and a PNG logo as a data URL', async () => {
    resetForTest(['download']);
    serveApplicants();
    fakeServer.on('admin/getschoolprofile.php', { status: 200, body: { data: { name: 'Old name', logo: '' } } });
    fakeServer.on('admin/saveschoolprofile.php', (data) => ({ status: 200, body: { data, msg: SCHOOL_PROFILE_SAVED } }));
    const { user } = renderApplicantsApp();
    await findRow('Mona Saleh');
    await user.click(screen.getByRole('button', { name: 'School name and logo' }));
    const dialog = await findModal('School name and logo');
    const name = within(dialog).getByLabelText('School name');
    await waitFor(() => expect(name).toHaveValue('Old name'));
    await user.clear(name);
    await user.type(name, 'مدرسة النيل');
    const logo = within(dialog).getByLabelText('Logo (PNG or JPEG, at most 150 KB)');
    // A file picker can be told to show every file: the modal checks the type itself.
    fireEvent.change(logo, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect(await within(dialog).findByText(SCHOOL_LOGO_INVALID)).toBeInTheDocument();
    fireEvent.change(logo, { target: { files: [new File([PNG], 'logo.png', { type: 'image/png' })] } });
    expect(await within(dialog).findByRole('img', { name: "The school's logo" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/saveschoolprofile.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/saveschoolprofile.php')[0].data).toEqual({
      name: 'مدرسة النيل',
      logo: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(await screen.findByText(SCHOOL_PROFILE_SAVED)).toBeInTheDocument();
  });
});
