import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../test/fake-api';
import { serveApplicants } from '../test/applicants';
import { findModal, findRow, queryModal, renderApplicantsApp, resetForTest } from '../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
beforeEach(() => resetForTest());

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('choosing the columns of the applicants table', () => {
  it('hides a column and moves another with the keyboard-usable buttons, saves the choice on the server and announces each move', async () => {
    serveApplicants();
    const { user } = renderApplicantsApp();
    await findRow('Mona Saleh');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await findModal('Choose columns');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move up: School' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('School moved to place 3 of 12.');
    await user.click(within(dialog).getByRole('button', { name: 'Move up: Email' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Email is already first.');
    await user.click(within(dialog).getByRole('button', { name: 'Save columns' }));

    await waitFor(() => expect(queryModal('Choose columns')).toBeNull());
    const [saved] = fakeServer.requestsTo('admin/savetablecolumns.php');
    expect(saved.data).toEqual({
      table: 'applicants',
      columns: {
        order: [
          'email',
          'ssn',
          'school',
          'mobile',
          'prep_mark',
          'math',
          'english',
          'career',
          'interview',
          'enrolled',
          'competent',
          'access_code',
        ],
        hidden: ['email'],
      },
    });
    await waitFor(() => expect(headers()).not.toContain('Email'));
    expect(headers().slice(0, 5)).toEqual(['#', 'Name', 'SSN(ID)', 'School', 'Mobile']);
    expect(headers().at(-1)).toBe('Actions');
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeInTheDocument();
  });

  it('draws the choice the server kept for this person, and Default columns saves null', async () => {
    serveApplicants();
    fakeServer.on('admin/gettablecolumns.php', {
      status: 200,
      body: {
        data: {
          table: 'applicants',
          columns: {
            order: [
              'interview',
              'email',
              'ssn',
              'mobile',
              'school',
              'prep_mark',
              'math',
              'english',
              'career',
              'enrolled',
              'competent',
              'access_code',
            ],
            hidden: ['ssn', 'mobile', 'school'],
          },
        },
      },
    });
    fakeServer.on('admin/savetablecolumns.php', (data) => ({ status: 200, body: { data } }));
    const { user } = renderApplicantsApp();
    await findRow('Mona Saleh');
    await waitFor(() => expect(headers().slice(0, 4)).toEqual(['#', 'Name', 'My Review (100)', 'Email']));
    expect(headers()).not.toContain('SSN(ID)');

    await user.click(screen.getByRole('button', { name: 'Columns (3 hidden)' }));
    const dialog = await findModal('Choose columns');
    await user.click(within(dialog).getByRole('button', { name: 'Default columns' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save columns' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/savetablecolumns.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/savetablecolumns.php')[0].data).toEqual({ table: 'applicants', columns: null });
    await waitFor(() => expect(headers().slice(0, 4)).toEqual(['#', 'Name', 'Email', 'SSN(ID)']));
  });

  it('keeps the dialog open with the reason when the server refuses, and the table as it was', async () => {
    serveApplicants();
    fakeServer.on('admin/savetablecolumns.php', { status: 400, body: { msg: 'A column the applicants table does not have was named.' } });
    const { user } = renderApplicantsApp();
    await findRow('Mona Saleh');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await findModal('Choose columns');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mobile' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save columns' }));
    expect(
      await within(dialog).findByText(/could not be saved: A column the applicants table does not have was named\./),
    ).toBeInTheDocument();
    expect(headers()).toContain('Mobile');
  });
});
