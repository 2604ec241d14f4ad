import { act, screen, waitFor, within } from '@testing-library/react';
import type { DrawSlot } from '@mizan/shared';
import { store } from '@mizan/shared/browser';
import { fieldsChanged, questionAdded, selectDraftState } from '../../state/draft-slice';
import { fakeServer, ok } from '../../test/fake-api';
import { listItem, mcq } from '../../test/fixtures';
import { chooseOption, findConfirm, renderAssessmentsApp, resetForTest } from '../../test/render-assessments';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../../test/federation').fakeFederationRuntime());
type MatchesRequest = { slots: DrawSlot[]; fixedIds: string[] };

/** The bank as the fake server knows it: 5 algebra questions, 2 of them High; nothing else. Earlier draws take their questions first. */
function serveBank() {
  fakeServer.on('admin/drawmatches.php', (data) => {
    const { slots } = data as MatchesRequest;
    const matchingOf = (slot: DrawSlot) => (slot.filters.tags.includes('algebra') ? (slot.filters.difficult === 'High' ? 2 : 5) : 0);
    let left = 5;
    const drawables = slots.map((slot) => {
      const drawable = Math.min(slot.count, matchingOf(slot), left);
      left -= drawable;
      return drawable;
    });
    const total = drawables.reduce((sum, drawable) => sum + drawable, 0);
    return ok(
      slots.map((slot, index) => {
        const matching = matchingOf(slot);
        const available = Math.max(drawables[index], Math.min(matching, 5 - (total - drawables[index])));
        return { id: slot.id, matching, drawable: drawables[index], available };
      }),
    );
  });
}

function renderBuilder() {
  fakeServer.on('admin/getteachers.php', ok([]));
  fakeServer.on('admin/getgrades.php', ok([{ id: 1, name: 'Grade 7' }]));
  fakeServer.on('admin/getgroups.php', ok([]));
  fakeServer.on('admin/getsubjects.php', ok([{ id: 1, subject: 'Mathematics' }]));
  fakeServer.on('admin/getexams.php', ok([listItem(8, 'Interview day')]));
  serveBank();
  return renderAssessmentsApp('/assessmentcomponent');
}

const slotsOfDraft = () => selectDraftState(store.getState()).draft.questions.filter((item): item is DrawSlot => item.type === 'BankDraw');

beforeEach(() => resetForTest());

describe("the builder's random draw editor", () => {
  it('adds a draw: count and filters, the bank questions matching now, then a row in the question list', async () => {
    store.dispatch(questionAdded(mcq()));
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: /Add a random draw$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a random draw from the bank' });
    // No filter yet: the fake bank has nothing without the algebra tag.
    expect(await within(dialog).findByText(/0 bank questions match these filters now\. This draw needs 1\./)).toBeInTheDocument();

    const count = within(dialog).getByLabelText('Questions to draw');
    await user.clear(count);
    await user.type(count, '3');
    await user.type(within(dialog).getByLabelText('Tags (every one)'), 'algebra{Enter}');
    expect(
      await within(dialog).findByText('5 bank questions match these filters now. Each applicant gets 3 drawn from 5.'),
    ).toBeInTheDocument();
    const asked = fakeServer.requestsTo('admin/drawmatches.php').at(-1)!.data as MatchesRequest;
    expect(asked.fixedIds).toEqual([mcq().id]);
    expect(asked.slots[0]).toMatchObject({ type: 'BankDraw', count: 3, filters: { tags: ['algebra'] } });

    await user.click(within(dialog).getByRole('button', { name: 'Add draw' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a random draw from the bank' })).not.toBeInTheDocument());
    const row = screen.getByRole('listitem', { name: 'Question 2' });
    expect(within(row).getByText('3 questions from the bank: tag algebra')).toBeInTheDocument();
    expect(within(row).getByText('Random draw')).toBeInTheDocument();
    expect(await within(row).findByText('5 match in the bank now; each applicant gets 3 drawn from 5')).toBeInTheDocument();
    expect(slotsOfDraft()).toEqual([
      expect.objectContaining({ count: 3, filters: expect.objectContaining({ tags: ['algebra'], difficult: '' }) }),
    ]);
  });

  it('warns while a draw cannot be filled, and the row says why publishing will be refused', async () => {
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: /Add a random draw$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a random draw from the bank' });
    await user.type(within(dialog).getByLabelText('Tags (every one)'), 'algebra{Enter}');
    const count = within(dialog).getByLabelText('Questions to draw');
    await user.clear(count);
    await user.type(count, '4');
    await chooseOption(user, within(dialog).getByLabelText('Difficulty'), 'High');
    expect(
      await within(dialog).findByText(
        '2 bank questions match these filters now. This draw needs 4. The assessment cannot be published until it can be filled.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add draw' }));

    const row = screen.getByRole('listitem', { name: 'Question 1' });
    expect(
      await within(row).findByText(
        "Question 1: the bank has only 2 questions for this draw, which needs 4 (4 questions from the bank: tag algebra; High difficulty). Add questions to the bank or change the draw's filters.",
      ),
    ).toBeInTheDocument();
  });

  it('says when every applicant gets the same questions: the other draws take the rest, or the bank has no more', async () => {
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: /Add a random draw$/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a random draw from the bank' });
    await user.type(within(dialog).getByLabelText('Tags (every one)'), 'algebra{Enter}');
    let count = within(dialog).getByLabelText('Questions to draw');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add draw' }));

    await user.click(screen.getByRole('button', { name: /Add a random draw$/ }));
    dialog = await screen.findByRole('dialog', { name: 'Add a random draw from the bank' });
    await user.type(within(dialog).getByLabelText('Tags (every one)'), 'algebra{Enter}');
    count = within(dialog).getByLabelText('Questions to draw');
    await user.clear(count);
    await user.type(count, '2');
    expect(
      await within(dialog).findByText(
        '5 bank questions match these filters now, but the other draws of this assessment take the rest: only 2 can be drawn for this one. ' +
          'This draw asks for 2, so every applicant gets the same 2 questions. Add questions to the bank or widen the filters for a different draw per applicant.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add draw' }));
    const row = screen.getByRole('listitem', { name: 'Question 2' });
    expect(
      await within(row).findByText('5 match in the bank now; only 2 can be drawn, so every applicant gets the same 2 questions'),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit question 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit the random draw' });
    await chooseOption(user, within(dialog).getByLabelText('Difficulty'), 'High');
    expect(
      await within(dialog).findByText(
        '2 bank questions match these filters now. This draw asks for 2, so every applicant gets the same 2 questions. ' +
          'Add questions to the bank or widen the filters for a different draw per applicant.',
      ),
    ).toBeInTheDocument();
  });

  it('edits a draw from its row and sends draws and the question order option with the assessment', async () => {
    fakeServer.on('admin/addexam.php', ok({}, 'Assessment added successfully.'));
    fakeServer.on('admin/getexams.php', ok([]));
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: /Add a random draw$/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a random draw from the bank' });
    await user.type(within(dialog).getByLabelText('Tags (every one)'), 'algebra{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Add draw' }));

    await user.click(within(screen.getByRole('listitem', { name: 'Question 1' })).getByRole('button', { name: 'Edit question 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit the random draw' });
    const count = within(dialog).getByLabelText('Questions to draw');
    await user.clear(count);
    await user.type(count, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save draw' }));
    expect(await screen.findByText('2 questions from the bank: tag algebra')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Shuffle the order of questions' }));
    act(() => {
      store.dispatch(fieldsChanged({ name: 'Algebra placement' }));
    });
    await user.click(await screen.findByRole('button', { name: /Submit exam$/ }));
    await user.click(within(await findConfirm('confirm')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/addexam.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/addexam.php')[0].data).toMatchObject({
      name: 'Algebra placement',
      shuffleQuestions: true,
      questions: [{ type: 'BankDraw', count: 2, filters: { tags: ['algebra'] }, headertxt: '2 questions from the bank: tag algebra' }],
    });
  });
});
