import { screen, waitFor } from '@testing-library/react';
import { TEST_CSRF_PROOF } from '@mizan/shared/testing';
import { fakeServer } from '../test/fake-api';
import { SCHOOLS, serveApplicants } from '../test/applicants';
import { choose, findRow, renderApplicantsApp, resetForTest, shownNames } from '../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.setTimeout(30_000);

const downloads: { href: string; name: string }[] = [];
beforeEach(() => {
  resetForTest(['download', 'updateinfo']);
  downloads.length = 0;
  // jsdom has no object URLs and does not download; record what the page hands the browser.
  URL.createObjectURL = jest.fn(() => 'blob:mizan/export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, name: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('export', () => {
  it('downloads the current filtered, sorted view as Excel through a request with the session CSRF proof, named by the server', async () => {
    serveApplicants();
    fakeServer.on('admin/exportapplicants', {
      status: 200,
      body: new Blob(['xlsx bytes']),
      headers: { 'content-disposition': 'attachment; filename="applicants.xlsx"; filename*=UTF-8\'\'applicants-2026-11-22.xlsx' },
    });
    const { user } = renderApplicantsApp();
    await findRow('Mona Saleh');
    await user.type(screen.getByLabelText('Search applicants'), 'a');
    await choose(user, screen.getByLabelText('Filter by school'), SCHOOLS[1].name);
    await choose(user, screen.getByLabelText('Filter by enrolled'), 'Enrolled: not decided');
    await waitFor(() => expect(shownNames()).toEqual(['Laila Hassan']));
    await user.click(screen.getByRole('columnheader', { name: 'Name' }));
    await user.click(screen.getByRole('columnheader', { name: 'Name' }));

    await user.hover(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByText('Excel (.xlsx)'));

    await waitFor(() => expect(downloads).toEqual([{ href: 'blob:mizan/export', name: 'applicants-2026-11-22.xlsx' }]));
    const [request] = fakeServer.requestsTo('admin/exportapplicants');
    expect(request.method).toBe('GET');
    expect(request.csrfProof).toBe(TEST_CSRF_PROOF);
    expect(request.params).toEqual({ search: 'a', school_id: '2', enrolled: 'none', sort: 'name', order: 'desc', format: 'xlsx' });
    expect(await screen.findByText('Downloaded applicants-2026-11-22.xlsx.')).toBeInTheDocument();
  });

  it('tells why when the export is refused, and downloads nothing', async () => {
    serveApplicants();
    fakeServer.on('admin/exportapplicants', {
      status: 403,
      body: new Blob([JSON.stringify({ msg: 'You need the download permission.' })]),
    });
    const { user } = renderApplicantsApp();
    await findRow('Mona Saleh');
    await user.hover(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByText('CSV (.csv)'));
    expect(await screen.findByText('The export could not be made: You need the download permission.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/exportapplicants')[0].params).toEqual({ format: 'csv' });
    expect(downloads).toEqual([]);
  });
});
