import { screen, waitFor, within } from '@testing-library/react';
import type { MeritList, MeritSettings } from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { SCHOOLS, serveApplicants } from '../test/applicants';
import { choose, findRow, renderApplicantsApp, resetForTest } from '../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.setTimeout(30_000);

const WEIGHTS = { prep: 1, math: 1, english: 1, interview: 1, cmatch: 0 };
const SETTINGS: MeritSettings = {
  weights: WEIGHTS,
  seats: SCHOOLS.map((school) => ({ school_id: school.id, name: school.name, seats: school.id * 10 })),
};
const LIST: MeritList = { school: SCHOOLS[1], seats: 20, weights: WEIGHTS, rows: [] };

const downloads: string[] = [];
beforeEach(() => {
  resetForTest(['download']);
  downloads.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:mizan/merit');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) downloads.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

async function openDrawer() {
  serveApplicants();
  fakeServer.on('admin/meritlist.php', { status: 200, body: { data: LIST } });
  fakeServer.on('admin/getmeritsettings.php', { status: 200, body: { data: SETTINGS } });
  fakeServer.on('admin/savemeritsettings.php', (data) => ({ status: 200, body: { data: { ...SETTINGS, ...(data as object) } } }));
  const view = renderApplicantsApp();
  await findRow('Mona Saleh');
  await view.user.click(screen.getByRole('button', { name: /Merit list/ }));
  const drawer = (await screen.findByText('Merit list', { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;
  return { ...view, drawer };
}

describe('the merit list for the whole group', () => {
  it('sets a weight for every school in one save, before any school is chosen, with each school’s seats', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(await within(drawer).findByText('Weights for every school, and seats (administrators)'));
    const form = await within(drawer).findByRole('form', { name: 'Merit settings' });
    expect(within(form).getByText(/rank the merit list of every school of the group \(3 schools\)/)).toBeInTheDocument();
    const interview = within(form).getByRole('spinbutton', { name: 'Interview weight' });
    await user.clear(interview);
    await user.type(interview, '3');
    const seats = within(form).getByRole('spinbutton', { name: `Seats: ${SCHOOLS[2].name}` });
    await user.clear(seats);
    await user.type(seats, '7');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/savemeritsettings.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/savemeritsettings.php')[0].data).toEqual({
      weights: { ...WEIGHTS, interview: 3 },
      seats: [
        { school_id: 1, seats: 10 },
        { school_id: 2, seats: 20 },
        { school_id: 3, seats: 7 },
      ],
    });
    expect(await screen.findByText('The merit settings were saved for all 3 schools.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/meritlist.php')).toHaveLength(0);
  });

  it("exports the chosen school's list as CSV or Excel in English or Arabic, and prints it on A4 in either language", async () => {
    fakeServer.on('admin/exportmeritlist', {
      status: 200,
      body: new Blob(['xlsx']),
      headers: { 'content-disposition': 'attachment; filename="merit-list-school-2-2026-11-28.xlsx"' },
    });
    const { user, drawer } = await openDrawer();
    await choose(user, within(drawer).getByRole('combobox', { name: 'School' }), SCHOOLS[1].name);
    const exportButton = await within(drawer).findByRole('button', { name: `Export the merit list of ${SCHOOLS[1].name}` });
    expect(within(drawer).getByRole('link', { name: `Print the merit list of ${SCHOOLS[1].name}` })).toHaveAttribute(
      'href',
      '/print/merit?school=2',
    );
    expect(within(drawer).getByRole('link', { name: `Print in Arabic: the merit list of ${SCHOOLS[1].name}` })).toHaveAttribute(
      'href',
      '/print/merit?school=2&lang=ar',
    );
    await user.hover(exportButton);
    await user.click(await screen.findByText('Excel (.xlsx), Arabic'));
    await waitFor(() => expect(downloads).toEqual(['merit-list-school-2-2026-11-28.xlsx']));
    expect(fakeServer.requestsTo('admin/exportmeritlist')[0].params).toEqual({ school_id: '2', format: 'xlsx', lang: 'ar' });
  });
});
