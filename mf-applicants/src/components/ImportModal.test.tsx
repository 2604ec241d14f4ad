import { screen, waitFor, within } from '@testing-library/react';
import { TEST_CSRF_PROOF } from '@mizan/shared/testing';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ImportPreview } from '@mizan/shared';
import { fakeServer } from '../test/fake-api';
import { serveApplicants } from '../test/applicants';
import { findModal, findRow, renderApplicantsApp, resetForTest } from '../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.setTimeout(30_000);

beforeEach(() => resetForTest());

const COLUMNS = ['name', 'ssn', 'gender', 'email', 'mobile'];

function previewOf(rows: { name: string; messages?: { field: string; message: string }[] }[]): ImportPreview {
  const previewRows = rows.map((row, index) => ({
    row: index + 2,
    values: {
      name: row.name,
      ssn: '31005120101235',
      gender: 'male',
      email: `${row.name.toLowerCase()}@example.com`,
      mobile: '01000000000',
    },
    messages: row.messages ?? [],
  }));
  const invalid = previewRows.filter((row) => row.messages.length > 0).length;
  return { columns: COLUMNS, rows: previewRows, total: previewRows.length, valid: previewRows.length - invalid, invalid };
}

const WITH_PROBLEMS = previewOf([
  { name: 'Hana' },
  {
    name: 'Ali',
    messages: [
      { field: 'ssn', message: 'Must be 14 characters' },
      { field: 'mobile', message: 'Must be 11 characters' },
    ],
  },
  { name: 'Karim' },
]);

async function openImport(preview: ImportPreview) {
  serveApplicants();
  fakeServer.on('admin/importapplicants-preview', { status: 200, body: { data: preview } });
  fakeServer.on('admin/importapplicants', (_data, request) =>
    request.params.drop_invalid === '1' || preview.invalid === 0
      ? {
          status: 200,
          body: {
            data: { imported: preview.total - preview.invalid, dropped: request.params.drop_invalid === '1' ? preview.invalid : 0 },
            msg: 'Imported.',
          },
        }
      : { status: 400, body: { msg: 'The file has rows with problems; nothing was imported.' } },
  );
  const view = renderApplicantsApp();
  await findRow('Mona Saleh');
  await view.user.click(screen.getByRole('button', { name: /Import/ }));
  const dialog = await findModal('Import applicants');
  const file = new File(['name,ssn\nHana,31005120101235\n'], 'applicants.csv', { type: 'application/vnd.ms-excel' });
  await view.user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, file);
  return { ...view, dialog, file };
}

const previewNames = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.ant-table-tbody-virtual .ant-table-row')].map(
    (row) => row.querySelectorAll('.ant-table-cell')[3]?.textContent,
  );

const importButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Import \d+ applicants?$/ });

describe('importing applicants', () => {
  it('marks each invalid row with its messages and imports nothing while a row has a problem', async () => {
    const { user, dialog, file } = await openImport(WITH_PROBLEMS);
    expect(
      await within(dialog).findByText(/3 rows, 1 with problems\. Nothing is imported while a row has a problem\./),
    ).toBeInTheDocument();
    // The CSV goes as the raw body, typed by its extension (browsers call CSV many things), with the CSRF proof and fingerprint.
    const [checked] = fakeServer.requestsTo('admin/importapplicants-preview');
    expect(checked).toMatchObject({ method: 'POST', contentType: 'text/csv', body: file });
    expect(checked.csrfProof).toBe(TEST_CSRF_PROOF);
    expect(checked.xSign).toMatch(/^[0-9a-f]{64}$/);

    // Rows with problems are shown first on their own; all rows on request.
    expect(previewNames(dialog)).toEqual(['Ali']);
    const bad = dialog.querySelector<HTMLElement>('.ant-table-tbody-virtual .ant-table-row')!;
    expect(within(bad).getByText('Invalid')).toBeInTheDocument();
    expect(within(bad).getByText('ssn: Must be 14 characters')).toBeInTheDocument();
    expect(within(bad).getByText('mobile: Must be 11 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show only rows with problems' }));
    await waitFor(() => expect(previewNames(dialog)).toEqual(['Hana', 'Ali', 'Karim']));

    expect(importButton(dialog)).toBeDisabled();
    await user.click(importButton(dialog));
    expect(fakeServer.requestsTo('admin/importapplicants')).toHaveLength(0);
  });

  it('imports only the clean rows once the bad ones are explicitly dropped, then sums up and reloads the list', async () => {
    const { user, dialog } = await openImport(WITH_PROBLEMS);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Drop the 1 row with problems and import the other 2' }));
    expect(importButton(dialog)).toBeEnabled();
    expect(importButton(dialog)).toHaveTextContent('Import 2 applicants');
    await user.click(importButton(dialog));

    expect(await within(dialog).findByText('Imported 2 applicants.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 row with problems was left out.')).toBeInTheDocument();
    const [committed] = fakeServer.requestsTo('admin/importapplicants');
    expect(committed.params).toEqual({ drop_invalid: '1' });
    await waitFor(() => expect(fakeServer.requestsTo('admin/getapplicant.php')).toHaveLength(2));
  });

  it('imports a clean file straight away, without dropping anything', async () => {
    const { user, dialog } = await openImport(previewOf([{ name: 'Hana' }, { name: 'Karim' }]));
    expect(await within(dialog).findByText('applicants.csv: all 2 rows are ready to import.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(importButton(dialog));
    expect(await within(dialog).findByText('Imported 2 applicants.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/importapplicants')[0].params).toEqual({});
  });

  it("refuses a file that is neither CSV nor .xlsx without sending it, and shows the server's reason when a file cannot be read", async () => {
    serveApplicants();
    fakeServer.on('admin/importapplicants-preview', { status: 400, body: { msg: 'The file has no header row.' } });
    const { user } = renderApplicantsApp();
    await findRow('Mona Saleh');
    await user.click(screen.getByRole('button', { name: /Import/ }));
    const dialog = await findModal('Import applicants');
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;

    // A file picker's "All files" lets anything past the accept list.
    const careless = userEvent.setup({ applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await careless.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('notes.txt is neither a .csv nor an .xlsx file.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/importapplicants-preview')).toHaveLength(0);

    // rc-upload puts a fresh input in after each choice.
    await careless.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, new File(['x'], 'empty.xlsx'));
    expect(await within(dialog).findByText('The file has no header row.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/importapplicants-preview')[0].contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('offers the template from the dialog: .xlsx or .csv, through a request with the session CSRF proof, with every column explained on the page', async () => {
    serveApplicants();
    const downloads: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:mizan/template');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    fakeServer.on('admin/applicanttemplate', {
      status: 200,
      body: new Blob(['xlsx bytes']),
      headers: { 'content-disposition': 'attachment; filename="applicants-template.xlsx"' },
    });
    const { user } = renderApplicantsApp();
    await findRow('Mona Saleh');
    await user.click(screen.getByRole('button', { name: /Import/ }));
    const dialog = await findModal('Import applicants');

    await user.click(within(dialog).getByRole('button', { name: /Download template \(\.xlsx\)/ }));
    await waitFor(() => expect(downloads).toEqual(['applicants-template.xlsx']));
    const [request] = fakeServer.requestsTo('admin/applicanttemplate');
    expect(request.method).toBe('GET');
    expect(request.csrfProof).toBe(TEST_CSRF_PROOF);
    expect(request.params).toEqual({ format: 'xlsx' });
    await user.click(within(dialog).getByRole('button', { name: /or \.csv/ }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/applicanttemplate')[1]?.params).toEqual({ format: 'csv' }));

    await user.click(within(dialog).getByText('What each column holds'));
    expect(await within(dialog).findByText(/chooses the interview form: below 3 the early-childhood form/)).toBeInTheDocument();
    click.mockRestore();
  });

  it('marks a row read with a correction as Check, with the correction in words, and still lets it be imported', async () => {
    const preview = previewOf([{ name: 'Hana' }, { name: 'Karim' }]);
    preview.rows[1].warnings = [
      {
        field: 'school',
        message: '"cairo" is taken as the school "Cairo" (the school list writes it so). Check that this is the school you mean.',
      },
    ];
    const { dialog } = await openImport(preview);
    expect(
      await within(dialog).findByText('1 row was read with a correction (marked Check): look at it before importing.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Check', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(dialog).getByText(/"cairo" is taken as the school "Cairo"/)).toBeInTheDocument();
    expect(importButton(dialog)).toBeEnabled();
  });

  it('keeps the rows read with a correction in view when only rows with problems are shown', async () => {
    const preview = previewOf([
      { name: 'Hana' },
      { name: 'Ali', messages: [{ field: 'ssn', message: 'Must be 14 characters' }] },
      { name: 'Karim' },
    ]);
    preview.rows[2].warnings = [{ field: 'mobile', message: 'The mobile "1000000000" has 10 digits; it is taken as "01000000000".' }];
    const { dialog } = await openImport(preview);
    await within(dialog).findByText(/3 rows, 1 with problems/);
    await waitFor(() => expect(previewNames(dialog)).toEqual(['Ali', 'Karim']));
  });
});
