import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { store } from '@mizan/shared/browser';
import { fakeServer, serveUsers } from '../test/fake-api';
import { cellsOf, chooseRole, findRow, renderUsersApp, resetForTest } from '../test/render-users';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());

beforeEach(() => resetForTest());

async function openAddUser() {
  serveUsers();
  const view = renderUsersApp();
  await findRow('admin');
  await view.user.click(screen.getByRole('button', { name: /Add User$/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Add User' });
  return { ...view, dialog, addButton: () => within(dialog).getByRole('button', { name: 'Add User' }) };
}

async function fillIn(person: UserEvent, dialog: HTMLElement, fields: { displayName?: string; username?: string }) {
  if (fields.displayName !== undefined) await person.type(within(dialog).getByLabelText('Display name'), fields.displayName);
  if (fields.username !== undefined) await person.type(within(dialog).getByLabelText('Username'), fields.username);
}

describe('the Add User modal', () => {
  it('opens with role Mizan and a prefilled 12-character password of letters and digits', async () => {
    const { dialog } = await openAddUser();
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(password).toHaveAttribute('type', 'text');
    expect(within(dialog).getByTitle('Mizan')).toBeInTheDocument();
    expect(within(dialog).getByText('Starts with: every permission.')).toBeInTheDocument();
  });

  it('tells the admin the password works once: the new user chooses their own at the first sign-in', async () => {
    const { dialog } = await openAddUser();
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'Give this password to the new user. It works once: at their first sign-in they choose their own, which you will not know.',
    );
  });

  it('keeps Add User disabled until display name, username, role and password are all filled', async () => {
    const { user: person, dialog, addButton } = await openAddUser();
    expect(addButton()).toBeDisabled();

    await fillIn(person, dialog, { displayName: 'Mona Saleh' });
    expect(addButton()).toBeDisabled();

    await fillIn(person, dialog, { username: 'mona' });
    expect(addButton()).toBeEnabled();

    await person.clear(within(dialog).getByLabelText('Password'));
    expect(addButton()).toBeDisabled();

    await person.type(within(dialog).getByLabelText('Password'), 'x');
    expect(addButton()).toBeEnabled();

    await person.clear(within(dialog).getByLabelText('Display name'));
    await person.type(within(dialog).getByLabelText('Display name'), '   ');
    expect(addButton()).toBeDisabled();
  });

  it('makes another password with Generate and copies it with the copy button', async () => {
    const { user: person, dialog } = await openAddUser();
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    const first = password.value;

    await person.click(within(dialog).getByRole('button', { name: /Generate/ }));
    expect(password.value).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(password.value).not.toBe(first);

    await person.click(within(dialog).getByRole('button', { name: 'Copy password' }));
    expect(await navigator.clipboard.readText()).toBe(password.value);
    expect(await screen.findByText('Password copied.')).toBeInTheDocument();
  });

  it('shows the shared validation messages inline and sends nothing while they stand', async () => {
    const { user: person, dialog, addButton } = await openAddUser();
    await fillIn(person, dialog, { displayName: 'Mona Saleh', username: 'mo' });
    expect(await within(dialog).findByText('Must be greater than 2 characters')).toBeInTheDocument();

    await person.clear(within(dialog).getByLabelText('Password'));
    await person.type(within(dialog).getByLabelText('Password'), 'short');
    expect(await within(dialog).findByText('Must be greater than 7 characters')).toBeInTheDocument();

    await person.type(within(dialog).getByLabelText('Password'), 'x'.repeat(26));
    expect(await within(dialog).findByText('Must be 30 characters or less')).toBeInTheDocument();

    await person.click(addButton());
    expect(fakeServer.requestsTo('postusers')).toHaveLength(0);

    await person.clear(within(dialog).getByLabelText('Display name'));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  });

  it('adds the user with postusers, closes, says so, and shows the new row', async () => {
    const { user: person, dialog, addButton } = await openAddUser();
    await fillIn(person, dialog, { displayName: '  Mona Saleh ', username: 'mona' });
    await chooseRole(person, dialog, 'Teacher');
    const password = (within(dialog).getByLabelText('Password') as HTMLInputElement).value;

    await person.click(addButton());

    expect(await screen.findByText('The user "mona" was added.')).toBeInTheDocument();
    expect(fakeServer.requestsTo('postusers').map((request) => request.data)).toEqual([
      { displayname: 'Mona Saleh', userName: 'mona', role_id: 2, password },
    ]);
    expect(cellsOf(await findRow('mona')).slice(0, 4)).toEqual(['Mona Saleh', 'mona', 'Teacher', 'AssessmentsTaken Assessments']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add User' })).not.toBeInTheDocument());
  });

  it('shows a taken username under the field and keeps the modal open with what was typed', async () => {
    const { user: person, dialog, addButton } = await openAddUser();
    await fillIn(person, dialog, { displayName: 'Another Sara', username: 'sara' });

    await person.click(addButton());

    expect(await within(dialog).findByText('A user with the username "sara" already exists.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeVisible();
    expect(within(dialog).getByLabelText('Display name')).toHaveValue('Another Sara');
    expect(screen.getAllByRole('cell', { name: 'sara' })).toHaveLength(1);

    await person.type(within(dialog).getByLabelText('Username'), '2');
    await waitFor(() => expect(within(dialog).queryByText('A user with the username "sara" already exists.')).not.toBeInTheDocument());
  });

  it('shows a network error inside the modal and keeps it open', async () => {
    const { user: person, dialog, addButton } = await openAddUser();
    fakeServer.on('postusers', 'network-down');
    await fillIn(person, dialog, { displayName: 'Mona Saleh', username: 'mona' });

    await person.click(addButton());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check the connection and try again.',
    );
    expect(within(dialog).getByLabelText('Username')).toHaveValue('mona');
  });

  it('on 403 ends the session and shows the sign-in message instead of crashing', async () => {
    const { user: person, dialog, addButton } = await openAddUser();
    fakeServer.on('postusers', { status: 403, body: { msg: 'You may not manage users.' } });
    await fillIn(person, dialog, { displayName: 'Mona Saleh', username: 'mona' });

    await person.click(addButton());

    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    expect(store.getState().session.unsignedToken).toBeNull();
    expect(screen.queryByRole('cell', { name: 'admin' })).not.toBeInTheDocument();
  });

  it('starts each opening with an empty form and a new password', async () => {
    const { user: person, dialog } = await openAddUser();
    await fillIn(person, dialog, { displayName: 'Half typed' });
    const firstPassword = (within(dialog).getByLabelText('Password') as HTMLInputElement).value;
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await person.click(screen.getByRole('button', { name: /Add User$/ }));
    const reopened = await screen.findByRole('dialog', { name: 'Add User' });
    await waitFor(() => expect(within(reopened).getByLabelText('Display name')).toHaveValue(''));
    expect((within(reopened).getByLabelText('Password') as HTMLInputElement).value).not.toBe(firstPassword);
  });
});
