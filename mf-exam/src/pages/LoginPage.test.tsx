import { screen, waitFor, within } from '@testing-library/react';
import { NEW_PASSWORDS_DIFFER, NEW_PASSWORD_SAME_AS_GIVEN, PASSWORD_CHANGE_REQUIRED, PASSWORD_CHANGE_REQUIRED_CODE } from '@mizan/shared';
import userEvent from '@testing-library/user-event';
import { fakeServer } from '../test/fake-api';
import { openDialog, prepareEachExamTest, renderExamApp } from '../test/render-exam';
import { applicantPage } from '../state/page-address';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.setTimeout(20_000);

prepareEachExamTest();

let reloads: jest.SpyInstance;
let replacedWith: jest.SpyInstance;
beforeEach(() => {
  reloads = jest.spyOn(applicantPage, 'reload').mockImplementation(() => undefined);
  replacedWith = jest.spyOn(applicantPage, 'replace').mockImplementation(() => undefined);
  document.cookie = 'quizsession=; Path=/; Max-Age=0';
});
afterEach(() => {
  reloads.mockRestore();
  replacedWith.mockRestore();
});

/** Type into a field the way a user pasting or typing fast would: one change. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function renderLogin() {
  renderExamApp('/login');
  return {
    // The page is a lazy chunk: the first test of the file waits for it to be compiled and loaded.
    username: await screen.findByLabelText('Username or e-mail', {}, { timeout: 10_000 }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

/** The message antd shows under a field (its help or error line). */
async function messageUnder(field: HTMLElement, text: string) {
  const item = field.closest('.ant-form-item') as HTMLElement;
  return within(item).findByText(text);
}

const signInRequests = () => fakeServer.requestsTo('auth/login.php');

/** A token whose claims expire `secondsFromNow` from now (the page reads it, never verifies it). */
function tokenExpiringIn(secondsFromNow: number): string {
  const claims = { exp: Math.floor(Date.now() / 1000) + secondsFromNow, data: { UserName: 'amal' } };
  return ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');
}

describe('the sign-in form', () => {
  it('has the SPEC title, fields and the Remember Me box, and names the tab', async () => {
    await renderLogin();
    expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember Me ?' })).not.toBeChecked();
    expect(document.title).toContain('Please sign in');
  });

  it('says Required under both empty fields and does not submit', async () => {
    const { username, password, submit } = await renderLogin();
    await userEvent.click(submit);
    await messageUnder(username, 'Required');
    await messageUnder(password, 'Required');
    expect(signInRequests()).toHaveLength(0);
  });

  it('says a value is too short', async () => {
    const { username, password } = await renderLogin();
    await enter(username, 'ab');
    await enter(password, 'pw');
    await messageUnder(username, 'Must be greater than 2 characters');
    await messageUnder(password, 'Must be greater than 2 characters');
  });

  it('says a username over 50 and a password over 30 characters is too long', async () => {
    const { username, password } = await renderLogin();
    await enter(username, 'u'.repeat(51));
    await enter(password, 'p'.repeat(31));
    await messageUnder(username, 'Must be 50 characters or less');
    await messageUnder(password, 'Must be 30 characters or less');
  });

  it('says Looks good! under a valid field once it was typed in, and not before', async () => {
    const { username, password } = await renderLogin();
    expect(screen.queryByText('Looks good!')).not.toBeInTheDocument();
    await enter(username, 'u'.repeat(50));
    await messageUnder(username, 'Looks good!');
    expect(within(password.closest('.ant-form-item') as HTMLElement).queryByText('Looks good!')).not.toBeInTheDocument();
  });

  it('blocks submission while a field is invalid', async () => {
    const { username, password, submit } = await renderLogin();
    await enter(username, 'ab');
    await enter(password, 'long enough');
    await userEvent.click(submit);
    await messageUnder(username, 'Must be greater than 2 characters');
    expect(signInRequests()).toHaveLength(0);
  });

  it('signs in with user, pass and remember, shows it is busy, then reloads the page', async () => {
    let answer!: () => void;
    fakeServer.on('auth/login.php', () => new Promise((resolve) => (answer = () => resolve({ status: 200, body: { data: 'a.b.c' } }))));
    const { username, password, submit } = await renderLogin();
    await enter(username, 'amal@school.example');
    await enter(password, 'correct horse');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember Me ?' }));
    await userEvent.click(submit);

    await waitFor(() => expect(signInRequests()).toHaveLength(1));
    expect(signInRequests()[0]).toMatchObject({
      method: 'POST',
      data: { user: 'amal@school.example', pass: 'correct horse', remember: true },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /Sign in/ })).toHaveClass('ant-btn-loading'));
    expect(reloads).not.toHaveBeenCalled();
    answer();
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
  });

  it('shows Wrong Username Or Password on the form after a 401, and lets the user try again', async () => {
    fakeServer.on('auth/login.php', { status: 401, body: { msg: 'Wrong Username Or Password' } });
    const { username, password, submit } = await renderLogin();
    await enter(username, 'amal');
    await enter(password, 'not my password');
    await userEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong Username Or Password');
    expect(openDialog()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveClass('ant-btn-loading');
    expect(reloads).not.toHaveBeenCalled();

    await enter(password, '!');
    await waitFor(() => expect(screen.queryByText('Wrong Username Or Password')).not.toBeInTheDocument());
  });

  it("shows the server's message in an error dialog when sign-in is refused otherwise (429 lockout)", async () => {
    fakeServer.on('auth/login.php', { status: 429, body: { msg: 'Too many failed sign-ins for this account. Try again in 15 minutes.' } });
    const { username, password, submit } = await renderLogin();
    await enter(username, 'amal');
    await enter(password, 'guessing again');
    await userEvent.click(submit);

    await waitFor(() => expect(openDialog()).toHaveTextContent('Too many failed sign-ins for this account. Try again in 15 minutes.'));
    expect(openDialog()).toHaveTextContent('Could not sign in');
    expect(screen.queryByText('Wrong Username Or Password')).not.toBeInTheDocument();
  });

  it("says 'Failed to login' in the dialog when the failure carries no message", async () => {
    fakeServer.on('auth/login.php', { status: 500, body: { msg: '' } });
    const { username, password, submit } = await renderLogin();
    await enter(username, 'amal');
    await enter(password, 'correct horse');
    await userEvent.click(submit);

    await waitFor(() => expect(openDialog()).toHaveTextContent('Failed to login'));
    expect(reloads).not.toHaveBeenCalled();
  });

  it('sends someone already signed in on to the landing route instead of the form', async () => {
    document.cookie = `quizsession=${tokenExpiringIn(3600)}; Path=/`;
    renderExamApp('/login');
    await waitFor(() => expect(replacedWith).toHaveBeenCalledWith('/dashboard/Applicants'));
    expect(screen.queryByLabelText('Username or e-mail')).not.toBeInTheDocument();
  });

  it('shows the form when the session in the cookie has expired', async () => {
    document.cookie = `quizsession=${tokenExpiringIn(-60)}; Path=/`;
    await renderLogin();
    expect(replacedWith).not.toHaveBeenCalled();
  });
});

describe('choosing one’s own password after an administrator set it', () => {
  const given = { user: 'nour', pass: 'given-by-admin' };
  const chooseRequests = () => fakeServer.requestsTo('auth/choosepassword.php');

  async function reachChoosing() {
    fakeServer.on('auth/login.php', { status: 403, body: { msg: PASSWORD_CHANGE_REQUIRED, code: PASSWORD_CHANGE_REQUIRED_CODE } });
    const { username, password, submit } = await renderLogin();
    await enter(username, given.user);
    await enter(password, given.pass);
    await userEvent.click(submit);
    await screen.findByRole('heading', { name: 'Choose your password' });
    return {
      newPassword: screen.getByLabelText('New password'),
      repeated: screen.getByLabelText('New password again'),
      save: screen.getByRole('button', { name: 'Save password and sign in' }),
    };
  }

  it("shows 'Choose your password' with the server's reason instead of signing in, and names the tab", async () => {
    await reachChoosing();
    expect(screen.getByText(PASSWORD_CHANGE_REQUIRED, { exact: false })).toBeInTheDocument();
    expect(document.title).toContain('Choose your password');
    expect(openDialog()).toBeNull();
    expect(reloads).not.toHaveBeenCalled();
  });

  it('holds the new password to the password rules, not the given one, typed the same twice, before sending', async () => {
    const { newPassword, repeated, save } = await reachChoosing();
    await enter(newPassword, 'short');
    await messageUnder(newPassword, 'Must be greater than 7 characters');
    await userEvent.clear(newPassword);
    await enter(newPassword, given.pass);
    await messageUnder(newPassword, NEW_PASSWORD_SAME_AS_GIVEN);
    await userEvent.clear(newPassword);
    await enter(newPassword, 'my-own-password');
    await enter(repeated, 'my-own-pasword');
    await userEvent.click(save);
    await messageUnder(repeated, NEW_PASSWORDS_DIFFER);
    expect(chooseRequests()).toHaveLength(0);
  });

  it('sends the given and the new password, then reloads the page signed in', async () => {
    fakeServer.on('auth/choosepassword.php', { status: 200, body: { data: 'a.b.c' } });
    const { newPassword, repeated, save } = await reachChoosing();
    await enter(newPassword, 'my-own-password');
    await enter(repeated, 'my-own-password');
    await userEvent.click(save);
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
    expect(chooseRequests()[0]).toMatchObject({
      method: 'POST',
      data: { user: given.user, pass: given.pass, remember: false, newPassword: 'my-own-password' },
    });
  });

  it("shows the server's refusal on the form, and Back to sign in keeps the username", async () => {
    fakeServer.on('auth/choosepassword.php', { status: 401, body: { msg: 'Wrong Username Or Password' } });
    const { newPassword, repeated, save } = await reachChoosing();
    await enter(newPassword, 'my-own-password');
    await enter(repeated, 'my-own-password');
    await userEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong Username Or Password');
    expect(reloads).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username or e-mail')).toHaveValue(given.user);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
