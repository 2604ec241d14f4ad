import { ApiError, AppProviders, api } from '@mizan/shared/browser';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../browser/page';
import { signOutLocally } from '../test-support/session';
import { LoginPage } from './LoginPage';

jest.mock('../browser/page', () => ({ reloadPage: jest.fn() }));

jest.setTimeout(20_000);

const callApi = jest.spyOn(api, 'call');

/** Type into a field the way a user pasting or typing fast would: one change. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function renderLogin() {
  render(
    <AppProviders>
      <LoginPage />
    </AppProviders>,
  );
  return {
    username: screen.getByLabelText('Username or e-mail'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

/** The message antd shows under a field (its help or error line). */
async function messageUnder(field: HTMLElement, text: string) {
  const item = field.closest('.ant-form-item') as HTMLElement;
  return within(item).findByText(text);
}

beforeEach(() => {
  signOutLocally();
  callApi.mockReset();
  jest.mocked(reloadPage).mockReset();
});

describe('the sign-in form', () => {
  it('has the SPEC title, fields and the Remember Me box', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember Me ?' })).not.toBeChecked();
  });

  it('says Required under both empty fields and does not submit', async () => {
    const { username, password, submit } = renderLogin();
    await userEvent.click(submit);
    await messageUnder(username, 'Required');
    await messageUnder(password, 'Required');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('says a value is too short', async () => {
    const { username, password } = renderLogin();
    await enter(username, 'ab');
    await enter(password, 'pw');
    await messageUnder(username, 'Must be greater than 2 characters');
    await messageUnder(password, 'Must be greater than 2 characters');
  });

  it('says a username over 50 and a password over 30 characters is too long', async () => {
    const { username, password } = renderLogin();
    await enter(username, 'u'.repeat(51));
    await enter(password, 'p'.repeat(31));
    await messageUnder(username, 'Must be 50 characters or less');
    await messageUnder(password, 'Must be 30 characters or less');
  });

  it('says Looks good! under a valid field once it was typed in, and not before', async () => {
    const { username, password } = renderLogin();
    expect(screen.queryByText('Looks good!')).not.toBeInTheDocument();
    await enter(username, 'u'.repeat(50));
    await messageUnder(username, 'Looks good!');
    expect(within(password.closest('.ant-form-item') as HTMLElement).queryByText('Looks good!')).not.toBeInTheDocument();
  });

  it('blocks submission while a field is invalid', async () => {
    const { username, password, submit } = renderLogin();
    await enter(username, 'ab');
    await enter(password, 'long enough');
    await userEvent.click(submit);
    await messageUnder(username, 'Must be greater than 2 characters');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('signs in with user, pass and remember, shows it is busy, then reloads the page', async () => {
    let answer!: (value: { data: string }) => void;
    callApi.mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    const { username, password, submit } = renderLogin();
    await enter(username, 'amal@school.example');
    await enter(password, 'correct horse');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember Me ?' }));
    await userEvent.click(submit);

    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith('login', { user: 'amal@school.example', pass: 'correct horse', remember: true }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: /Sign in/ })).toHaveClass('ant-btn-loading'));
    expect(reloadPage).not.toHaveBeenCalled();
    answer({ data: 'a.b.c' });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  it('shows Wrong Username Or Password on the form after a 401, and lets the user try again', async () => {
    callApi.mockRejectedValue(new ApiError(401, 'Wrong Username Or Password'));
    const { username, password, submit } = renderLogin();
    await enter(username, 'amal');
    await enter(password, 'not my password');
    await userEvent.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong Username Or Password');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveClass('ant-btn-loading');
    expect(reloadPage).not.toHaveBeenCalled();

    await enter(password, '!');
    await waitFor(() => expect(screen.queryByText('Wrong Username Or Password')).not.toBeInTheDocument());
  });

  it("shows the server's message in an error dialog when sign-in is refused otherwise (429 lockout)", async () => {
    callApi.mockRejectedValue(new ApiError(429, 'Too many failed sign-ins for this account. Try again in 15 minutes.'));
    const { username, password, submit } = renderLogin();
    await enter(username, 'amal');
    await enter(password, 'guessing again');
    await userEvent.click(submit);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Too many failed sign-ins for this account. Try again in 15 minutes.');
    expect(screen.queryByText('Wrong Username Or Password')).not.toBeInTheDocument();
  });

  it("says 'Failed to login' in the dialog when the failure carries no message", async () => {
    callApi.mockRejectedValue(new TypeError('x is undefined'));
    const { username, password, submit } = renderLogin();
    await enter(username, 'amal');
    await enter(password, 'correct horse');
    await userEvent.click(submit);

    expect(await screen.findByRole('dialog')).toHaveTextContent('Failed to login');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
