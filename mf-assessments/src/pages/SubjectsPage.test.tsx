import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, ok } from '../test/fake-api';
import { cellsOf, columnTitles, dialogContent, findConfirm, findRow, renderAssessmentsApp, resetForTest } from '../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());
function serveSubjects() {
  const subjects = [
    { id: 1, subject: 'Arabic' },
    { id: 2, subject: 'Mathematics' },
  ];
  fakeServer.on('admin/getsubjects.php', () => ok(subjects));
  fakeServer.on('admin/addsubject.php', (data) => {
    const { subject } = data as { subject: string };
    if (subjects.some((existing) => existing.subject.toLowerCase() === subject.toLowerCase())) {
      return { status: 409, body: { msg: `A subject named "${subject}" already exists.` } };
    }
    const added = { id: subjects.length + 1, subject };
    subjects.push(added);
    return ok(added, 'Subject added successfully.');
  });
}

beforeEach(() => resetForTest());

describe('the subjects list', () => {
  it('lists the subject names', async () => {
    serveSubjects();
    renderAssessmentsApp('/dashboard/Subjects');
    expect(cellsOf(await findRow('Arabic'))).toEqual(['Arabic']);
    expect(columnTitles()).toEqual(['Subject']);
    expect(await findRow('Mathematics')).toBeInTheDocument();
  });

  it("keeps the modal's button disabled while the name is empty; on success an alert shows the server's message and the list is loaded again", async () => {
    serveSubjects();
    const { user } = renderAssessmentsApp('/dashboard/Subjects');
    await findRow('Arabic');

    await user.click(screen.getByRole('button', { name: /Add subject$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add subject' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Subject name'), '   ');
    expect(add).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Subject name'), 'Science');
    expect(add).toBeEnabled();
    await user.click(add);

    const success = await findConfirm('success');
    expect(dialogContent(success)).toBe('Subject added successfully.');
    expect(fakeServer.requestsTo('admin/addsubject.php')[0].data).toEqual({ subject: 'Science' });
    expect(await findRow('Science')).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/getsubjects.php')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add subject' })).not.toBeInTheDocument());
  });

  it('keeps the modal and the name when the server refuses, and says why', async () => {
    serveSubjects();
    const { user } = renderAssessmentsApp('/dashboard/Subjects');
    await findRow('Arabic');
    await user.click(screen.getByRole('button', { name: /Add subject$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add subject' });
    await user.type(within(dialog).getByLabelText('Subject name'), 'arabic');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await within(dialog).findByText('A subject named "arabic" already exists.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Subject name')).toHaveValue('arabic');
    expect(fakeServer.requestsTo('admin/getsubjects.php')).toHaveLength(1);
  });
});
