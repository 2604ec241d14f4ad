import { screen, waitFor, within } from '@testing-library/react';
import type { BankQuestion, Question } from '@mizan/shared';
import { mcq, order, text } from '../../../shared/src/questions/testing/fixtures';
import { fakeServer, ok } from '../test/fake-api';
import { chooseOption, columnTitles, renderAssessmentsApp, resetForTest } from '../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());
function entry(id: number, question: Question, overrides: Partial<BankQuestion> = {}): BankQuestion {
  return {
    id,
    question,
    subject: 'Mathematics',
    grade: 'Grade 10',
    tags: ['algebra'],
    version: 1,
    author: { id: 2, displayname: 'Sara Teacher' },
    createdAt: '2030-01-02T09:00:00.000Z',
    editor: { id: 2, displayname: 'Sara Teacher' },
    updatedAt: '2030-01-02T09:00:00.000Z',
    inPublishedAssessment: false,
    owner: { id: 2, displayname: 'Sara Teacher' },
    sharing: { scope: 'subject', level: 'read' },
    rights: { edit: true, delete: true, share: true },
    ...overrides,
  };
}

const english = entry(1, { ...mcq({ id: 'bankmcq001' }), header: text('Solve 2x + 3 = 7'), headertxt: 'Solve 2x + 3 = 7' });
const arabic = entry(
  2,
  { ...order({ id: 'bankord001' }), header: text('رتب الكواكب حسب بعدها عن الشمس'), headertxt: 'رتب الكواكب حسب بعدها عن الشمس' },
  { inPublishedAssessment: true, version: 3 },
);

/** 20 questions on the server, paged as it pages them. */
function serveBank(
  entries: BankQuestion[] = [
    english,
    arabic,
    ...Array.from({ length: 18 }, (_, index) =>
      entry(index + 3, {
        ...mcq({ id: `bankpage${String(index).padStart(2, '0')}` }),
        header: text(`Question ${index + 3}`),
        headertxt: `Question ${index + 3}`,
      }),
    ),
  ],
) {
  fakeServer.on('admin/getbank.php', (data) => {
    const { page, pagesize } = data as { page: number; pagesize: number };
    return ok({ questions: entries.slice((page - 1) * pagesize, page * pagesize), count: entries.length });
  });
  fakeServer.on(
    'admin/getsubjects.php',
    ok([
      { id: 1, subject: 'Mathematics' },
      { id: 2, subject: 'Science' },
    ]),
  );
  fakeServer.on('admin/getgrades.php', ok([{ id: 1, name: 'Grade 10' }]));
  fakeServer.on('admin/getteachers.php', ok([{ id: 2, displayname: 'Sara Teacher' }]));
}

/** The first load of mf_questions' editor from source is slow on a loaded machine. */
const EDITOR_LOAD = { timeout: 45_000 };

/** An open antd dialog, found by its title. */
async function findDialog(name: string): Promise<HTMLElement> {
  const title = await screen.findByText(name, { selector: '.ant-modal-title, .ant-modal-title *' }, EDITOR_LOAD);
  const dialog = title.closest('.ant-modal');
  if (!(dialog instanceof HTMLElement)) throw new Error('The editor title is not in a dialog');
  return dialog;
}

const lastRequest = () => fakeServer.requestsTo('admin/getbank.php').at(-1)?.data;

beforeEach(() => resetForTest());

describe('the question bank screen', () => {
  it('lists a server page of 15 with what each question is about, Arabic questions right to left', async () => {
    serveBank();
    renderAssessmentsApp('/dashboard/bank');
    const row = (await screen.findByText('Solve 2x + 3 = 7')).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Question bank' })).toBeInTheDocument();
    expect(columnTitles()).toEqual([
      '',
      'Question',
      'Type',
      'Owner',
      'Sharing',
      'Subject',
      'Grade',
      'Tags',
      'Difficulty',
      'Cognitive level',
      'Author',
      'Written',
      'Version',
      'Actions',
    ]);
    expect(within(row).getByText('Solve 2x + 3 = 7')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('رتب الكواكب حسب بعدها عن الشمس')).toHaveAttribute('dir', 'rtl');
    expect(lastRequest()).toMatchObject({ page: 1, pagesize: 15, search: '', tags: [] });
    expect(screen.getAllByRole('row')).toHaveLength(16);
    expect(screen.getByText('20 questions')).toBeInTheDocument();
  });

  it('asks the server for page 2, and for a search and a filter from page 1 (kept in the address)', async () => {
    serveBank();
    const { user } = renderAssessmentsApp('/dashboard/bank');
    await screen.findByText('Solve 2x + 3 = 7');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ page: 2 }));
    expect(window.location.search).toBe('?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search the question text' }), 'الكواكب{Enter}');
    await waitFor(() => expect(lastRequest()).toMatchObject({ page: 1, search: 'الكواكب' }));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Difficulty' }), 'High');
    await waitFor(() => expect(lastRequest()).toMatchObject({ page: 1, search: 'الكواكب', difficult: 'High' }));
    expect(new URLSearchParams(window.location.search).get('difficult')).toBe('High');
  });

  it('a question a published assessment uses cannot be deleted; another is deleted after confirming', async () => {
    serveBank([english, arabic]);
    fakeServer.on('admin/deletebankquestion.php', { status: 200, body: { msg: 'Question deleted from the bank.' } });
    const { user } = renderAssessmentsApp('/dashboard/bank');
    const used = (await screen.findByText('رتب الكواكب حسب بعدها عن الشمس')).closest('tr') as HTMLElement;
    expect(within(used).getByRole('button', { name: /Delete/ })).toBeDisabled();
    const free = (await screen.findByText('Solve 2x + 3 = 7')).closest('tr') as HTMLElement;
    await user.click(within(free).getByRole('button', { name: /Delete/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/deletebankquestion.php').at(-1)?.data).toEqual({ id: 1 }));
    expect(await screen.findByText('Question deleted from the bank.')).toBeInTheDocument();
  });

  it("offers only Duplicate on a question one may only read, and says it is read only (the server's rights)", async () => {
    const readOnly = entry(
      5,
      { ...mcq({ id: 'bankread01' }), header: text('Name the noble gases'), headertxt: 'Name the noble gases' },
      {
        owner: { id: 7, displayname: 'Omar Chemistry' },
        sharing: { scope: 'everyone', level: 'read' },
        rights: { edit: false, delete: false, share: false },
      },
    );
    serveBank([english, readOnly]);
    renderAssessmentsApp('/dashboard/bank');
    const row = (await screen.findByText('Name the noble gases')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent?.trim()),
    ).toEqual(['Duplicate']);
    expect(within(row).getByText('Read only')).toBeInTheDocument();
    expect(within(row).getByText('Omar Chemistry')).toBeInTheDocument();
    expect(within(row).getByText('Every author read')).toBeInTheDocument();
    const mine = (await screen.findByText('Solve 2x + 3 = 7')).closest('tr') as HTMLElement;
    expect(
      within(mine)
        .getAllByRole('button')
        .map((button) => button.textContent?.trim()),
    ).toEqual(['Edit', 'Duplicate', 'Sharing', 'Delete']);
    expect(within(mine).queryByText('Read only')).not.toBeInTheDocument();
  });

  it('the owner shares a question with every author for editing', async () => {
    serveBank([english]);
    fakeServer.on('admin/sharebankquestion.php', () => ({
      status: 200,
      body: { data: entry(1, english.question, { sharing: { scope: 'everyone', level: 'edit' } }), msg: 'Sharing saved.' },
    }));
    const { user } = renderAssessmentsApp('/dashboard/bank');
    const row = (await screen.findByText('Solve 2x + 3 = 7')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /Sharing/ }));
    const dialog = await findDialog('Share this question');
    const scope = within(dialog).getByRole('radiogroup', { name: 'Shared with' });
    expect(within(scope).getByRole('radio', { name: 'Teachers of its subject' })).toBeChecked();
    await user.click(within(scope).getByRole('radio', { name: 'Every author' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Edit (answer key included)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save sharing' }));
    await waitFor(() =>
      expect(fakeServer.requestsTo('admin/sharebankquestion.php').at(-1)?.data).toEqual({ id: 1, scope: 'everyone', level: 'edit' }),
    );
    expect(await screen.findByText('Sharing saved.')).toBeInTheDocument();
  });

  it('duplicates a question as a new one with a fresh id and the same subject, grade and tags', async () => {
    serveBank([english]);
    fakeServer.on('admin/savebankquestion.php', (data) => ok(entry(9, (data as { question: Question }).question)));
    const { user } = renderAssessmentsApp('/dashboard/bank');
    const row = (await screen.findByText('Solve 2x + 3 = 7')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /Duplicate/ }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/savebankquestion.php')).toHaveLength(1));
    const sent = fakeServer.requestsTo('admin/savebankquestion.php')[0].data as {
      id?: number;
      question: Question;
      subject: string;
      grade: string;
      tags: string[];
    };
    expect(sent).toMatchObject({
      subject: 'Mathematics',
      grade: 'Grade 10',
      tags: ['algebra'],
      question: { headertxt: 'Solve 2x + 3 = 7' },
    });
    expect(sent.id).toBeUndefined();
    expect(sent.question.id).not.toBe('bankmcq001');
  });

  it('edits a question in its editor, then saves it with its version, subject, grade and tags', async () => {
    serveBank([english]);
    fakeServer.on('admin/savebankquestion.php', (data) => ({
      status: 200,
      body: { data: entry(1, (data as { question: Question }).question, { version: 2 }), msg: 'Question updated in the bank.' },
    }));
    const { user } = renderAssessmentsApp('/dashboard/bank');
    const row = (await screen.findByText('Solve 2x + 3 = 7')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /Edit/ }));
    const editor = await findDialog('Multiple Choice question');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    const details = await findDialog('Save version 2 to the bank');
    await user.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/savebankquestion.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/savebankquestion.php')[0].data).toMatchObject({
      id: 1,
      version: 1,
      subject: 'Mathematics',
      grade: 'Grade 10',
      tags: ['algebra'],
      question: { id: 'bankmcq001' },
    });
    expect(await screen.findByText('Question updated in the bank.')).toBeInTheDocument();
  });

  it("shows the server's sentence when an edit raced another author's", async () => {
    serveBank([english]);
    fakeServer.on('admin/savebankquestion.php', { status: 409, body: { msg: 'Someone else changed this question since you opened it.' } });
    const { user } = renderAssessmentsApp('/dashboard/bank');
    const row = (await screen.findByText('Solve 2x + 3 = 7')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /Edit/ }));
    await user.click(within(await findDialog('Multiple Choice question')).getByRole('button', { name: 'Save' }));
    await user.click(within(await findDialog('Save version 2 to the bank')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this question since you opened it.')).toBeInTheDocument();
  });
});
