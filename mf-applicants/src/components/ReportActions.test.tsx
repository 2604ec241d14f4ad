import { screen, waitFor } from '@testing-library/react';
import { renderRemote } from '@mizan/shared/testing';
import { fakeServer } from '../test/fake-api';
import { resetForTest } from '../test/render-applicants';
import { ReportActions } from './ReportActions';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.setTimeout(30_000);

const RoundReport = () => <ReportActions target={{ kind: 'round', roundId: 4 }} what="the round June intake" />;

beforeEach(() => {
  resetForTest(['decide']);
  URL.createObjectURL = jest.fn(() => 'blob:mizan/round');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("a round's export and print", () => {
  it('downloads the round as CSV in English, and links to its A4 pages in English and Arabic', async () => {
    fakeServer.on('admin/exportround', {
      status: 200,
      body: new Blob(['csv']),
      headers: { 'content-disposition': 'attachment; filename="admission-round-4-2026-11-28.csv"' },
    });
    const { user } = renderRemote(RoundReport, '/dashboard/Admissions');
    expect(screen.getByRole('link', { name: 'Print the round June intake' })).toHaveAttribute('href', '/print/round?round=4');
    expect(screen.getByRole('link', { name: 'Print in Arabic: the round June intake' })).toHaveAttribute(
      'href',
      '/print/round?round=4&lang=ar',
    );
    await user.hover(screen.getByRole('button', { name: 'Export the round June intake' }));
    await user.click(await screen.findByText('CSV (.csv), English'));
    expect(await screen.findByText('Downloaded admission-round-4-2026-11-28.csv.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/exportround')[0].params).toEqual({ round_id: '4', format: 'csv', lang: 'en' });
  });

  it('says why a refused export was refused', async () => {
    fakeServer.on('admin/exportround', { status: 403, body: new Blob([JSON.stringify({ msg: 'You need the decide permission.' })]) });
    const { user } = renderRemote(RoundReport, '/dashboard/Admissions');
    await user.hover(screen.getByRole('button', { name: 'Export the round June intake' }));
    await user.click(await screen.findByText('Excel (.xlsx), Arabic'));
    await waitFor(() => expect(screen.getByText('The export could not be made: You need the decide permission.')).toBeInTheDocument());
  });
});
