import { act, screen } from '@testing-library/react';
import { serveUsers } from './test/fake-api';
import { findRow, resetForTest } from './test/render-users';
import { bootstrap, mount, unmount } from './spa';

jest.mock('@mizan/shared/browser', () => jest.requireActual('./test/fake-api').mockedSharedBrowser());

beforeEach(() => resetForTest());

describe('the ./spa expose', () => {
  it('mounts the users screen in the area the shell gives on /dashboard/user and leaves nothing behind', async () => {
    serveUsers();
    window.history.pushState({}, '', '/dashboard/user');
    const area = document.createElement('main');
    document.body.appendChild(area);
    const props = { name: 'mf_users', domElementGetter: () => area };

    await bootstrap(props);
    await act(() => mount(props));
    expect(area).toContainElement(await findRow('sara'));
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();

    await act(() => unmount(props));
    expect(area).toBeEmptyDOMElement();
    area.remove();
  });
});
