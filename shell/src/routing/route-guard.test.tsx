import { screen, waitFor, within } from '@testing-library/react';
import { renderShellAt } from '../test-support/render-shell';
import { NO_ACCESS_TITLE, noAccessDetail } from '../pages/NoAccessPage';
import { ADMIN_FLAGS, GRADER_FLAGS, TEACHER_FLAGS, fakeToken, signInAs, signOutLocally } from '../test-support/session';
import { sessionRefreshed, store } from '@mizan/shared/browser';

jest.setTimeout(20_000);

// The remotes are not part of these tests: their areas stay empty.
jest.mock('../federation/load-remote-app', () => ({ loadRemoteApp: jest.fn(() => new Promise(() => undefined)) }));

describe('anonymous visitors', () => {
  beforeEach(signOutLocally);

  it.each(['/dashboard/user', '/dashboard', '/', '/home', '/dashboard/Applicants', '/assessmentcomponent', '/mcq', '/somewhere'])(
    'are sent from %s to /login, the sign-in page of the exam remote, with no staff frame',
    async (path) => {
      renderShellAt(path);
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
      expect(screen.getByTestId('app-outlet')).toBeInTheDocument();
      expect(screen.queryByRole('menu', { name: 'Main menu' })).not.toBeInTheDocument();
    },
  );

  it.each(['/apply/5', '/apply', '/apply/', '/assessment'])('stay on %s, which belongs to the exam remote', (path) => {
    renderShellAt(`${path}?hash=abc`);
    expect(window.location.pathname).toBe(path);
    expect(window.location.search).toBe('?hash=abc');
    expect(screen.queryByRole('menu', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('are treated as signed out when the token has expired', async () => {
    store.dispatch(sessionRefreshed(fakeToken(ADMIN_FLAGS, { expiresInSeconds: -60 })));
    renderShellAt('/dashboard/user');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});

describe('signed-in staff', () => {
  beforeEach(() => signInAs(TEACHER_FLAGS));

  it.each(['/', '/login', '/dashboard', '/dashboard/'])('land on /dashboard/Applicants from %s', async (path) => {
    renderShellAt(path);
    await screen.findByRole('menu', { name: 'Main menu' });
    expect(window.location.pathname).toBe('/dashboard/Applicants');
    const selected = screen.getAllByRole('menuitem').filter((item) => item.classList.contains('ant-menu-item-selected'));
    expect(selected.map((item) => item.textContent)).toEqual(['Students']);
  });

  it('see a not-found page, inside the dashboard, for an unknown address', () => {
    renderShellAt('/dashboard/nowhere');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Main menu' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/nowhere');
  });

  it('read the privacy policy and the terms from the footer', () => {
    renderShellAt('/dashboard/privacy');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/dashboard/privacy');
    expect(within(footer).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/dashboard/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('see the terms page', () => {
    renderShellAt('/dashboard/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
  });

  it('open the brand page at /home', () => {
    renderShellAt('/home');
    expect(screen.getByRole('button', { name: 'Open the dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('menu', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('reach the public exam routes without the staff frame', () => {
    renderShellAt('/apply/5');
    expect(window.location.pathname).toBe('/apply/5');
    expect(screen.queryByRole('menu', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});

describe('a grader (ans only)', () => {
  beforeEach(() => signInAs(GRADER_FLAGS));

  it('who types /dashboard/assessments sees that they have no access, inside the dashboard, with no page and no remote loaded', async () => {
    const { loadRemoteApp } = jest.requireMock('../federation/load-remote-app') as { loadRemoteApp: jest.Mock };
    loadRemoteApp.mockClear();
    renderShellAt('/dashboard/assessments');
    expect(screen.getByText(NO_ACCESS_TITLE)).toBeInTheDocument();
    expect(screen.getByText(noAccessDetail('exam'))).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Assessment/ })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/assessments');
    expect(loadRemoteApp).not.toHaveBeenCalledWith('mf_assessments', expect.anything());
  });

  it('opens /sidnav: the side menu as a page of its own, with the entries their flags give', async () => {
    renderShellAt('/sidnav');
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: 'Main menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Taken Assessments', 'Students', 'Logout']);
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });
});
