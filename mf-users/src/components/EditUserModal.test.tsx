import { screen, waitFor, within } from '@testing-library/react';
import { PERMISSION_FLAG_LABELS } from '@mizan/shared';
import { fakeServer, serveUsers } from '../test/fake-api';
import { cellsOf, chooseRole, findRow, renderUsersApp, resetForTest } from '../test/render-users';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());

beforeEach(() => resetForTest());

async function editSara() {
  serveUsers();
  const view = renderUsersApp();
  await findRow('sara');
  await view.user.click(screen.getByRole('button', { name: 'Edit Sara Ahmed' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Sara Ahmed' });
  return { ...view, dialog, saveButton: () => within(dialog).getByRole('button', { name: 'Save' }) };
}

function checkedPermissions(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent ?? '');
}

describe('editing a user', () => {
  it('opens with the user as saved: name, role, the eight permissions, no password, nothing to save yet', async () => {
    const { dialog, saveButton } = await editSara();
    expect(within(dialog).getByLabelText('Display name')).toHaveValue('Sara Ahmed');
    expect(within(dialog).getByText('sara')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Teacher')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(Object.values(PERMISSION_FLAG_LABELS));
    expect(checkedPermissions(dialog)).toEqual(['Assessments', 'Taken Assessments']);
    expect(within(dialog).getByLabelText('Reset password')).toHaveValue('');
    expect(saveButton()).toBeDisabled();
  });

  it('tells the admin a reset password works once: the user then chooses their own', async () => {
    const { dialog } = await editSara();
    expect(within(dialog).getByLabelText('Reset password')).toHaveAccessibleDescription(
      /A new password signs the user out everywhere and works once: at their next sign-in they choose their own/,
    );
  });

  it('resets the permissions to the new role defaults when the role changes, then sends role and flags', async () => {
    const { user: person, dialog, saveButton } = await editSara();

    await chooseRole(person, dialog, 'Exam grader');
    expect(checkedPermissions(dialog)).toEqual(['Taken Assessments']);
    expect(within(dialog).getByText('Reset to the defaults of Exam grader; adjust them if needed.')).toBeInTheDocument();

    await chooseRole(person, dialog, 'Mizan');
    expect(checkedPermissions(dialog)).toEqual(Object.values(PERMISSION_FLAG_LABELS));

    await chooseRole(person, dialog, 'Exam grader');
    await person.click(within(dialog).getByLabelText('Interviews'));
    await person.click(saveButton());

    expect(await screen.findByText('The user "sara" was updated.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('putusers').map((request) => request.data)).toEqual([
      { UserId: 2, role_id: 3, flags: ['ans', 'interview'] },
    ]);
    await waitFor(async () =>
      expect(cellsOf(await findRow('sara')).slice(0, 4)).toEqual(['Sara Ahmed', 'sara', 'Exam grader', 'Taken AssessmentsInterviews']),
    );
  });

  it('sends only the display name when only the display name changed, and the table follows', async () => {
    const { user: person, dialog, saveButton } = await editSara();
    const name = within(dialog).getByLabelText('Display name');
    await person.clear(name);
    await person.type(name, 'Sara A. Ahmed');
    await person.click(saveButton());

    await screen.findByText('The user "sara" was updated.');
    expect(fakeServer.requestsTo('putusers').map((request) => request.data)).toEqual([{ UserId: 2, displayname: 'Sara A. Ahmed' }]);
    expect(cellsOf(await findRow('sara'))[0]).toBe('Sara A. Ahmed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends only the flags when a permission is granted', async () => {
    const { user: person, dialog, saveButton } = await editSara();
    await person.click(within(dialog).getByLabelText('Print reports'));
    await person.click(saveButton());

    await screen.findByText('The user "sara" was updated.');
    expect(fakeServer.requestsTo('putusers').map((request) => request.data)).toEqual([{ UserId: 2, flags: ['exam', 'ans', 'download'] }]);
  });

  it('resets the password only when one is given, checked by the new-password rule', async () => {
    const { user: person, dialog, saveButton } = await editSara();
    const password = within(dialog).getByLabelText('Reset password') as HTMLInputElement;

    await person.type(password, 'short');
    expect(await within(dialog).findByText('Must be greater than 7 characters')).toBeInTheDocument();
    await person.click(saveButton());
    expect(fakeServer.requestsTo('putusers')).toHaveLength(0);

    await person.click(within(dialog).getByRole('button', { name: /Generate/ }));
    expect(password.value).toMatch(/^[A-Za-z0-9]{12}$/);
    await waitFor(() => expect(within(dialog).queryByText('Must be greater than 7 characters')).not.toBeInTheDocument());
    await person.click(saveButton());

    await screen.findByText('The user "sara" was updated.');
    expect(fakeServer.requestsTo('putusers').map((request) => request.data)).toEqual([{ UserId: 2, password: password.value }]);
  });

  it("shows the server's refusal inside the modal and keeps the admin's changes", async () => {
    const { user: person, dialog, saveButton } = await editSara();
    fakeServer.on('putusers', { status: 400, body: { msg: 'You cannot remove User Management from your own account.' } });
    await person.click(within(dialog).getByLabelText('Statistics'));
    await person.click(saveButton());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot remove User Management from your own account.');
    expect(screen.getByRole('dialog', { name: 'Edit Sara Ahmed' })).toBeVisible();
    expect(checkedPermissions(dialog)).toEqual(['Assessments', 'Taken Assessments', 'Statistics']);
    expect(cellsOf(await findRow('sara'))[3]).toBe('AssessmentsTaken Assessments');
  });
});
