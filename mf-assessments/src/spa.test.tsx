import { act, screen } from '@testing-library/react';
import { fakeServer, ok } from './test/fake-api';
import { listItem } from './test/fixtures';
import { resetForTest } from './test/render-assessments';
import { bootstrap, mount, unmount } from './spa';

jest.mock('@mizan/shared/browser', () => jest.requireActual('./test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./test/federation').fakeFederationRuntime());
beforeEach(() => resetForTest());

describe('the ./spa expose', () => {
  it('mounts the assessments list in the area the shell gives and leaves nothing behind', async () => {
    fakeServer.on('admin/getexams.php', ok([listItem(7, 'Grade 7 admission')]));
    window.history.pushState({}, '', '/dashboard/assessments');
    const area = document.createElement('main');
    document.body.appendChild(area);
    const props = { name: 'mf_assessments', domElementGetter: () => area };

    await bootstrap(props);
    await act(() => mount(props));
    expect(area).toContainElement(await screen.findByRole('cell', { name: 'Grade 7 admission' }));
    expect(screen.getByRole('heading', { name: 'Assessments' })).toBeInTheDocument();

    await act(() => unmount(props));
    expect(area).toBeEmptyDOMElement();
    area.remove();
  });

  it('renders nothing on a route it does not own', async () => {
    window.history.pushState({}, '', '/dashboard/Applicants');
    const area = document.createElement('main');
    document.body.appendChild(area);
    const props = { name: 'mf_assessments', domElementGetter: () => area };
    await act(() => mount(props));
    expect(area.textContent).toBe('');
    expect(fakeServer.requests).toHaveLength(0);
    await act(() => unmount(props));
    area.remove();
  });
});
