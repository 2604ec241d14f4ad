import { RemoteNotInstalledError, RemoteUnavailableError, type SpaLifecycles, type SpaProps } from '@mizan/shared/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteApp } from '../federation/load-remote-app';
import { renderShellAt } from '../test-support/render-shell';
import { ADMIN_FLAGS, signInAs, signOutLocally } from '../test-support/session';
import { startRootConfig } from './root-config';

jest.setTimeout(20_000);

// The module boundary between the shell and Module Federation.
jest.mock('../federation/load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const loadRemote = jest.mocked(loadRemoteApp);

/** A stand-in remote whose screen is one line of text. */
function fakeRemote(text: string, options: { mountFails?: boolean } = {}): SpaLifecycles {
  const mounted = new Map<string, HTMLElement>();
  return {
    bootstrap: async () => undefined,
    mount: async (props: SpaProps) => {
      if (options.mountFails) throw new Error(`${props.name} crashed while mounting`);
      const screenElement = document.createElement('p');
      screenElement.textContent = text;
      props.domElementGetter?.()?.appendChild(screenElement);
      mounted.set(props.name, screenElement);
    },
    unmount: async (props: SpaProps) => {
      mounted.get(props.name)?.remove();
      mounted.delete(props.name);
    },
  };
}

const area = () => screen.getByRole('main');

beforeAll(() => {
  // single-spa and the shell log the failures these tests cause on purpose.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  startRootConfig();
});

beforeEach(() => {
  loadRemote.mockReset();
  signInAs(ADMIN_FLAGS);
});

describe('a remote that cannot be loaded', () => {
  it('shows a Result with Try again in its area while the menu keeps working; Try again loads it afresh', async () => {
    loadRemote
      .mockRejectedValueOnce(new RemoteUnavailableError('mf_users', new Error('remoteEntry.js answered 503')))
      .mockResolvedValueOnce(fakeRemote('Staff accounts: 3 users'));
    renderShellAt('/dashboard/user');

    expect(await within(area()).findByText('User Management could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Amal Haddad');
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenLastCalledWith('mf_users', { fresh: false });

    await userEvent.click(within(area()).getByRole('button', { name: /Try again/ }));

    expect(await within(area()).findByText('Staff accounts: 3 users')).toBeInTheDocument();
    expect(screen.queryByText('User Management could not be loaded')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(loadRemote).toHaveBeenLastCalledWith('mf_users', { fresh: true });
  });

  it('keeps failing honestly: a second failure shows the Result again', async () => {
    loadRemote.mockRejectedValue(new RemoteUnavailableError('mf_assessments', new Error('network down')));
    renderShellAt('/dashboard/assessments');
    await within(area()).findByText('Assessments could not be loaded');

    await userEvent.click(within(area()).getByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(loadRemote).toHaveBeenCalledTimes(2));
    expect(await within(area()).findByText('Assessments could not be loaded')).toBeInTheDocument();
  });

  it('says calmly that a remote this deployment does not include is not installed', async () => {
    loadRemote.mockRejectedValue(new RemoteNotInstalledError('mf_applicants'));
    renderShellAt('/dashboard/Applicants');

    expect(await within(area()).findByText('Students is not installed in this deployment')).toBeInTheDocument();
    expect(screen.queryByText('Students could not be loaded')).not.toBeInTheDocument();
    expect(within(area()).getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });

  it('shows the Result when the remote throws while mounting, and Try again mounts it anew', async () => {
    loadRemote
      .mockResolvedValueOnce(fakeRemote('never shown', { mountFails: true }))
      .mockResolvedValueOnce(fakeRemote('Question editor: multiple choice'));
    renderShellAt('/mcq');

    expect(await within(area()).findByText('Question editors could not be loaded')).toBeInTheDocument();
    await userEvent.click(within(area()).getByRole('button', { name: /Try again/ }));

    expect(await within(area()).findByText('Question editor: multiple choice')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('another remote still loads after one failed', async () => {
    loadRemote.mockImplementation(async (remote) =>
      remote === 'mf_users' ? fakeRemote('Staff accounts: 3 users') : Promise.reject(new RemoteUnavailableError(remote)),
    );
    renderShellAt('/dashboard/StudentsExams');
    await within(area()).findByText('Assessments could not be loaded');

    await userEvent.click(screen.getByRole('menuitem', { name: /User Management/ }));
    expect(await within(area()).findByText('Staff accounts: 3 users')).toBeInTheDocument();
  });
});

describe('staff remotes and anonymous visitors', () => {
  it("never loads a staff remote for someone not signed in: /dashboard/user becomes the exam remote's sign-in page", async () => {
    signOutLocally();
    loadRemote.mockResolvedValue(fakeRemote('Please sign in'));
    renderShellAt('/dashboard/user');
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(loadRemote.mock.calls.map(([remote]) => remote)).toEqual(['mf_exam']);
  });
});
