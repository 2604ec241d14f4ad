import { screen, waitFor, within } from '@testing-library/react';
import { store } from '@mizan/shared/browser';
import { fakeServer, ok } from '../test/fake-api';
import { assessment, listItem } from '../test/fixtures';
import { cellsOf, columnTitles, findConfirm, findRow, renderAssessmentsApp, resetForTest } from '../test/render-assessments';
import { draftLoaded, fieldsChanged, selectDraftState } from '../state/draft-slice';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());
const draft = () => selectDraftState(store.getState());

function serveList(items = [listItem(7, 'Grade 7 admission'), listItem(8, 'Placement test', { published: '1', publishedText: 'Yes' })]) {
  let list = items;
  fakeServer.on('admin/getexams.php', () => ok(list));
  const flip = (published: '1' | '0') => (data: unknown) => {
    const { id } = data as { id: number };
    list = list.map((item) => (item.id === id ? { ...item, published, publishedText: published === '1' ? 'Yes' : 'No' } : item));
    return ok(
      list,
      published === '1'
        ? `Assessment published. Applicants can register at /apply/${id}.`
        : 'Assessment pulled. Applicants can no longer register for it.',
    );
  };
  fakeServer.on('admin/publishassessment.php', flip('1'));
  fakeServer.on('admin/pullassessment.php', flip('0'));
}

/** window.open stand-in: the tab it opened and where the page sent it. */
function fakeWindowOpen() {
  const tab = { location: { href: '' }, opener: {} as unknown, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { tab, open };
}

beforeEach(() => resetForTest());
afterEach(() => jest.restoreAllMocks());

describe('the assessments list', () => {
  it("shows SPEC's columns, Published as Yes or No, and each row's actions", async () => {
    serveList();
    renderAssessmentsApp('/dashboard/assessments');

    const unpublished = await findRow('Grade 7 admission');
    expect(columnTitles()).toEqual(['title', 'Start date', 'End date', 'Published', 'Actions']);
    expect(cellsOf(unpublished).slice(0, 4)).toEqual(['Grade 7 admission', '—', '—', 'No']);
    expect(within(unpublished).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(unpublished).getByRole('button', { name: 'Previwe assessment' })).toBeInTheDocument();
    expect(within(unpublished).getByRole('button', { name: 'Publish assessment' })).toBeInTheDocument();
    expect(within(unpublished).queryByRole('button', { name: 'Pull assessment' })).not.toBeInTheDocument();

    const published = await findRow('Placement test');
    expect(cellsOf(published)[3]).toBe('Yes');
    expect(within(published).getByRole('button', { name: 'Pull assessment' })).toBeInTheDocument();
    expect(within(published).queryByRole('button', { name: 'Publish assessment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Assessment$/ })).toBeEnabled();

    expect(fakeServer.requestsTo('admin/getexams.php')[0]).toMatchObject({ method: 'POST', data: '1' });
  });

  it("keeps a published assessment's apply link at hand: 'Copy link' puts it on the clipboard, unpublished rows have none", async () => {
    serveList();
    const { user } = renderAssessmentsApp('/dashboard/assessments');
    const unpublished = await findRow('Grade 7 admission');
    expect(within(unpublished).queryByRole('button', { name: /Copy the apply link/ })).not.toBeInTheDocument();

    const published = await findRow('Placement test');
    await user.click(within(published).getByRole('button', { name: 'Copy link: the apply link of Placement test' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/apply/8`);
    expect(await screen.findByText(`Apply link copied: ${window.location.origin}/apply/8`)).toBeInTheDocument();
  });

  it('shows the start and end in the browser’s time zone', async () => {
    const start = new Date(2026, 5, 1, 9, 5).toISOString();
    const end = new Date(2026, 5, 14, 17, 30).toISOString();
    serveList([listItem(7, 'Grade 7 admission', { startdate: start, enddate: end })]);
    renderAssessmentsApp('/dashboard/assessments');
    expect(cellsOf(await findRow('Grade 7 admission')).slice(1, 3)).toEqual(['2026-06-01 09:05', '2026-06-14 17:30']);
  });

  it('publishes: the row flips to Yes and Pull assessment, and the apply link opens in a new tab', async () => {
    serveList();
    const { tab, open } = fakeWindowOpen();
    const { user } = renderAssessmentsApp('/dashboard/assessments');

    await user.click(within(await findRow('Grade 7 admission')).getByRole('button', { name: 'Publish assessment' }));

    await waitFor(() => expect(cellsOf(screen.getByRole('cell', { name: 'Grade 7 admission' }).closest('tr')!)[3]).toBe('Yes'));
    const row = await findRow('Grade 7 admission');
    expect(within(row).getByRole('button', { name: 'Pull assessment' })).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/publishassessment.php')[0].data).toEqual({ id: 7 });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.location.href).toBe(`${window.location.origin}/apply/7`);
    expect(tab.opener).toBeNull();
    expect(screen.getByText('Assessment published. Applicants can register at /apply/7.')).toBeInTheDocument();
  });

  it('closes the new tab and says why when publishing is refused', async () => {
    serveList();
    fakeServer.on('admin/publishassessment.php', {
      status: 400,
      body: { msg: 'Add at least one question before publishing the assessment.' },
    });
    const { tab } = fakeWindowOpen();
    const { user } = renderAssessmentsApp('/dashboard/assessments');

    await user.click(within(await findRow('Grade 7 admission')).getByRole('button', { name: 'Publish assessment' }));

    expect(await screen.findByText('Add at least one question before publishing the assessment.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(cellsOf(await findRow('Grade 7 admission'))[3]).toBe('No');
  });

  it('pulls: the row flips to No and Publish assessment, and no tab opens', async () => {
    serveList();
    const { open } = fakeWindowOpen();
    const { user } = renderAssessmentsApp('/dashboard/assessments');

    await user.click(within(await findRow('Placement test')).getByRole('button', { name: 'Pull assessment' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('cell', { name: 'Placement test' }).closest('tr')!).getByRole('button', { name: 'Publish assessment' }),
      ).toBeInTheDocument(),
    );
    expect(cellsOf(await findRow('Placement test'))[3]).toBe('No');
    expect(fakeServer.requestsTo('admin/pullassessment.php')[0].data).toEqual({ id: 8 });
    expect(open).not.toHaveBeenCalled();
  });

  it("'Add Assessment' resets the draft and opens the builder", async () => {
    serveList();
    store.dispatch(draftLoaded(assessment(7, 'Grade 7 admission')));
    const { user } = renderAssessmentsApp('/dashboard/assessments');
    await findRow('Grade 7 admission');

    await user.click(screen.getByRole('button', { name: /Add Assessment$/ }));

    await waitFor(() => expect(window.location.pathname).toBe('/assessmentcomponent'));
    expect(draft().draft.id).toBeNull();
    expect(draft().draft.name).toBe('');
    expect(draft().draft.questions).toEqual([]);
  });

  it('asks before an unsaved draft is dropped, and keeps it when told to', async () => {
    serveList();
    store.dispatch(fieldsChanged({ name: 'Half-built test' }));
    const { user } = renderAssessmentsApp('/dashboard/assessments');
    expect(await screen.findByText('You have an unsaved draft: “Half-built test”.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add Assessment$/ }));
    const dialog = await findConfirm('confirm');
    expect(dialog).toHaveTextContent('Discard the unsaved draft?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the draft' }));
    expect(draft().draft.name).toBe('Half-built test');
    expect(window.location.pathname).toBe('/dashboard/assessments');

    await user.click(screen.getByRole('button', { name: 'Continue editing' }));
    expect(window.location.pathname).toBe('/assessmentcomponent');
  });

  it('Edit loads admin/getexam.php into the draft and opens the builder', async () => {
    serveList();
    fakeServer.on('admin/getexam.php', ok(assessment(7, 'Grade 7 admission', { lang: 'Ar', istimed: 1, duration: 30 })));
    const { user } = renderAssessmentsApp('/dashboard/assessments');

    await user.click(within(await findRow('Grade 7 admission')).getByRole('button', { name: 'Edit' }));

    await waitFor(() => expect(window.location.pathname).toBe('/assessmentcomponent'));
    expect(fakeServer.requestsTo('admin/getexam.php')[0].data).toEqual({ id: 7 });
    expect(draft().draft).toMatchObject({ id: 7, name: 'Grade 7 admission', lang: 'Ar', istimed: true, duration: 30 });
    expect(draft().draft.questions.map((question) => question.id)).toEqual(['tf00000001', 'mcq0000001']);
    expect(draft().dirty).toBe(false);
  });

  it("'Previwe assessment' opens the view in examMode", async () => {
    serveList();
    const { user } = renderAssessmentsApp('/dashboard/assessments');
    await user.click(within(await findRow('Placement test')).getByRole('button', { name: 'Previwe assessment' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/assessmentViewComponent?id=8&exammode=examMode');
  });

  it('deletes after a confirm and shows the refreshed list', async () => {
    serveList();
    fakeServer.on(
      'admin/deleteexam.php',
      ok([listItem(8, 'Placement test', { published: '1', publishedText: 'Yes' })], 'Assessment deleted.'),
    );
    const { user } = renderAssessmentsApp('/dashboard/assessments');

    await user.click(within(await findRow('Grade 7 admission')).getByRole('button', { name: 'Delete' }));
    expect(fakeServer.requestsTo('admin/deleteexam.php')).toHaveLength(0);
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete this assessment?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Assessment deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Grade 7 admission' })).not.toBeInTheDocument());
    expect(fakeServer.requestsTo('admin/deleteexam.php')[0].data).toEqual({ id: 7 });
  });

  it('offers no Delete once applicants have started, and shows the server’s refusal if it comes anyway', async () => {
    serveList([listItem(7, 'Grade 7 admission', { attemptCount: 3 }), listItem(9, 'Raced', { attemptCount: 0 })]);
    fakeServer.on('admin/deleteexam.php', {
      status: 409,
      body: { msg: 'Applicants have already started this assessment, so it cannot be deleted. Pull it instead.' },
    });
    const { user } = renderAssessmentsApp('/dashboard/assessments');

    expect(within(await findRow('Grade 7 admission')).getByRole('button', { name: 'Delete' })).toBeDisabled();

    // An applicant started 'Raced' after the list was loaded: the server refuses.
    await user.click(within(await findRow('Raced')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByText('Applicants have already started this assessment, so it cannot be deleted. Pull it instead.');
    expect(alert.closest('.ant-alert')).toHaveTextContent('“Raced” was not deleted.');
    expect(await findRow('Raced')).toBeInTheDocument();
  });

  it('explains a failed load and loads on Retry', async () => {
    fakeServer.on('admin/getexams.php', 'network-down');
    const { user } = renderAssessmentsApp('/dashboard/assessments');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The assessments could not be loaded.');
    serveList();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findRow('Placement test')).toBeInTheDocument();
  });
});
