import { act, screen } from '@testing-library/react';
import { serveApplicants } from './test/applicants';
import { findRow, resetForTest } from './test/render-applicants';
import { bootstrap, mount, unmount } from './spa';

jest.mock('@mizan/shared/browser', () => jest.requireActual('./test/fake-api').mockedSharedBrowser());
beforeEach(() => resetForTest());

describe('the ./spa expose', () => {
  it('mounts the applicants table in the area the shell gives on /dashboard/Applicants and leaves nothing behind', async () => {
    serveApplicants();
    window.history.pushState({}, '', '/dashboard/Applicants');
    const area = document.createElement('main');
    document.body.appendChild(area);
    const props = { name: 'mf_applicants', domElementGetter: () => area };

    await bootstrap(props);
    await act(() => mount(props));
    expect(area).toContainElement(await findRow('Sara Ahmed'));
    expect(screen.getByRole('heading', { name: 'Applicants' })).toBeInTheDocument();

    await act(() => unmount(props));
    expect(area).toBeEmptyDOMElement();
    area.remove();
  });
});
