import { act, screen, waitFor, within } from '@testing-library/react';
import { TEST_CSRF_PROOF } from '@mizan/shared/testing';
import { store } from '@mizan/shared/browser';
import { ADMIN, GRADER, TEACHER, fakeServer, serveUsers, user } from '../test/fake-api';
import { cellsOf, findRow, renderUsersApp, resetForTest, tokenFor } from '../test/render-users';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());

beforeEach(() => resetForTest());

describe('the users screen', () => {
  it("lists each user's display name, username, role name and permissions", async () => {
    serveUsers();
    renderUsersApp();

    expect(cellsOf(await findRow('admin')).slice(0, 4)).toEqual(['Head Office', 'admin', 'Mizan', 'All permissions']);
    expect(cellsOf(await findRow('sara')).slice(0, 4)).toEqual(['Sara Ahmed', 'sara', 'Teacher', 'AssessmentsTaken Assessments']);
    expect(cellsOf(await findRow('omar')).slice(0, 4)).toEqual(['Omar Khaled', 'omar', 'Exam grader', 'Taken Assessments']);
    expect(screen.getByRole('button', { name: /Add User$/ })).toBeEnabled();
  });

  it("loads with admin/getusers.php, the filter '1' and the session's CSRF proof (no token: it stays in its HttpOnly cookie)", async () => {
    serveUsers();
    renderUsersApp();
    await findRow('admin');

    const [request] = fakeServer.requestsTo('admin/getusers.php');
    expect(request).toMatchObject({ method: 'POST', data: '1', csrfProof: TEST_CSRF_PROOF, authorization: undefined });
    expect(request.sign).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names an unknown role by its number and shows a user without permissions as such', async () => {
    serveUsers([user(9, 'Guest Reviewer', 'guest', 7, [])]);
    renderUsersApp();
    expect(cellsOf(await findRow('guest')).slice(0, 4)).toEqual(['Guest Reviewer', 'guest', 'Role 7', 'No permissions']);
  });

  it('marks the signed-in account', async () => {
    resetForTest(tokenFor(ADMIN.id));
    serveUsers();
    renderUsersApp();
    expect(within(await findRow('admin')).getByText('You')).toBeInTheDocument();
    expect(within(await findRow('sara')).queryByText('You')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading and the list once it arrives', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    fakeServer.on('admin/getusers.php', () => new Promise((resolve) => (answer = resolve)));
    const { container } = renderUsersApp();

    await waitFor(() => expect(container.querySelector('.ant-spin-spinning')).not.toBeNull());
    await act(async () => answer({ status: 200, body: { data: [TEACHER] } }));
    await findRow('sara');
    expect(container.querySelector('.ant-spin-spinning')).toBeNull();
  });

  it('says so when there are no users', async () => {
    serveUsers([]);
    renderUsersApp();
    expect(await screen.findByText('No users yet. Use Add User to create the first account.')).toBeInTheDocument();
  });

  it('explains a network error (-1) and loads on Retry', async () => {
    fakeServer.on('admin/getusers.php', 'network-down');
    const { user: person } = renderUsersApp();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The users could not be loaded.');
    expect(alert).toHaveTextContent('The server could not be reached. Check the connection and try again.');
    expect(screen.queryByText('No users yet. Use Add User to create the first account.')).not.toBeInTheDocument();

    serveUsers([ADMIN, GRADER]);
    await person.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findRow('omar');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list is refused", async () => {
    fakeServer.on('admin/getusers.php', { status: 500, body: { msg: 'The database is not reachable right now.' } });
    renderUsersApp();
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not reachable right now.');
  });

  it('says what happened when a failed reply carries no message of its own', async () => {
    fakeServer.on('admin/getusers.php', { status: 502, body: '<html>Bad Gateway</html>'.repeat(40) });
    renderUsersApp();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not complete the request (HTTP 502). Try again in a moment.',
    );
  });

  it('asks to sign in again when the session is missing (-2), without calling the server', async () => {
    resetForTest('');
    serveUsers();
    renderUsersApp();
    expect(await screen.findByText('Your session has ended')).toBeInTheDocument();
    expect(screen.getByText('Your session is missing or has ended. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(fakeServer.requests).toHaveLength(0);
  });

  it('tells an account without User Management so when listing answers 403, and keeps its session', async () => {
    fakeServer.on('admin/getusers.php', { status: 403, body: { msg: 'You do not have permission to do this.' } });
    renderUsersApp();
    expect(await screen.findByText('No access to User Management')).toBeInTheDocument();
    expect(
      screen.getByText('You do not have permission to do this. Ask an administrator for the User Management permission.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add User$/ })).not.toBeInTheDocument();
    expect(store.getState().session.unsignedToken).toBe('test-token');
  });

  it('renders nothing outside /dashboard/user', () => {
    serveUsers();
    const { container } = renderUsersApp('/dashboard/Applicants');
    expect(container.textContent).toBe('');
    expect(container.querySelector('table, section')).toBeNull();
    expect(fakeServer.requests).toHaveLength(0);
  });

  it("lifts a user's sign-in lock from their row with admin/unlocklogin.php and says what the server answered", async () => {
    serveUsers();
    fakeServer.on('admin/unlocklogin.php', { status: 200, body: { msg: 'The sign-in lock was lifted.' } });
    const view = renderUsersApp();
    await findRow('sara');
    await view.user.click(screen.getByRole('button', { name: 'Lift sign-in lock of Sara Ahmed' }));
    expect(await screen.findByText('Sara Ahmed: The sign-in lock was lifted.')).toBeInTheDocument();
    const [request] = fakeServer.requestsTo('admin/unlocklogin.php');
    expect(request).toMatchObject({ method: 'POST', data: { username: 'sara' }, csrfProof: TEST_CSRF_PROOF });
  });
});
