import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { createSpaLifecycles } from './spa-lifecycles';

function WhereAmI() {
  return <p>Users app at {useLocation().pathname}</p>;
}

describe('single-spa lifecycles of a remote', () => {
  it('mounts inside the element the shell gives and leaves nothing behind on unmount', async () => {
    window.history.pushState({}, '', '/dashboard/user');
    const area = document.createElement('main');
    document.body.appendChild(area);
    const lifecycles = createSpaLifecycles(WhereAmI);
    const props = { name: 'mf_users', domElementGetter: () => area };

    await lifecycles.bootstrap(props);
    await act(() => lifecycles.mount(props));
    expect(await screen.findByText('Users app at /dashboard/user')).toBeInTheDocument();
    expect(area).toContainElement(screen.getByText(/Users app/));

    await act(() => lifecycles.unmount(props));
    expect(area).toBeEmptyDOMElement();
  });
});
